import { describe, expect, it } from '@jest/globals';
import {
  applyPrefill,
  DRAFT_MAX_AGE_MS,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  hasAnswers,
  loadDraft,
  readPrefill,
  sanitizeDraft,
  saveDraft,
} from './draft';

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

const MADRID = { city: 'Madrid', province: 'Madrid', lat: 40.4165, lon: -3.7026 };
const VALENCIA = { city: 'Valencia', province: 'Valencia', lat: 39.4697, lon: -0.3774 };

describe('the request draft in localStorage', () => {
  it('saves and loads the answers as they were', () => {
    const storage = memoryStorage();
    const draft = {
      ...emptyDraft(),
      step: 'details' as const,
      category: 'mudanzas',
      origin: MADRID,
      destination: VALENCIA,
      details: { rooms: '3' },
    };
    saveDraft(storage, draft, 1000);
    expect(loadDraft(storage, 2000)).toEqual(draft);
  });

  it('drops drafts that are too old, of another version or unreadable', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...emptyDraft(), category: 'mudanzas' }, 0);
    expect(loadDraft(storage, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(false);

    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ version: 99, savedAt: 0, draft: emptyDraft() }));
    expect(loadDraft(storage, 1)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    expect(loadDraft(null)).toBeNull();
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => saveDraft(failing, emptyDraft())).not.toThrow();
    expect(loadDraft(failing)).toBeNull();
  });

  it('rebuilds a stored draft field by field, dropping what does not fit', () => {
    const draft = sanitizeDraft({
      step: 'nowhere',
      category: 'teletransporte',
      services: ['Algo'],
      origin: { city: 'Madrid' },
      destination: VALENCIA,
      date: 'mañana',
      dateFlexibility: 'nunca',
      details: { rooms: 3 },
      contact: { email: 'ana@example.com', password: 'never-kept' },
      photoCount: 2.7,
    });
    expect(draft).toMatchObject({
      step: 'what',
      category: '',
      services: [],
      origin: null,
      destination: VALENCIA,
      date: '',
      dateFlexibility: 'exact',
      details: {},
      contact: { fullName: '', email: 'ana@example.com', phone: '' },
      photoCount: 2,
    });
    expect(JSON.stringify(draft)).not.toContain('never-kept');
    expect(sanitizeDraft('nope')).toBeNull();
  });

  it('knows when a draft is worth offering back', () => {
    expect(hasAnswers(emptyDraft())).toBe(false);
    expect(hasAnswers({ ...emptyDraft(), category: 'mudanzas' })).toBe(true);
  });
});

describe('the home hero prefill', () => {
  it('reads only a known category and well-formed places', () => {
    expect(readPrefill({ category: 'mudanzas', origin: MADRID, destination: { city: 'X' }, date: 'pronto' })).toEqual({
      category: 'mudanzas',
      origin: MADRID,
      destination: null,
      date: '',
    });
    expect(readPrefill({ category: 'otra' })).toBeNull();
    expect(readPrefill(null)).toBeNull();
  });

  it('keeps the answers of the same category and starts another one afresh', () => {
    const draft = { ...emptyDraft(), category: 'mudanzas', services: ['Guardamuebles'], details: { rooms: '2' }, date: '2026-12-01' };
    const same = applyPrefill(draft, { category: 'mudanzas', origin: MADRID, destination: VALENCIA, date: '' });
    expect(same).toMatchObject({
      services: ['Guardamuebles'],
      details: { rooms: '2' },
      origin: MADRID,
      destination: VALENCIA,
      date: '2026-12-01',
    });
    const other = applyPrefill(draft, { category: 'almacenaje', origin: MADRID, destination: null, date: '2026-12-20' });
    expect(other).toMatchObject({ category: 'almacenaje', services: [], details: {}, destination: null, date: '2026-12-20' });
  });
});
