import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** A subscription plan as `GET /plans` answers it (prices in euros); `planName` is basic, professional or premium. */
export type Plan = Schemas['PlanDto'];

/** The yearly price in euros, or null when the plan has none (`priceYearly` null or, as the contract allows, absent). */
export const yearlyPrice = (plan: Pick<Plan, 'priceYearly'>): number | null => plan.priceYearly ?? null;

export const getPlans = (signal?: AbortSignal) => http.get<ApiResponse<'/api/plans', 'get'>>('/plans', { signal });
