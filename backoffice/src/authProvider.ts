import type { ApiRequestBody } from '@rutalia/api-contract';
import type { AuthProvider, UserIdentity } from 'react-admin';

import { ERROR_MESSAGES, isHttpError, messageFromBody, type AuthRetriedError } from './api/errors';
import { apiRequest } from './api/request';
import { getPendingChallenge, sessionChanged, setPendingChallenge } from './auth/twoFactorState';
import {
  assertAdmin,
  clearSession,
  ensureSession,
  forgetRefreshCookie,
  getSession,
  isTokenExpired,
  refreshSession,
  setSession,
  type AuthUser,
} from './api/session';

/** What `usePermissions()` answers inside the backoffice. */
export type BackofficePermissions = 'super_admin' | 'admin';

export interface LoginParams {
  /** react-admin's default login form sends `username`; ours sends `email`. Both are accepted. */
  username?: string;
  email?: string;
  password?: string;
  /** The code step of a sign-in with two-factor (TOTP or recovery code). */
  code?: string;
}

const isChallenge = (payload: unknown): payload is { twoFactorRequired: true; challengeToken: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { challengeToken?: unknown }).challengeToken === 'string';

export const permissionsOf = (user: AuthUser): BackofficePermissions => (user.isSuperAdmin ? 'super_admin' : 'admin');

/**
 * Rejections of `checkAuth`/`checkError` are read by react-admin: `message` is notified
 * (`false` = silently), `logoutUser: false` keeps the session, `redirectTo: false` stays on the page.
 */
interface AuthRejection {
  message?: string | false;
  logoutUser?: boolean;
  redirectTo?: string | false;
}

const reject = (rejection: AuthRejection): Promise<never> => Promise.reject(rejection);

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const email = (params.email ?? params.username ?? '').trim();
    const password = params.password ?? '';
    const challenge = getPendingChallenge();
    let payload: unknown;
    try {
      payload =
        params.code !== undefined && challenge
          ? await apiRequest<unknown>('/auth/2fa/verify', {
              method: 'POST',
              body: { challengeToken: challenge.challengeToken, code: params.code.trim() } satisfies ApiRequestBody<
                '/api/auth/2fa/verify',
                'post'
              >,
            })
          : await apiRequest<unknown>('/auth/login', {
              method: 'POST',
              body: { email, password } satisfies ApiRequestBody<'/api/auth/login', 'post'>,
            });
    } catch (error) {
      // A 401 without a message of its own means the credentials were refused.
      if (isHttpError(error) && error.status === 401 && !messageFromBody(error.body)) {
        throw new Error(ERROR_MESSAGES.invalidCredentials, { cause: error });
      }
      throw new Error(error instanceof Error && error.message ? error.message : ERROR_MESSAGES.unexpected, { cause: error });
    }

    // Two-factor on: stay on the login page, which now asks for the code (issue 22).
    if (isChallenge(payload)) {
      setPendingChallenge({ challengeToken: payload.challengeToken, email });
      return { redirectTo: '/login' };
    }
    setPendingChallenge(null);
    clearSession();
    try {
      setSession(assertAdmin(payload));
    } catch (error) {
      throw new Error(error instanceof Error ? error.message : ERROR_MESSAGES.unexpected, { cause: error });
    }
    sessionChanged();
  },

  async logout() {
    const session = getSession();
    clearSession();
    forgetRefreshCookie();
    if (!session) return; // nothing to revoke (first visit, or already logged out)
    try {
      // Revokes the refresh token server-side and clears its cookie.
      await apiRequest('/auth/logout', { method: 'POST', accessToken: session.accessToken });
    } catch {
      // The local session is gone either way; an unreachable server must not block logging out.
    }
  },

  async checkAuth() {
    const session = getSession();
    if (session && !isTokenExpired(session.accessToken)) return;
    try {
      await refreshSession();
    } catch {
      // No toast: on a first visit there is nothing to say, and a lost session is explained
      // by the login page itself (see hasExpiredNotice).
      return reject({ message: false });
    }
  },

  async checkError(error: unknown) {
    if (!isHttpError(error)) return;

    if (error.status === 401) {
      // The data provider already refreshed once for this request: the session is over.
      if ((error as AuthRetriedError).refreshAttempted) return reject({ message: false });
      try {
        await refreshSession();
        return; // new token in place: stay logged in, the next request will use it
      } catch {
        return reject({ message: false }); // the login page explains the lost session
      }
    }

    if (error.status === 403) {
      // Authenticated but not allowed (e.g. a super-admin action): keep the session, stay put.
      return reject({
        logoutUser: false,
        redirectTo: false,
        message: error.message || ERROR_MESSAGES.forbidden,
      });
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const { user } = await ensureSession();
    return {
      id: user.id,
      fullName: user.fullName || user.email,
      email: user.email,
      role: permissionsOf(user),
    };
  },

  /**
   * Resolves `undefined` without a session instead of rejecting: react-admin logs the user out
   * on a rejected getPermissions, and logging out resets the permissions query, which asks again:
   * an immediate rejection makes that a redirect loop (react-admin issues #10764, #10885).
   * Keeping anonymous visitors out is checkAuth's job.
   */
  async getPermissions(): Promise<BackofficePermissions | undefined> {
    try {
      return permissionsOf((await ensureSession()).user);
    } catch {
      return undefined;
    }
  },
};

export default authProvider;
