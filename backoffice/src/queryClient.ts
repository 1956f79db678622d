import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

/**
 * react-admin's query client with admin-friendly defaults: a 4xx will not change by asking
 * again, so only network and server failures are retried (once).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 1;
      },
      staleTime: 10_000,
      refetchOnWindowFocus: false,
    },
  },
});
