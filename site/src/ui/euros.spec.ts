import { describe, expect, it } from '@jest/globals';
import { formatEuros, monthlyPriceLabel, yearlyPriceLabel } from './euros';

// Intl puts a no-break space (U+00A0) between the amount and the sign.
const nbsp = (text: string) => text.replace(/ /g, '\u00A0');

describe('formatEuros', () => {
  it('shows amounts in Spanish with two decimals and the sign after (es-ES)', () => {
    expect(formatEuros(450.5)).toBe(nbsp('450,50 €'));
    expect(formatEuros(59)).toBe(nbsp('59,00 €'));
    expect(formatEuros(71.39)).toBe(nbsp('71,39 €'));
    expect(formatEuros(0)).toBe(nbsp('0,00 €'));
    expect(formatEuros(0.005)).toBe(nbsp('0,01 €'));
  });

  it('groups thousands from five digits on, as es-ES does', () => {
    expect(formatEuros(1234.5)).toBe(nbsp('1234,50 €'));
    expect(formatEuros(12345.5)).toBe(nbsp('12.345,50 €'));
    expect(formatEuros(1_000_000)).toBe(nbsp('1.000.000,00 €'));
  });
});

describe('plan prices', () => {
  it("shows '€{price}/mes' and 'Gratis' for 0 (spec §9)", () => {
    expect(monthlyPriceLabel(29)).toBe('€29/mes');
    expect(monthlyPriceLabel(0)).toBe('Gratis');
    expect(monthlyPriceLabel(59.5)).toBe('€59,50/mes');
    expect(monthlyPriceLabel(1200)).toBe('€1200/mes');
    expect(monthlyPriceLabel(12000)).toBe('€12.000/mes');
  });

  it("prints the yearly price like the monthly one, 'Gratis' for 0", () => {
    expect(yearlyPriceLabel(590)).toBe('€590/año');
    expect(yearlyPriceLabel(990)).toBe('€990/año');
    expect(yearlyPriceLabel(49.9)).toBe('€49,90/año');
    expect(yearlyPriceLabel(0)).toBe('Gratis');
  });

  it("answers 'Gratis' for anything that is not a positive price", () => {
    for (const price of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(monthlyPriceLabel(price)).toBe('Gratis');
      expect(yearlyPriceLabel(price)).toBe('Gratis');
    }
  });
});
