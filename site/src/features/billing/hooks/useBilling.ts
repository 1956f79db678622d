import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelSubscription,
  changePlan,
  getBillingData,
  getInvoices,
  getSubscription,
  saveBillingData,
  type BillingCycle,
  type BillingDataInput,
  type Subscription,
} from '../billing.api';
import { entitlementsQueryKey } from '../../entitlements/useEntitlements';

export const subscriptionQueryKey = ['me', 'subscription'] as const;
export const billingDataQueryKey = ['me', 'billing'] as const;
export const invoicesQueryKey = ['me', 'invoices'] as const;
/** The dashboard shows the plan too (features/dashboard/useDashboard.ts). */
const dashboardQueryKey = ['dashboard'] as const;

export const INVOICES_PAGE_SIZE = 10;

/** The company's latest subscription, or null when it has none. */
export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => getSubscription(signal) });
}

export function useBillingData() {
  return useQuery({ queryKey: billingDataQueryKey, queryFn: ({ signal }) => getBillingData(signal) });
}

/** One page of the invoice history (newest first). */
export function useInvoices(page: number) {
  return useQuery({
    queryKey: [...invoicesQueryKey, page],
    queryFn: ({ signal }) => getInvoices({ page, pageSize: INVOICES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

function useSubscriptionMutation<TInput>(mutationFn: (input: TInput) => Promise<{ subscription: Subscription }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
      // A new plan, new limits (and a gallery whose hidden images may change).
      void queryClient.invalidateQueries({ queryKey: entitlementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
    },
  });
}

export function useChangePlan() {
  return useSubscriptionMutation(({ planId, billingCycle }: { planId: string; billingCycle?: BillingCycle }) =>
    changePlan(planId, billingCycle),
  );
}

export function useCancelSubscription() {
  return useSubscriptionMutation((_: void) => cancelSubscription());
}

export function useSaveBillingData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDataInput) => saveBillingData(input),
    onSuccess: ({ billing }) => {
      queryClient.setQueryData(billingDataQueryKey, billing);
    },
  });
}
