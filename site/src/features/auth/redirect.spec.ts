import { describe, expect, it } from '@jest/globals';
import { redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('goes back to the guarded page, with its query and hash', () => {
    expect(redirectTarget({ from: { pathname: '/client/profile', search: '?a=1', hash: '#x' } })).toBe('/client/profile?a=1#x');
  });

  it('defaults to /dashboard, and never back to sign-in, sign-up or another site', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({ email: 'a@b.es' })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/register/company', search: '', hash: '' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '//evil.example', search: '', hash: '' } })).toBe('/dashboard');
  });
});
