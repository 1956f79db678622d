import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/http';

const MAX_RETRIES = 2;

/**
 * Server state cache. Client errors (4xx) are final and not retried; network
 * failures and 5xx get two more tries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: {
        retry: false,
      },
    },
  });
}
