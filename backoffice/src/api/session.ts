import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { HttpError } from 'react-admin';

import { ERROR_MESSAGES, isHttpError, type AuthRetriedError } from './errors';
import { setDeniedAccount } from './deniedAccount';
import { apiRequest } from './request';

/** The user as `POST /api/auth/login` and `POST /api/auth/refresh` describe it. */
export type AuthUser = Schemas['AuthUserDto'];

/** `{ accessToken, user }`: the answer of login and refresh. */
export type AuthPayload = ApiResponse<'/api/auth/refresh', 'post'>;

export type Session = AuthPayload;

/**
 * The access token lives in memory and in sessionStorage (survives a reload of this tab,
 * gone when the tab closes). The long-lived refresh token is an httpOnly cookie the
 * browser sends to `/api/auth/refresh`; this code never sees it.
 */
const STORAGE_KEY = 'rutalia.backoffice.session';

/** Set when a session is lost without the user logging out, so the login page can say why. */
const EXPIRED_NOTICE_KEY = 'rutalia.backoffice.sessionExpired';

/** Refresh this long before the access token's `exp`, to absorb clock skew and latency. */
const EXPIRY_MARGIN_SECONDS = 30;

/**
 * After a failed refresh, answer further refresh attempts with the same failure for this long:
 * on a first visit react-admin checks the session several times in a row (app shell, login page),
 * and one round trip is enough to know there is no refresh cookie.
 */
const FAILED_REFRESH_MEMO_MS = 3_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isAuthPayload = (value: unknown): value is AuthPayload => {
  if (!isRecord(value) || typeof value.accessToken !== 'string' || !value.accessToken) {
    return false;
  }
  const { user } = value;
  return isRecord(user) && typeof user.id === 'string' && typeof user.isAdmin === 'boolean';
};

const readStoredSession = (): Session | null => {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isAuthPayload(parsed) && parsed.user.isAdmin ? parsed : null;
  } catch {
    return null; // storage disabled or corrupted: start without a session
  }
};

let current: Session | null = readStoredSession();
let refreshInFlight: Promise<Session> | null = null;
let lastFailedRefresh: { at: number; error: unknown } | null = null;

export const getSession = (): Session | null => current;

const setExpiredNotice = (value: boolean): void => {
  try {
    if (value) window.sessionStorage.setItem(EXPIRED_NOTICE_KEY, '1');
    else window.sessionStorage.removeItem(EXPIRED_NOTICE_KEY);
  } catch {
    // storage unavailable: the notice is a nicety
  }
};

/** Whether the last session ended on its own (expired or revoked) rather than by logging out. */
export const hasExpiredNotice = (): boolean => {
  try {
    return window.sessionStorage.getItem(EXPIRED_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
};

export const dismissExpiredNotice = (): void => setExpiredNotice(false);

export const setSession = (session: Session): void => {
  current = session;
  lastFailedRefresh = null;
  setExpiredNotice(false);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  } catch {
    // storage unavailable (private mode quotas): the in-memory copy is enough for this page
  }
};

export const clearSession = (): void => {
  current = null;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
};

/**
 * After logging out the refresh cookie is revoked: answer the next few refresh attempts
 * (the login page checks for a session on mount) without asking the server.
 */
export const forgetRefreshCookie = (): void => {
  lastFailedRefresh = {
    at: Date.now(),
    error: Object.assign(new HttpError(ERROR_MESSAGES.sessionExpired, 401, undefined), {
      refreshAttempted: true,
    }),
  };
};

/** Seconds since the epoch at which a JWT expires, or undefined when the token is not a readable JWT. */
const jwtExpiry = (token: string): number | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    return isRecord(claims) && typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
};

/** True when the token is a JWT whose `exp` has passed (or is about to). Opaque tokens count as valid. */
export const isTokenExpired = (token: string, now = Date.now()): boolean => {
  const exp = jwtExpiry(token);
  return exp !== undefined && exp - EXPIRY_MARGIN_SECONDS <= now / 1000;
};

/**
 * Rejects a payload whose user may not use the backoffice. A valid session of another kind of
 * account is remembered as the denied account, so the app can say 'Acceso Denegado' to it.
 */
export const assertAdmin = (payload: unknown): AuthPayload => {
  if (!isAuthPayload(payload)) {
    throw new HttpError(ERROR_MESSAGES.invalidResponse, 500, payload);
  }
  if (!payload.user.isAdmin) {
    setDeniedAccount(payload);
    throw new HttpError(ERROR_MESSAGES.adminOnly, 403, { code: 'ADMIN_ONLY' });
  }
  setDeniedAccount(null);
  return payload;
};

/**
 * The server refused to refresh (no cookie, revoked, not an admin), as opposed to being
 * unreachable or failing: only then is the stored session worthless.
 */
const isDefinitiveFailure = (error: unknown): boolean => isHttpError(error) && error.status >= 400 && error.status < 500;

/**
 * `POST /api/auth/refresh` with the refresh cookie; stores and returns the new session.
 * Concurrent callers share one request (several queries can hit a 401 at once).
 * When the server refuses, the stored session is dropped; the error (an HttpError) is rethrown.
 */
export const refreshSession = (): Promise<Session> => {
  if (refreshInFlight) return refreshInFlight;
  if (lastFailedRefresh && Date.now() - lastFailedRefresh.at < FAILED_REFRESH_MEMO_MS) {
    return Promise.reject(lastFailedRefresh.error);
  }
  refreshInFlight = apiRequest<unknown>('/auth/refresh', { method: 'POST' })
    .then((payload) => {
      const session = assertAdmin(payload);
      setSession(session);
      return session;
    })
    .catch((error: unknown) => {
      if (isDefinitiveFailure(error)) {
        if (current) setExpiredNotice(true);
        clearSession();
      }
      // Tells checkError not to try another refresh for this failure.
      if (error instanceof Error) (error as AuthRetriedError).refreshAttempted = true;
      lastFailedRefresh = { at: Date.now(), error };
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
};

/**
 * A usable access token: the current one, or a refreshed one when it has expired.
 * Resolves to null when there is no session and the server refuses to restore one;
 * rejects when the server could not be asked (network down, 5xx).
 */
export const getAccessToken = async (): Promise<string | null> => {
  if (current && !isTokenExpired(current.accessToken)) return current.accessToken;
  try {
    return (await refreshSession()).accessToken;
  } catch (error) {
    if (isDefinitiveFailure(error)) return null;
    throw error;
  }
};

/** The session if there is one, restoring it from the refresh cookie otherwise. */
export const ensureSession = async (): Promise<Session> => {
  if (current && !isTokenExpired(current.accessToken)) return current;
  return refreshSession();
};
