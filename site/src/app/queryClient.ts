import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http';

/** Tries after the first failure, for a network failure or a 5xx. */
const MAX_RETRIES = 2;

/**
 * The one retry rule of every query on the site (no query sets its own): an answer of the
 * server about the request itself (4xx: not found, forbidden, invalid, signed out, too many
 * requests) is final, so pages show their own state for it at once; a network failure, a 5xx or
 * any other error gets two more tries (TanStack Query waits 1 s, then 2 s). Writes (mutations)
 * are never retried: the user decides.
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Server state cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: retryQuery,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
