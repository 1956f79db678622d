import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  closeRequest,
  getRequest,
  getRequestMatches,
  listMyRequests,
  updateRequest,
  type JobRequest,
  type MyRequestsFilters,
  type RequestUpdate,
} from '../requests.api';

/** Query keys of the requests feature (everything under 'requests'). */
export const requestKeys = {
  all: ['requests'] as const,
  detail: (idOrSeoParam: string) => ['requests', 'detail', idOrSeoParam] as const,
  mine: ['requests', 'mine'] as const,
  mineList: (filters: MyRequestsFilters) => ['requests', 'mine', filters] as const,
  matches: (id: string) => ['requests', 'matches', id] as const,
  proposals: (id: string) => ['requests', 'proposals', id] as const,
};

/** After any write: the client's lists, the request itself, the dashboard and the public jobs list. */
export function invalidateRequestData(queryClient: QueryClient, saved?: JobRequest) {
  if (saved) {
    queryClient.setQueryData(requestKeys.detail(saved.id), saved);
  }
  void queryClient.invalidateQueries({ queryKey: requestKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['jobs'] });
}

export function useRequest(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRequest(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** The signed-in client's requests (server-side filters, 6 per page, stats over all of them). */
export function useMyRequests(filters: MyRequestsFilters) {
  return useQuery({
    queryKey: requestKeys.mineList(filters),
    queryFn: ({ signal }) => listMyRequests(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Recommended companies for a request the client owns (up to 4). */
export function useRequestMatches(id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.matches(id ?? ''),
    queryFn: ({ signal }) => getRequestMatches(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useUpdateRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestUpdate) => updateRequest(id, input),
    onSuccess: (saved) => invalidateRequestData(queryClient, saved),
  });
}

export function useCloseRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRequest(id),
    onSuccess: (saved) => invalidateRequestData(queryClient, saved),
  });
}
