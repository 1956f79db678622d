import { describe, expect, it } from '@jest/globals';
import { numericTransformer } from './numeric.transformer.js';

describe('numericTransformer', () => {
  const from = (v: unknown) => (numericTransformer.from as (x: unknown) => unknown)(v);
  const to = (v: unknown) => (numericTransformer.to as (x: unknown) => unknown)(v);

  it('turns the pg numeric string into a number', () => {
    expect(from('59.00')).toBe(59);
    expect(from('1234.56')).toBe(1234.56);
    expect(from('0.00')).toBe(0);
  });

  it('keeps null as null', () => {
    expect(from(null)).toBeNull();
    expect(from(undefined)).toBeNull();
  });

  it('passes values to the database unchanged', () => {
    expect(to(12.5)).toBe(12.5);
    expect(to(null)).toBeNull();
  });
});
