import { http } from '../../api/http';
import type { SessionUser } from './session';

/** What `/auth/login` and `/auth/refresh` answer (plus the httpOnly refresh cookie). */
export type AuthSession = {
  accessToken: string;
  user: SessionUser;
};

export type LoginInput = {
  email: string;
  password: string;
  /** Keep the session across browser restarts (persistent refresh cookie). */
  remember: boolean;
};

export type SubscriptionPlanName = 'basic' | 'professional' | 'premium';

export type RegisterInput = {
  userType: 'client' | 'company' | 'admin';
  email: string;
  password: string;
  fullName?: string;
  phone?: string;
  city?: string;
  province?: string;
  address?: string;
  postalCode?: string;
  companyName?: string;
  contactPerson?: string;
  services?: string[];
  description?: string;
  website?: string;
  subscriptionPlan?: SubscriptionPlanName;
  invitationToken?: string;
};

/** The account as `/auth/register` answers it (registration does not sign in). */
export type RegisteredUser = Partial<SessionUser> & { id: string; email: string };

export type MessageResponse = { message: string };

/** Auth calls go without the Authorization header and never trigger the 401 → refresh loop. */
const anonymous = { anonymous: true } as const;

export const login = (input: LoginInput) => http.post<AuthSession>('/auth/login', input, anonymous);

export const register = (input: RegisterInput) => http.post<{ user: RegisteredUser }>('/auth/register', input, anonymous);

/** Exchanges the refresh cookie for a new access token; 401 when there is no valid session. */
export const refreshSession = () => http.post<AuthSession>('/auth/refresh', undefined, anonymous);

/** Revokes the refresh token and clears its cookie (204). */
export const logout = () => http.post<void>('/auth/logout', undefined, { skipRefresh: true });

export const getMe = () => http.get<{ user: SessionUser }>('/auth/me');

/** Always answers 202 with the same message, whether the email exists or not. */
export const requestPasswordReset = (email: string) => http.post<MessageResponse>('/auth/forgot-password', { email }, anonymous);

export const resetPassword = (token: string, password: string) =>
  http.post<MessageResponse>('/auth/reset-password', { token, password }, anonymous);
