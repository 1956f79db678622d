import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** What the signed-in company's plan gives now and how much it has used (`GET /me/entitlements`, issue 19). */
export type Entitlements = Schemas['EntitlementsDto'];

export const getEntitlements = (signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/me/entitlements', 'get'>>('/me/entitlements', { signal });
