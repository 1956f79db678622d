import { http } from '../../api/http';

/**
 * `POST /newsletter` → 202 `{ status: 'pending' }`: a confirmation mail is on its way (double
 * opt-in; a pending address gets the mail again). 409 NEWSLETTER_ALREADY_SUBSCRIBED
 * ('Este email ya está registrado en nuestra newsletter') for a confirmed address,
 * 400 VALIDATION_ERROR for a bad email, 429 over the per-IP limit.
 */
export const subscribeToNewsletter = (email: string) => http.post<{ status: 'pending' }>('/newsletter', { email });

/** `POST /newsletter/confirm` → `{ email }`; 404 NEWSLETTER_TOKEN_INVALID for an unknown or used token. */
export const confirmNewsletter = (token: string) => http.post<{ email: string }>('/newsletter/confirm', { token });

/** `POST /newsletter/unsubscribe` → `{ email }` (idempotent); 404 NEWSLETTER_TOKEN_INVALID for an unknown token. */
export const unsubscribeFromNewsletter = (token: string) => http.post<{ email: string }>('/newsletter/unsubscribe', { token });

export const NEWSLETTER_ALREADY_SUBSCRIBED = 'NEWSLETTER_ALREADY_SUBSCRIBED';
/** Spec §9: the popup opens 30 s after load, once per browser. */
export const NEWSLETTER_POPUP_DELAY_MS = 30_000;
export const NEWSLETTER_POPUP_SEEN_KEY = 'newsletter-popup-seen';
