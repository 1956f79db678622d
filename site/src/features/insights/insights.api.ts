import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { buildUrl, http } from '../../api/http';

/**
 * The signed-in company's statistics (`/company/insights`, issue 19). Companies only; the server
 * decides how much the plan shows: `none` (no figures, `upgradeTo` the cheapest plan with them),
 * `headline` (30-day totals and peers) or `full` (also `weeks`).
 */

export type CompanyInsights = ApiResponse<'/api/me/insights', 'get'>;
export type InsightsLevel = Schemas['PlanInsights'];
export type InsightsFigures = Schemas['InsightsFiguresDto'];
export type InsightsWeek = Schemas['InsightsWeekDto'];
export type InsightsPeers = Schemas['InsightsPeersDto'];
export type PlanOffer = Schemas['PlanOfferDto'];

export const getInsights = (signal?: AbortSignal) => http.get<CompanyInsights>('/me/insights', { signal });

type VisitBody = ApiRequestBody<'/api/insights/visits', 'post'>;

/**
 * `POST /insights/visits` (204): one visit entered the site by `path`. Not through `http`: no
 * token and no cookies (`credentials: 'omit'`), nothing about the visitor; `keepalive` so it
 * survives the visitor leaving at once. Errors are swallowed: counting never bothers anyone.
 */
export function recordVisit(path: string): void {
  const body: VisitBody = { path };
  try {
    void fetch(buildUrl('/insights/visits'), {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself may throw synchronously (e.g. a keepalive body over the browser's quota).
  }
}
