/**
 * The cookie choice (spec §9: key `cookie-consent`), kept in localStorage as
 * `{ choice, date, version }`. Pure helpers over a `Storage`-like object so they run in tests.
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** 'all' would allow analytics cookies (none exist today); 'necessary' keeps only what the site needs. */
export type ConsentChoice = 'all' | 'necessary';

export type CookieConsent = {
  choice: ConsentChoice;
  /** ISO date of the choice. */
  date: string;
  version: number;
};

/**
 * Bump when the banner starts describing new purposes (e.g. analytics are added): choices
 * saved for an older text are ignored and the banner asks again, as informed consent requires.
 */
export const CONSENT_VERSION = 1;

/** The AEPD recommends renewing consent at least every 24 months. */
export const CONSENT_MAX_AGE_MONTHS = 24;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isChoice(value: unknown): value is ConsentChoice {
  return value === 'all' || value === 'necessary';
}

/** When a choice made on `date` stops counting. */
export function consentExpiresAt(date: Date): Date {
  const limit = new Date(date);
  limit.setMonth(limit.getMonth() + CONSENT_MAX_AGE_MONTHS);
  return limit;
}

/** The stored choice, or null when absent, malformed, from another banner version or expired. */
export function parseConsent(raw: string | null, now: Date = new Date()): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { choice, date, version } = value as Record<string, unknown>;
  if (!isChoice(choice) || typeof date !== 'string' || version !== CONSENT_VERSION) return null;
  const saved = new Date(date);
  if (Number.isNaN(saved.getTime()) || saved.getTime() > now.getTime() || consentExpiresAt(saved) <= now) return null;
  return { choice, date, version };
}

/** Reads the choice; storage that throws (blocked cookies, private modes) counts as no choice. */
export function readConsent(storage: KeyValueStorage | null, now: Date = new Date()): CookieConsent | null {
  try {
    return parseConsent(storage?.getItem(COOKIE_CONSENT_KEY) ?? null, now);
  } catch {
    return null;
  }
}

/** Stores the choice; returns it, and whether it could be persisted. */
export function saveConsent(
  storage: KeyValueStorage | null,
  choice: ConsentChoice,
  now: Date = new Date(),
): { consent: CookieConsent; persisted: boolean } {
  const consent: CookieConsent = { choice, date: now.toISOString(), version: CONSENT_VERSION };
  try {
    if (!storage) return { consent, persisted: false };
    storage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
    return { consent, persisted: true };
  } catch {
    return { consent, persisted: false };
  }
}
