import { describe, expect, it } from '@jest/globals';
import { CompanyDocumentKind } from '../../database/enums.js';
import { badgeLabel, expiryRule, formatDay, publicBadges, type StoredBadge } from './badges.js';

describe('badges', () => {
  it('name each kind as the public sees it; insurances with their last day in dd/mm/aaaa', () => {
    expect(badgeLabel(CompanyDocumentKind.Cif, null)).toBe('CIF verificado');
    expect(badgeLabel(CompanyDocumentKind.TransportAuthorization, null)).toBe('Autorización de transporte');
    expect(badgeLabel(CompanyDocumentKind.TransportAuthorization, '2028-01-15')).toBe('Autorización de transporte');
    expect(badgeLabel(CompanyDocumentKind.LiabilityInsurance, '2027-03-31')).toBe('Seguro de responsabilidad civil hasta 31/03/2027');
    expect(badgeLabel(CompanyDocumentKind.GoodsInsurance, '2027-03-31')).toBe('Seguro de mercancías hasta 31/03/2027');
  });

  it('write calendar days without a time zone (a day never shifts)', () => {
    expect(formatDay('2027-01-01')).toBe('01/01/2027');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
  });

  it('say which kinds need, allow or refuse an expiry date', () => {
    expect(expiryRule(CompanyDocumentKind.Cif)).toBe('none');
    expect(expiryRule(CompanyDocumentKind.TransportAuthorization)).toBe('optional');
    expect(expiryRule(CompanyDocumentKind.LiabilityInsurance)).toBe('required');
    expect(expiryRule(CompanyDocumentKind.GoodsInsurance)).toBe('required');
  });

  describe('publicBadges', () => {
    const stored: StoredBadge[] = [
      { kind: CompanyDocumentKind.GoodsInsurance, expiresOn: '2027-03-31' },
      { kind: CompanyDocumentKind.Cif, expiresOn: null },
      { kind: CompanyDocumentKind.LiabilityInsurance, expiresOn: '2026-06-30' },
    ];

    it('lists them in a fixed order with their labels', () => {
      expect(publicBadges(stored, '2026-01-10')).toEqual([
        { kind: 'cif', label: 'CIF verificado', expiresOn: null },
        { kind: 'liability_insurance', label: 'Seguro de responsabilidad civil hasta 30/06/2026', expiresOn: '2026-06-30' },
        { kind: 'goods_insurance', label: 'Seguro de mercancías hasta 31/03/2027', expiresOn: '2027-03-31' },
      ]);
    });

    it('keeps a badge through its last day and drops it the day after', () => {
      expect(publicBadges(stored, '2026-06-30').map((b) => b.kind)).toEqual(['cif', 'liability_insurance', 'goods_insurance']);
      expect(publicBadges(stored, '2026-07-01').map((b) => b.kind)).toEqual(['cif', 'goods_insurance']);
      expect(publicBadges(stored, '2027-04-01').map((b) => b.kind)).toEqual(['cif']);
    });

    it('ignores kinds it does not know and empty values', () => {
      expect(publicBadges([{ kind: 'pasaporte' as CompanyDocumentKind, expiresOn: null }], '2026-01-01')).toEqual([]);
      expect(publicBadges(null, '2026-01-01')).toEqual([]);
      expect(publicBadges(undefined, '2026-01-01')).toEqual([]);
    });
  });
});
