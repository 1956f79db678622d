import type { ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** A session as `/auth/refresh` and `/auth/2fa/verify` answer it (plus the httpOnly refresh cookie). */
export type AuthSession = ApiResponse<'/api/auth/refresh', 'post'>;

/** `/auth/login`: a session, or with two-factor on, the token of the code step. */
export type LoginAnswer = ApiResponse<'/api/auth/login', 'post'>;
export type TwoFactorChallenge = Schemas['TwoFactorChallengeDto'];

export const isTwoFactorChallenge = (answer: LoginAnswer): answer is TwoFactorChallenge => 'challengeToken' in answer;

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

export const login = (input: LoginInput) => http.post<LoginAnswer>('/auth/login', input, anonymous);

/** The code step of a sign-in with two-factor: a TOTP code or a recovery code. */
export const verifyTwoFactor = (challengeToken: string, code: string) =>
  http.post<AuthSession>('/auth/2fa/verify', { challengeToken, code } satisfies ApiRequestBody<'/api/auth/2fa/verify', 'post'>, anonymous);

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
