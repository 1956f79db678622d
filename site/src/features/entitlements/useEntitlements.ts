import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getEntitlements } from './entitlements.api';

export const entitlementsQueryKey = ['me', 'entitlements'] as const;

/** The company's plan usage; refetched after whatever changes it (a proposal, an upload, a plan change). */
export function useEntitlements() {
  return useQuery({ queryKey: entitlementsQueryKey, queryFn: ({ signal }) => getEntitlements(signal) });
}

/** Marks the usage stale: the next screen that shows it asks again. */
export function useRefreshEntitlements() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: entitlementsQueryKey });
}
