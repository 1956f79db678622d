import { useQuery } from '@tanstack/react-query';
import { useSessionState } from '../auth/useSession';
import { getSubscription } from '../billing/billing.api';
import { subscriptionQueryKey } from '../billing/hooks/useBilling';
import type { SubscriptionDunning } from './dunningText';

/**
 * The signed-in company's dunning (`GET /me/subscription` → `dunning`, the billing page's cached
 * query): null when all is paid, and for anyone who is not a company (never asked).
 */
export function useDunning(): { dunning: SubscriptionDunning | null; unpaid: boolean } {
  const session = useSessionState();
  const isCompany = session.status === 'authenticated' && session.user.isCompany;
  const subscription = useQuery({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => getSubscription(signal), enabled: isCompany });
  const dunning = (isCompany && subscription.data?.dunning) || null;
  return { dunning, unpaid: dunning?.state === 'unpaid' };
}
