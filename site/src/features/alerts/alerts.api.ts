import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * The signed-in company's alerts for new requests (`/company/alerts`, issue 19). Companies only;
 * the server checks the plan: `available: false` and `upgradeTo` when it does not sell alerts,
 * and PUT answers 403 PLAN_FEATURE_UNAVAILABLE then.
 */

export type AlertSettings = Schemas['AlertSettingsDto'];
export type AlertSettingsInput = ApiRequestBody<'/api/me/alerts', 'put'>;
export type AlertEmailMode = AlertSettings['emailMode'];
export type RecentAlert = Schemas['RecentAlertDto'];

export const getAlertSettings = (signal?: AbortSignal) => http.get<ApiResponse<'/api/me/alerts', 'get'>>('/me/alerts', { signal });

/** 400 VALIDATION_ERROR with `errors: [{ field, message }]` (every field at once, in Spanish). */
export const saveAlertSettings = (input: AlertSettingsInput) => http.put<ApiResponse<'/api/me/alerts', 'put'>>('/me/alerts', input);

/** The 30 latest requests the company was alerted of, newest first. */
export const getRecentAlerts = (signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/me/alerts/recent', 'get'>>('/me/alerts/recent', { signal });

/**
 * `POST /alerts/unsubscribe?token=` → `{ companyName, emailMode }`: the mails stop, the in-app
 * alerts stay (idempotent); 404 ALERT_TOKEN_INVALID for an unknown token.
 */
export const unsubscribeFromAlertMails = async (token: string): Promise<{ email: string }> => {
  const result = await http.post<ApiResponse<'/api/alerts/unsubscribe', 'post'>>(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
  // The token page shows one name: here, the company's.
  return { email: result.companyName };
};
