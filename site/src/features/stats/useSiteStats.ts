import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSiteStats } from './stats.api';

export const siteStatsQueryKey = ['stats'] as const;

/** The site's public figures (`GET /stats`), shared by the home, /jobs and /trabajos. */
export const siteStatsQuery = queryOptions({
  queryKey: siteStatsQueryKey,
  queryFn: ({ signal }) => getSiteStats(signal),
  // The server caches them for about a minute: asking more often gains nothing.
  staleTime: 60_000,
});

export function useSiteStats() {
  return useQuery(siteStatsQuery);
}
