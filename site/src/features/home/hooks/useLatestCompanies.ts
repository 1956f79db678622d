import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLatestCompanies, HOME_GRID_SIZE } from '../home.api';

/**
 * The home's featured companies. Spec §8: a failure gives an empty list, so the query never
 * errors (the section then shows its empty state). Shared with the server renderer's prefetch.
 */
export const latestCompaniesQuery = queryOptions({
  queryKey: ['companies', 'latest', HOME_GRID_SIZE],
  queryFn: async ({ signal }) => {
    try {
      return (await getLatestCompanies(HOME_GRID_SIZE, signal)).items;
    } catch (error) {
      if (signal.aborted) throw error;
      return [];
    }
  },
  staleTime: 60_000,
});

export function useLatestCompanies() {
  return useQuery(latestCompaniesQuery);
}
