import { describe, expect, it } from '@jest/globals';
import { monthlyPriceLabel } from './formatPrice';

describe('monthlyPriceLabel', () => {
  it("shows '€{price}/mes' and 'Gratis' for 0 (spec §9)", () => {
    expect(monthlyPriceLabel(29)).toBe('€29/mes');
    expect(monthlyPriceLabel(0)).toBe('Gratis');
    expect(monthlyPriceLabel(59.5)).toBe('€59,50/mes');
    expect(monthlyPriceLabel(1200)).toBe('€1200/mes');
  });
});
