import { isAmount } from './validators.js';

describe('isAmount', () => {
  it('accepts up to the given decimals and refuses more, exponent notation included', () => {
    expect(isAmount(29.9, 2)).toBe(true);
    expect(isAmount(450, 2)).toBe(true);
    expect(isAmount(0.1 + 0.2, 2)).toBe(false);
    expect(isAmount(1.005, 2)).toBe(false);
    // class-validator's IsNumber({ maxDecimalPlaces }) threw on these.
    expect(isAmount(1e-7, 2)).toBe(false);
    expect(isAmount(5e-324, 2)).toBe(false);
    expect(isAmount(1e21, 2)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    for (const value of [NaN, Infinity, '12', null, undefined, {}]) expect(isAmount(value, 2)).toBe(false);
  });
});
