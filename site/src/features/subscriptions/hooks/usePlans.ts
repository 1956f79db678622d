import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlans } from '../subscriptions.api';

export const plansQueryKey = ['plans'] as const;

/** Active plans, cheapest first. */
export const plansQuery = queryOptions({
  queryKey: plansQueryKey,
  queryFn: async ({ signal }) => {
    const { items } = await getPlans(signal);
    return [...items].sort((a, b) => a.priceMonthly - b.priceMonthly);
  },
  staleTime: 10 * 60_000,
});

export function usePlans() {
  return useQuery(plansQuery);
}
