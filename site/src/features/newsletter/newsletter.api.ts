import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * `POST /newsletter` → 202 `{ status: 'pending' }`: a confirmation mail is on its way (double
 * opt-in; a pending address gets the mail again). 409 NEWSLETTER_ALREADY_SUBSCRIBED
 * ('Este email ya está registrado en nuestra newsletter') for a confirmed address,
 * 400 VALIDATION_ERROR for a bad email, 429 over the per-IP limit.
 */
export const subscribeToNewsletter = (email: string) =>
  http.post<ApiResponse<'/api/newsletter', 'post'>>('/newsletter', { email } satisfies ApiRequestBody<'/api/newsletter', 'post'>);

/** `POST /newsletter/confirm` → `{ email }`; 404 NEWSLETTER_TOKEN_INVALID for an unknown or used token. */
export const confirmNewsletter = (token: string) =>
  http.post<ApiResponse<'/api/newsletter/confirm', 'post'>>('/newsletter/confirm', { token } satisfies ApiRequestBody<
    '/api/newsletter/confirm',
    'post'
  >);

/** `POST /newsletter/unsubscribe` → `{ email }` (idempotent); 404 NEWSLETTER_TOKEN_INVALID for an unknown token. */
export const unsubscribeFromNewsletter = (token: string) =>
  http.post<ApiResponse<'/api/newsletter/unsubscribe', 'post'>>('/newsletter/unsubscribe', { token } satisfies ApiRequestBody<
    '/api/newsletter/unsubscribe',
    'post'
  >);

export const NEWSLETTER_ALREADY_SUBSCRIBED = 'NEWSLETTER_ALREADY_SUBSCRIBED';
/** Spec §9: the popup opens 30 s after load, once per browser. */
export const NEWSLETTER_POPUP_DELAY_MS = 30_000;
export const NEWSLETTER_POPUP_SEEN_KEY = 'newsletter-popup-seen';
