import { describe, expect, it } from '@jest/globals';
import { CONSENT_COOKIE, consentCookieAssignment, hasConsentCookie } from './consentCookie';
import { COOKIE_CONSENT_KEY, CONSENT_VERSION, type CookieConsent } from './consentStorage';
import { createConsentStore, type CookieJar } from './consentStore';

const NOW = new Date('2026-11-22T10:00:00.000Z');

/** A `document.cookie` stand-in holding the consent cookie only. */
function memoryJar(initial = '') {
  let value = initial;
  const writes: string[] = [];
  const jar: CookieJar = {
    read: () => value,
    write: (assignment) => {
      writes.push(assignment);
      const [pair] = assignment.split(';');
      value = /Max-Age=0(?:;|$)/.test(assignment) ? '' : pair;
    },
    secure: true,
  };
  return { jar, writes, current: () => value };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('hasConsentCookie', () => {
  it('true only for a choice made for the current banner', () => {
    expect(hasConsentCookie(`a=1; ${CONSENT_COOKIE}=necessary.${CONSENT_VERSION}; b=2`)).toBe(true);
    expect(hasConsentCookie(`${CONSENT_COOKIE}=all.${CONSENT_VERSION}`)).toBe(true);
    expect(hasConsentCookie(`${CONSENT_COOKIE}=all.${CONSENT_VERSION - 1}`)).toBe(false);
    expect(hasConsentCookie(`${CONSENT_COOKIE}=yes`)).toBe(false);
    expect(hasConsentCookie(`x${CONSENT_COOKIE}=all.${CONSENT_VERSION}`)).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
    expect(hasConsentCookie(undefined)).toBe(false);
  });
});

describe('consentCookieAssignment', () => {
  it('lasts as long as the choice (24 months) and removes itself without one', () => {
    const consent: CookieConsent = { choice: 'all', date: NOW.toISOString(), version: CONSENT_VERSION };
    const set = consentCookieAssignment(consent, NOW, true);
    expect(set).toMatch(new RegExp(`^${CONSENT_COOKIE}=all\\.${CONSENT_VERSION}; Path=/; SameSite=Lax; Secure; Max-Age=(\\d+)$`));
    const days = Number(/Max-Age=(\d+)/.exec(set)?.[1]) / 86_400;
    expect(days).toBeGreaterThan(729);
    expect(days).toBeLessThan(732);
    expect(consentCookieAssignment(null, NOW, false)).toBe(`${CONSENT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`);
  });
});

describe('the consent store mirrors the saved choice in the cookie', () => {
  it('sets it when the visitor chooses', () => {
    const cookies = memoryJar();
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, cookies: cookies.jar, now: () => NOW });
    expect(store.getSnapshot().consent).toBeNull();
    expect(cookies.writes).toEqual([]);
    store.choose('necessary');
    expect(hasConsentCookie(cookies.current())).toBe(true);
  });

  it('adds it for a choice saved before the cookie existed, and removes it when the choice is gone', () => {
    const saved = JSON.stringify({ choice: 'all', date: NOW.toISOString(), version: CONSENT_VERSION });
    const cookies = memoryJar();
    createConsentStore({
      storage: () => memoryStorage({ [COOKIE_CONSENT_KEY]: saved }),
      cookies: cookies.jar,
      now: () => NOW,
    }).getSnapshot();
    expect(cookies.current()).toBe(`${CONSENT_COOKIE}=all.${CONSENT_VERSION}`);

    const stale = memoryJar(`${CONSENT_COOKIE}=all.${CONSENT_VERSION}`);
    createConsentStore({ storage: () => memoryStorage(), cookies: stale.jar, now: () => NOW }).getSnapshot();
    expect(stale.current()).toBe('');
  });

  it('does not mirror a choice the storage refused to keep', () => {
    const cookies = memoryJar();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createConsentStore({ storage: () => refusing, cookies: cookies.jar, now: () => NOW });
    store.choose('all');
    expect(store.getSnapshot().consent?.choice).toBe('all');
    expect(cookies.writes).toEqual([]);
  });
});
