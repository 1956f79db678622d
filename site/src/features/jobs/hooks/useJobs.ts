import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getRequest, listJobs, type JobFilters } from '../../requests/requests.api';

export const jobKeys = {
  all: ['jobs'] as const,
  list: (filters: JobFilters) => ['jobs', 'list', filters] as const,
  detail: (idOrSeoParam: string) => ['jobs', 'detail', idOrSeoParam] as const,
};

/** Shared by the hooks and the server renderer's prefetch (ssr/prefetchPage.ts), so keys cannot drift. */
export const jobListQuery = (filters: JobFilters) =>
  queryOptions({ queryKey: jobKeys.list(filters), queryFn: ({ signal }) => listJobs(filters, signal) });

export const jobQuery = (idOrSeoParam: string) =>
  queryOptions({ queryKey: jobKeys.detail(idOrSeoParam), queryFn: ({ signal }) => getRequest(idOrSeoParam, signal) });

/** The public list of active requests (`GET /requests`), keeping the previous page while the next loads. */
export function useJobList(filters: JobFilters) {
  return useQuery({ ...jobListQuery(filters), placeholderData: keepPreviousData });
}

/** One request by id (or seoParam); a 404 is final (the client's retry rule, app/queryClient.ts). */
export function useJob(idOrSeoParam: string) {
  return useQuery({ ...jobQuery(idOrSeoParam), enabled: Boolean(idOrSeoParam) });
}
