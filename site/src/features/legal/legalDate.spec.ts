import { describe, expect, it } from '@jest/globals';
import { lastUpdatedLabel } from './legalDate';

describe('lastUpdatedLabel', () => {
  it('writes the date in Spanish long form', () => {
    expect(lastUpdatedLabel(new Date(2026, 10, 22, 12))).toBe('Última actualización: 22 de noviembre de 2026');
    expect(lastUpdatedLabel(new Date(2025, 0, 5, 12))).toBe('Última actualización: 5 de enero de 2025');
  });
});
