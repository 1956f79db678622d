import { isApiError, setUnauthorizedHandler, tokenHolder } from '../../api/http';
import { logout, refreshSession, type AuthSession } from './auth.api';
import { sessionStore } from './session';

/**
 * Session lifecycle (spec §4):
 *
 * - start-up: restore the session from the httpOnly refresh cookie
 *   (`POST /auth/refresh`); the store stays 'loading' until that check ends;
 * - the access token lives in memory only and is renewed a minute before it
 *   expires (15 min), and when a hidden tab comes back after it expired;
 * - any API call answering 401 triggers one refresh and is retried once
 *   (`setUnauthorizedHandler` in api/http.ts);
 * - refreshes are single-flight, and serialised across tabs with the Web
 *   Locks API, so rotating refresh tokens are never used twice;
 * - sign-in and sign-out are broadcast to the other tabs.
 *
 * The refresh cookie is invisible to scripts, so a readable marker cookie
 * (`rutalia_session`, no secret in it) records that a session may exist:
 * anonymous visitors never call `/auth/refresh` (no 401 on every page view).
 * It is a session cookie unless 'Recordarme' was ticked, like the refresh
 * cookie itself.
 */

const HINT_COOKIE = 'rutalia_session';
/** Lifetime of the marker when 'Recordarme' is ticked; the server's refresh cookie decides the real one. */
const REMEMBER_MAX_AGE_S = 60 * 60 * 24 * 30;
/** Access tokens last 15 minutes; used when the token cannot be decoded. */
const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000;
/** Renew this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 5_000;
/** After a network failure, try again after this delay (the token may still be valid). */
const RETRY_DELAY_MS = 30_000;
const LOCK_NAME = 'rutalia-auth-refresh';
const CHANNEL_NAME = 'rutalia-auth';

type RefreshResult = 'ok' | 'unauthenticated' | 'error';
type ChannelMessage = { type: 'signed-in' } | { type: 'signed-out' };

let refreshTimer: number | undefined;
let inflight: Promise<RefreshResult> | null = null;
let channel: BroadcastChannel | null = null;
let initialised = false;

/* ------------------------------------------------------------ marker cookie */

function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${HINT_COOKIE}=`));
}

function setSessionHint(remember: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = remember ? `; Max-Age=${REMEMBER_MAX_AGE_S}` : '';
  document.cookie = `${HINT_COOKIE}=1; Path=/; SameSite=Lax${maxAge}${secure}`;
}

function clearSessionHint(): void {
  document.cookie = `${HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/* ------------------------------------------------------------------ timing */

/** Expiry (ms since epoch) from the JWT's `exp` claim, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

function expiryOf(token: string): number {
  return tokenExpiry(token) ?? Date.now() + ACCESS_TOKEN_LIFETIME_MS;
}

let currentExpiry = 0;

function cancelRefresh(): void {
  if (refreshTimer !== undefined) window.clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function scheduleRefresh(delayMs: number): void {
  cancelRefresh();
  refreshTimer = window.setTimeout(
    () => {
      refreshTimer = undefined;
      void refresh();
    },
    Math.max(delayMs, MIN_REFRESH_DELAY_MS),
  );
}

/* ---------------------------------------------------------------- sessions */

function applySession(session: AuthSession): void {
  sessionStore.signIn(session.user, session.accessToken);
  currentExpiry = expiryOf(session.accessToken);
  scheduleRefresh(currentExpiry - Date.now() - REFRESH_MARGIN_MS);
}

/** The page a sign-out in progress is leaving (see signOutEverywhere). */
let signingOutFrom: string | null = null;

function endSession(signedOutFrom?: string): void {
  cancelRefresh();
  currentExpiry = 0;
  clearSessionHint();
  sessionStore.clear(signedOutFrom);
}

function broadcast(message: ChannelMessage): void {
  try {
    channel?.postMessage(message);
  } catch {
    // A closed channel is not worth failing a sign-in for.
  }
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(LOCK_NAME, task);
}

/**
 * Renews the access token from the refresh cookie (single-flight). A 401/403
 * ends the session; a network or server failure keeps it and retries later.
 */
export function refresh(): Promise<RefreshResult> {
  inflight ??= (async (): Promise<RefreshResult> => {
    try {
      const session = await withRefreshLock(refreshSession);
      applySession(session);
      return 'ok';
    } catch (error) {
      if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
        // During a sign-out the server closes this session's sockets at once, and the socket's
        // reconnect may refresh (and get a 401) before the logout answers: that is the same
        // sign-out, so the guards send the page being left home, not to /login.
        if (sessionStore.getSnapshot().status !== 'anonymous') endSession(signingOutFrom ?? undefined);
        return 'unauthenticated';
      }
      if (sessionStore.getSnapshot().status === 'authenticated') scheduleRefresh(RETRY_DELAY_MS);
      return 'error';
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** After `POST /auth/login`: keep the session and tell the other tabs. */
export function completeSignIn(session: AuthSession, remember: boolean): void {
  setSessionHint(remember);
  applySession(session);
  broadcast({ type: 'signed-in' });
}

/**
 * `POST /auth/logout`, then the local session is cleared and the other tabs
 * follow. A 401 means the server session was already gone: that is a success.
 * Other failures are thrown and the session is kept (the user can retry).
 */
export async function signOutEverywhere(beforeClear?: () => Promise<void> | void): Promise<void> {
  const leaving = window.location.pathname;
  signingOutFrom = leaving;
  try {
    try {
      await logout();
    } catch (error) {
      if (!(isApiError(error) && error.statusCode === 401)) throw error;
    }
    await beforeClear?.();
    endSession(leaving);
    broadcast({ type: 'signed-out' });
  } finally {
    signingOutFrom = null;
  }
}

/**
 * Installs the 401 handler, the cross-tab channel and the visibility check,
 * then restores the session. Call once, before rendering.
 */
export function initSession(): Promise<void> {
  if (initialised) return Promise.resolve();
  initialised = true;

  setUnauthorizedHandler(async (failedToken) => {
    const current = tokenHolder.get();
    // Another request already renewed the token: retry with it.
    if (current && current !== failedToken) return true;
    if (inflight) return (await inflight) === 'ok';
    if (sessionStore.getSnapshot().status !== 'authenticated') return false;
    return (await refresh()) === 'ok';
  });

  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      if (event.data?.type === 'signed-out') {
        if (sessionStore.getSnapshot().status !== 'anonymous') endSession();
      } else if (event.data?.type === 'signed-in') {
        // Another tab signed in (maybe as someone else): pick up the new cookie.
        void refresh();
      }
    };
  }

  // Timers are throttled in hidden tabs: renew as soon as the tab is visible again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (sessionStore.getSnapshot().status !== 'authenticated') return;
    if (currentExpiry - Date.now() < REFRESH_MARGIN_MS) void refresh();
  });

  if (!hasSessionHint()) {
    sessionStore.clear();
    return Promise.resolve();
  }
  return refresh().then((result) => {
    // Server unreachable: show the site signed out; the marker stays, so the next visit tries again.
    if (result === 'error' && sessionStore.getSnapshot().status === 'loading') sessionStore.clear();
  });
}
