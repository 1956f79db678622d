import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';

import { ERROR_MESSAGES, isAbortError, isHttpError, normalizeError, type AuthRetriedError } from './api/errors';
import { API_BASE } from './api/request';
import { getAccessToken, refreshSession } from './api/session';

/** The admin API follows the ra-data-simple-rest contract (sort/range/filter, `Content-Range`). */
export const ADMIN_API_URL = `${API_BASE}/admin`;

type FetchJsonResult = Awaited<ReturnType<typeof fetchUtils.fetchJson>>;

const send = (url: string, options: fetchUtils.Options, accessToken: string) => {
  // A fresh Headers object per attempt: fetchJson mutates the one it is given.
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Authorization', `Bearer ${accessToken}`);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
};

const markRetried = (error: unknown): unknown => {
  const normalized = normalizeError(error);
  if (isHttpError(normalized)) (normalized as AuthRetriedError).refreshAttempted = true;
  return normalized;
};

/**
 * `fetchUtils.fetchJson` with the access token. On a 401 it refreshes the session once
 * (shared with any concurrent request) and retries; if that fails too, the error is marked
 * so `authProvider.checkError` logs out without trying again. Errors carry the API's
 * Spanish `message`, or a Spanish fallback when the server sent none.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}): Promise<FetchJsonResult> => {
  let accessToken: string | null;
  try {
    accessToken = await getAccessToken();
  } catch (error) {
    throw normalizeError(error); // the refresh could not reach the server: say so, keep the session
  }
  if (!accessToken) {
    // No session and none to restore: every admin endpoint would answer 401 anyway.
    throw Object.assign(new HttpError(ERROR_MESSAGES.sessionExpired, 401, undefined), {
      refreshAttempted: true,
    });
  }
  try {
    return await send(url, options, accessToken);
  } catch (error) {
    if (isAbortError(error) || !isHttpError(error) || error.status !== 401) {
      throw normalizeError(error);
    }
    let refreshedToken: string;
    try {
      refreshedToken = (await refreshSession()).accessToken;
    } catch {
      throw markRetried(error);
    }
    try {
      return await send(url, options, refreshedToken);
    } catch (retryError) {
      throw isHttpError(retryError) && retryError.status === 401 ? markRetried(retryError) : normalizeError(retryError);
    }
  }
};

/** `GET /api/admin/dashboard` (backend: modules/dashboard). */
export type DashboardData = ApiResponse<'/api/admin/dashboard', 'get'>;
export type DashboardContactMessage = Schemas['DashboardContactMessageDto'];
export type DashboardCompany = Schemas['DashboardCompanyDto'];
export type DashboardUser = Schemas['DashboardUserDto'];
/** One Monday-to-Sunday week (Spanish time); `weekStart` is the Monday, 'YYYY-MM-DD'. */
export type DashboardWeek = Schemas['DashboardWeekDto'];

export interface AdminDataProvider extends DataProvider {
  getDashboard(params?: { signal?: AbortSignal }): Promise<{ data: DashboardData }>;
}

const restProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

export const dataProvider: AdminDataProvider = {
  ...restProvider,
  // react-admin passes an AbortSignal to every query, so leaving a page cancels its requests.
  supportAbortSignal: true,
  async getDashboard({ signal } = {}) {
    const { json } = await httpClient(`${ADMIN_API_URL}/dashboard`, { signal });
    if (!json || typeof json !== 'object' || typeof (json as DashboardData).totals !== 'object') {
      throw new HttpError(ERROR_MESSAGES.invalidResponse, 200, json);
    }
    return { data: json as DashboardData };
  },
};

export default dataProvider;
