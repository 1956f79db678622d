/** A record of `GET /api/admin/subscriptions`. */
export interface SubscriptionRecord {
  id: string;
  companyId: string;
  companyName: string;
  planId: string;
  plan: { id: string; planName: string; displayName: string; priceMonthly: number; priceYearly: number | null };
  status: 'trialing' | 'active' | 'past_due' | 'cancelled';
  billingCycle: 'monthly' | 'yearly';
  trialEndsAt: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  cancelledAt: string | null;
  createdAt: string;
}
