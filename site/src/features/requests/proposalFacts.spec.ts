import { describe, expect, it } from '@jest/globals';
import { formatValidity, isProposalExpired } from '../proposals/proposalTerms';
import { clientProposalState, madridToday, memberSinceText, priceSummary, verifiedReviewsText, yearsOnRutaliaText } from './proposalFacts';

// Intl puts a no-break space (U+00A0) between the amount and the sign.
const nbsp = (text: string) => text.replace(/(\d) €/g, '$1\u00A0€');

describe('priceSummary', () => {
  it('writes the price with and without IVA', () => {
    expect(priceSummary({ price: 450, priceWithVat: 450, priceWithoutVat: 371.9 })).toBe(nbsp('450,00 € IVA incl. · 371,90 € sin IVA'));
  });

  it('says «Sin precio» when there is none', () => {
    expect(priceSummary({ price: null, priceWithVat: null, priceWithoutVat: null })).toBe('Sin precio');
  });
});

describe('madridToday', () => {
  it('counts the day in Spain, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid (UTC+1 in winter).
    expect(madridToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(madridToday(new Date('2026-07-15T21:59:00Z'))).toBe('2026-07-15');
    expect(madridToday(new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
  });
});

describe('validity', () => {
  const today = '2026-12-10';

  it('is valid through its last day and expired the day after', () => {
    expect(isProposalExpired({ status: 'pending', validUntil: '2026-12-10' }, today)).toBe(false);
    expect(isProposalExpired({ status: 'pending', validUntil: '2026-12-09' }, today)).toBe(true);
    expect(isProposalExpired({ status: 'pending', validUntil: null }, today)).toBe(false);
    expect(isProposalExpired({ status: 'expired', validUntil: '2026-12-30' }, today)).toBe(true);
    // An answered proposal does not expire.
    expect(isProposalExpired({ status: 'accepted', validUntil: '2026-12-01' }, today)).toBe(false);
  });

  it('writes the day or that it lapsed', () => {
    expect(formatValidity({ status: 'pending', validUntil: '2026-12-30' }, today)).toBe('Válida hasta el 30 dic. 2026');
    expect(formatValidity({ status: 'pending', validUntil: '2026-12-01' }, today)).toBe('Caducó el 1 dic. 2026');
    expect(formatValidity({ status: 'expired', validUntil: null }, today)).toBe('Caducada');
    expect(formatValidity({ status: 'pending', validUntil: null }, today)).toBe('Sin fecha de caducidad');
  });
});

describe('clientProposalState', () => {
  const today = '2026-12-10';
  const base = { validUntil: '2026-12-30', closedReason: null };

  it('tells apart why a proposal was closed', () => {
    expect(clientProposalState({ ...base, status: 'pending' }, today)).toBe('pending');
    expect(clientProposalState({ ...base, status: 'accepted' }, today)).toBe('accepted');
    expect(clientProposalState({ ...base, status: 'rejected' }, today)).toBe('rejected');
    expect(clientProposalState({ ...base, status: 'rejected', closedReason: 'hired_other' }, today)).toBe('declined');
    expect(clientProposalState({ ...base, status: 'rejected', closedReason: 'request_closed' }, today)).toBe('requestClosed');
    expect(clientProposalState({ ...base, status: 'rejected', closedReason: 'no_show' }, today)).toBe('noShow');
    expect(clientProposalState({ ...base, status: 'expired' }, today)).toBe('expired');
    expect(clientProposalState({ status: 'pending', validUntil: '2026-12-01', closedReason: null }, today)).toBe('expired');
  });
});

describe('company facts', () => {
  it('writes the year it joined and the whole years since', () => {
    expect(memberSinceText('2024-03-10T09:00:00Z')).toBe('En Rutalia desde 2024');
    expect(memberSinceText('not a date')).toBeNull();
    const now = new Date('2026-12-10T12:00:00Z');
    expect(yearsOnRutaliaText('2024-03-10T09:00:00Z', now)).toBe('2 años');
    expect(yearsOnRutaliaText('2025-12-11T09:00:00Z', now)).toBe('Menos de 1 año');
    expect(yearsOnRutaliaText('2025-12-01T09:00:00Z', now)).toBe('1 año');
  });

  it('counts verified reviews in words', () => {
    expect(verifiedReviewsText(0)).toBeNull();
    expect(verifiedReviewsText(1)).toBe('1 verificada');
    expect(verifiedReviewsText(3)).toBe('3 verificadas');
  });
});
