import { describe, expect, it } from '@jest/globals';
import { tokenExpiry } from './sessionManager';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokenExpiry', () => {
  it("reads the JWT's exp claim in milliseconds", () => {
    const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u', exp: 1_800_000_000 })}.firma`;
    expect(tokenExpiry(token)).toBe(1_800_000_000_000);
  });

  it('gives null for tokens it cannot read', () => {
    expect(tokenExpiry('no-es-un-jwt')).toBeNull();
    expect(tokenExpiry(`a.${base64url({ sub: 'u' })}.c`)).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});
