import { describe, expect, it } from '@jest/globals';
import { COOKIE_CONSENT_KEY, CONSENT_VERSION, parseConsent, readConsent, saveConsent } from './consentStorage';
import { createConsentStore } from './consentStore';

/** Minimal in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const NOW = new Date('2026-11-22T10:00:00.000Z');
const stored = (value: object) => JSON.stringify(value);

describe('saveConsent / readConsent', () => {
  it("stores the choice under 'cookie-consent' as { choice, date, version } and reads it back", () => {
    const storage = memoryStorage();
    const { consent, persisted } = saveConsent(storage, 'necessary', NOW);

    expect(persisted).toBe(true);
    expect(JSON.parse(storage.data.get(COOKIE_CONSENT_KEY)!)).toEqual({
      choice: 'necessary',
      date: NOW.toISOString(),
      version: CONSENT_VERSION,
    });
    expect(readConsent(storage, NOW)).toEqual(consent);
  });

  it("keeps 'all' apart from 'necessary'", () => {
    const storage = memoryStorage();
    saveConsent(storage, 'all', NOW);
    expect(readConsent(storage, NOW)?.choice).toBe('all');
  });

  it('reports a storage that refuses to write, and reads it as no choice', () => {
    expect(saveConsent(throwingStorage, 'all', NOW).persisted).toBe(false);
    expect(saveConsent(null, 'all', NOW).persisted).toBe(false);
    expect(readConsent(throwingStorage, NOW)).toBeNull();
  });
});

describe('parseConsent', () => {
  const valid = { choice: 'all', date: '2026-01-10T09:00:00.000Z', version: CONSENT_VERSION };

  it('accepts a valid record', () => {
    expect(parseConsent(stored(valid), NOW)).toEqual(valid);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', 'yes'],
    ['JSON that is not an object', '"all"'],
    ['an unknown choice', stored({ ...valid, choice: 'analytics' })],
    ['no date', stored({ choice: 'all', version: CONSENT_VERSION })],
    ['an invalid date', stored({ ...valid, date: 'ayer' })],
    ['a date in the future', stored({ ...valid, date: '2027-01-01T00:00:00.000Z' })],
    ['another banner version', stored({ ...valid, version: CONSENT_VERSION + 1 })],
    ['a record without version', stored({ choice: 'all', date: valid.date })],
  ])('ignores %s', (_case, raw) => {
    expect(parseConsent(raw, NOW)).toBeNull();
  });

  it('asks again after 24 months', () => {
    const raw = stored({ ...valid, date: '2024-11-22T10:00:01.000Z' });
    expect(parseConsent(raw, new Date('2026-11-22T10:00:00.000Z'))).not.toBeNull();
    expect(parseConsent(raw, new Date('2026-11-22T10:00:02.000Z'))).toBeNull();
  });
});

describe('createConsentStore', () => {
  it('shows the banner until a choice is saved, then hides it for good', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, now: () => NOW });
    let notified = 0;
    store.subscribe(() => notified++);

    expect(store.getSnapshot()).toEqual({ consent: null, dismissed: false });
    store.choose('necessary');
    expect(store.getSnapshot().consent?.choice).toBe('necessary');
    expect(notified).toBe(1);

    // A new visit (a new store over the same storage) remembers it.
    expect(createConsentStore({ storage: () => storage, now: () => NOW }).getSnapshot().consent?.choice).toBe('necessary');
  });

  it('X hides the banner for this visit without saving anything', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, now: () => NOW });
    store.dismiss();

    expect(store.getSnapshot()).toEqual({ consent: null, dismissed: true });
    expect(storage.data.size).toBe(0);
    expect(createConsentStore({ storage: () => storage, now: () => NOW }).getSnapshot()).toEqual({ consent: null, dismissed: false });
  });

  it('keeps the same snapshot while nothing changes (useSyncExternalStore needs it)', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), now: () => NOW });
    const first = store.getSnapshot();
    let notified = 0;
    store.subscribe(() => notified++);
    store.refresh();
    expect(store.getSnapshot()).toBe(first);
    expect(notified).toBe(0);
  });

  it('picks up a choice saved by another tab on refresh', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, now: () => NOW });
    expect(store.getSnapshot().consent).toBeNull();
    saveConsent(storage, 'all', NOW);
    store.refresh();
    expect(store.getSnapshot().consent?.choice).toBe('all');
  });

  it('holds the choice in memory when the storage refuses to write', () => {
    const store = createConsentStore({ storage: () => throwingStorage, now: () => NOW });
    store.choose('all');
    expect(store.getSnapshot().consent?.choice).toBe('all');
  });
});
