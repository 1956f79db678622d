import { describe, expect, it } from '@jest/globals';
import type { Proposal } from '../proposals/proposals.api';
import { bestValues, includesUnion, responseBucket, sortProposals } from './proposalComparison';

const today = '2026-12-10';

function proposal(id: string, overrides: Partial<Proposal> = {}, company: Partial<NonNullable<Proposal['company']>> = {}): Proposal {
  return {
    id,
    requestId: 'r',
    companyId: `c-${id}`,
    message: '<p>Hola</p>',
    price: 100,
    vatIncluded: true,
    priceWithVat: 100,
    priceWithoutVat: 82.64,
    includes: [],
    availableDate: null,
    validUntil: '2026-12-30',
    priceLines: [],
    status: 'pending',
    closedReason: null,
    respondedAt: null,
    createdAt: `2026-12-01T10:00:0${id.length}Z`,
    updatedAt: '2026-12-01T10:00:00Z',
    company: {
      id: `c-${id}`,
      seoParam: `empresa-${id}`,
      companyName: `Empresa ${id}`,
      logo: null,
      city: 'Madrid',
      province: 'Madrid',
      verified: false,
      badges: [],
      available: true,
      rating: { average: null, count: 0, verifiedCount: 0 },
      memberSince: '2024-01-01T00:00:00Z',
      responseMinutes: null,
      ...company,
    },
    ...overrides,
  };
}

const ids = (items: Proposal[]) => items.map((p) => p.id);

describe('sortProposals', () => {
  const cheap = proposal(
    'a',
    { priceWithVat: 300, availableDate: '2026-12-20' },
    { rating: { average: 4, count: 3, verifiedCount: 0 }, responseMinutes: 600 },
  );
  const rated = proposal(
    'b',
    { priceWithVat: 500, availableDate: '2026-12-12' },
    { rating: { average: 4.8, count: 20, verifiedCount: 5 }, responseMinutes: 30 },
  );
  const noPrice = proposal(
    'c',
    { price: null, priceWithVat: null, priceWithoutVat: null },
    { rating: { average: 4.8, count: 2, verifiedCount: 0 } },
  );
  const expired = proposal('d', { priceWithVat: 100, status: 'expired' });
  const lapsed = proposal('e', { priceWithVat: 90, validUntil: '2026-12-09' });

  it('sorts by price with IVA, missing prices last', () => {
    expect(ids(sortProposals([noPrice, rated, cheap], 'price', today))).toEqual(['a', 'b', 'c']);
  });

  it('sorts by rating, then by number of reviews; no reviews last', () => {
    const unrated = proposal('f', { priceWithVat: 50 });
    expect(ids(sortProposals([unrated, noPrice, cheap, rated], 'rating', today))).toEqual(['b', 'c', 'a', 'f']);
  });

  it('sorts by available date and by response time, unknown last', () => {
    expect(ids(sortProposals([noPrice, cheap, rated], 'date', today))).toEqual(['b', 'a', 'c']);
    expect(ids(sortProposals([noPrice, cheap, rated], 'response', today))).toEqual(['b', 'a', 'c']);
  });

  it('puts proposals that can no longer be accepted after the others', () => {
    expect(ids(sortProposals([expired, lapsed, rated, cheap], 'price', today))).toEqual(['a', 'b', 'e', 'd']);
  });

  it('puts the hired proposal before the ones declined when hiring', () => {
    const hired = proposal('h', { priceWithVat: 900, status: 'accepted' });
    const declined = proposal('x', { priceWithVat: 50, status: 'rejected', closedReason: 'hired_other' });
    expect(ids(sortProposals([declined, hired], 'price', today))).toEqual(['h', 'x']);
  });
});

describe('includesUnion', () => {
  it('lists every item some proposal includes, in the form order of the category', () => {
    const rows = includesUnion([{ includes: ['insurance', 'loading'] }, { includes: ['packing', 'loading', 'mystery'] }], 'mudanzas');
    expect(rows).toEqual([
      { id: 'loading', label: 'Carga y descarga' },
      { id: 'packing', label: 'Embalaje' },
      { id: 'insurance', label: 'Seguro de la mercancía' },
      { id: 'mystery', label: 'mystery' },
    ]);
  });

  it('keeps items from outside the category after those of the category', () => {
    expect(includesUnion([{ includes: ['customs', 'loading'] }], 'mudanzas').map((row) => row.id)).toEqual(['loading', 'customs']);
  });
});

describe('bestValues', () => {
  it('marks the best of each row among the proposals still open, ties included', () => {
    const a = proposal('a', { priceWithVat: 300, includes: ['loading', 'packing'] }, { responseMinutes: 30 });
    const b = proposal('b', { priceWithVat: 300, includes: ['loading'] }, { responseMinutes: 90 });
    const c = proposal('c', { priceWithVat: 400 });
    const gone = proposal('d', { priceWithVat: 10, status: 'rejected', closedReason: 'hired_other' });
    const best = bestValues([a, b, c, gone], today);
    expect([...best.price].sort()).toEqual(['a', 'b']);
    expect([...best.response]).toEqual(['a']);
    expect([...best.includes]).toEqual(['a']);
  });

  it('compares response times as their labels read: two «menos de 24 h» tie', () => {
    const a = proposal('a', {}, { responseMinutes: 200 });
    const b = proposal('b', {}, { responseMinutes: 1000 });
    expect(bestValues([a, b], today).response.size).toBe(0);
    expect(responseBucket(59)).toBe(0);
    expect(responseBucket(60)).toBe(1);
    expect(responseBucket(1439)).toBe(2);
    expect(responseBucket(1440)).toBe(4);
    expect(responseBucket(null)).toBeNull();
  });

  it('marks nothing when all are equal or only one has a value', () => {
    const a = proposal('a', { priceWithVat: 300, availableDate: '2026-12-20' });
    const b = proposal('b', { priceWithVat: 300 });
    const best = bestValues([a, b], today);
    expect(best.price.size).toBe(0);
    expect(best.date.size).toBe(0);
    expect(best.rating.size).toBe(0);
  });
});
