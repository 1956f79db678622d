import { useQuery } from '@tanstack/react-query';
import { getPlans, type Plan } from '../subscriptions.api';

export const plansQueryKey = ['plans'] as const;

/** Active plans, cheapest first (prices arrive as numbers or numeric strings). */
export function usePlans() {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: async ({ signal }) => {
      const { items } = await getPlans(signal);
      return items
        .map((plan): Plan => ({ ...plan, priceMonthly: Number(plan.priceMonthly), priceYearly: plan.priceYearly === null ? null : Number(plan.priceYearly) }))
        .sort((a, b) => a.priceMonthly - b.priceMonthly);
    },
    staleTime: 10 * 60_000,
  });
}
