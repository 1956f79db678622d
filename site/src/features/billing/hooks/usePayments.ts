import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPaymentOptions, openBillingPortal, startInvoiceCheckout, startSetupCheckout } from '../payments.api';
import { invoicesQueryKey, subscriptionQueryKey } from './useBilling';

export const paymentOptionsQueryKey = ['me', 'payment-options'] as const;

/** After Stripe sends the company back, the webhook may lag: look again every 3 s, 10 times at most. */
const RETURN_POLL_MS = 3000;
const RETURN_POLLS = 10;

/**
 * How the company can pay, and its unpaid invoices. `polling` (back from Stripe): refreshed for a
 * while, and when the unpaid invoices change the invoice history and the subscription are reloaded.
 */
export function usePaymentOptions(polling = false) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentOptionsQueryKey,
    queryFn: ({ signal }) => getPaymentOptions(signal),
    refetchInterval: (q) => (polling && q.state.dataUpdateCount < RETURN_POLLS ? RETURN_POLL_MS : false),
  });
  const signature = query.data ? query.data.payableInvoices.map((i) => `${i.id}:${i.paymentInProgress}`).join(',') : null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null) return;
    if (previous.current !== null && previous.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: invoicesQueryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    }
    previous.current = signature;
  }, [signature, queryClient]);
  return query;
}

/** A call that answers a Stripe URL, then a full-page redirect to it (the button keeps spinning meanwhile). */
function useStripeRedirect<TInput>(start: (input: TInput) => Promise<{ url: string }>) {
  return useMutation({
    mutationFn: start,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export const useInvoiceCheckout = () => useStripeRedirect((invoiceId: string) => startInvoiceCheckout(invoiceId));
export const useBillingPortal = () => useStripeRedirect((_: void) => openBillingPortal());
export const useSetupCheckout = () => useStripeRedirect((_: void) => startSetupCheckout());
