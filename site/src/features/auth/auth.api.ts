import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** What `/auth/login` and `/auth/refresh` answer (plus the httpOnly refresh cookie). */
export type AuthSession = ApiResponse<'/api/auth/login', 'post'>;

/** `remember`: keep the session across browser restarts (persistent refresh cookie). */
export type LoginInput = ApiRequestBody<'/api/auth/login', 'post'>;

type RegisterBody = ApiRequestBody<'/api/auth/register', 'post'>;

/** The body of `POST /auth/register`; `subscriptionPlan` (default 'basic') is read for companies only. */
export type RegisterInput = RegisterBody;

export type SubscriptionPlanName = NonNullable<RegisterInput['subscriptionPlan']>;

/** What `/auth/register` answers (registration does not sign in). */
export type Registration = ApiResponse<'/api/auth/register', 'post'>;

export type MessageResponse = Schemas['MessageResponseDto'];

/** Auth calls go without the Authorization header and never trigger the 401 → refresh loop. */
const anonymous = { anonymous: true } as const;

export const login = (input: LoginInput) => http.post<AuthSession>('/auth/login', input, anonymous);

export const register = (input: RegisterInput) => http.post<Registration>('/auth/register', input, anonymous);

/** Exchanges the refresh cookie for a new access token; 401 when there is no valid session. */
export const refreshSession = () => http.post<ApiResponse<'/api/auth/refresh', 'post'>>('/auth/refresh', undefined, anonymous);

/** Revokes the refresh token and clears its cookie (204). */
export const logout = () => http.post<ApiResponse<'/api/auth/logout', 'post'>>('/auth/logout', undefined, { skipRefresh: true });

export const getMe = () => http.get<ApiResponse<'/api/auth/me', 'get'>>('/auth/me');

/** Always answers 202 with the same message, whether the email exists or not. */
export const requestPasswordReset = (email: string) =>
  http.post<ApiResponse<'/api/auth/forgot-password', 'post'>>(
    '/auth/forgot-password',
    { email } satisfies ApiRequestBody<'/api/auth/forgot-password', 'post'>,
    anonymous,
  );

export const resetPassword = (token: string, password: string) =>
  http.post<ApiResponse<'/api/auth/reset-password', 'post'>>(
    '/auth/reset-password',
    { token, password } satisfies ApiRequestBody<'/api/auth/reset-password', 'post'>,
    anonymous,
  );
