import { http } from '../../api/http';

export type PlanName = 'basic' | 'professional' | 'premium';

/** A subscription plan as `GET /plans` answers it (prices in euros). */
export type Plan = {
  id: string;
  planName: PlanName | (string & {});
  displayName: string;
  description: string | null;
  priceMonthly: number;
  priceYearly: number | null;
  features: string[];
  isPopular: boolean;
};

export const getPlans = (signal?: AbortSignal) => http.get<{ items: Plan[] }>('/plans', { signal });
