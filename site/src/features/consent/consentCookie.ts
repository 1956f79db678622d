import { CONSENT_VERSION, consentExpiresAt, type CookieConsent } from './consentStorage';

/**
 * A copy of the saved choice in a first-party cookie (the choice itself stays in localStorage
 * under `cookie-consent`, spec §9). The server cannot read localStorage; with this cookie it
 * knows whether the visitor has chosen, so a server-rendered page comes with the banner already
 * drawn for those who have not (no late banner) and without it for those who have (no flash).
 */
export const CONSENT_COOKIE = 'rutalia_consent';

const VALUE = /^(?:all|necessary)\.(\d+)$/;

/** Whether a Cookie header (or `document.cookie`) holds a choice made for the current banner. */
export function hasConsentCookie(cookies: string | undefined): boolean {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return Number(VALUE.exec(value)?.[1]) === CONSENT_VERSION;
  }
  return false;
}

/** The `document.cookie` assignment that mirrors `consent` (null: removes the cookie). */
export function consentCookieAssignment(consent: CookieConsent | null, now: Date, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (!consent) return `${CONSENT_COOKIE}=${attributes}; Max-Age=0`;
  // Expires with the choice (24 months), when the banner must ask again.
  const maxAge = Math.max(0, Math.floor((consentExpiresAt(new Date(consent.date)).getTime() - now.getTime()) / 1000));
  return `${CONSENT_COOKIE}=${consent.choice}.${consent.version}${attributes}; Max-Age=${maxAge}`;
}
