import type { AuthUser } from '../../common/auth/auth-user.js';
import { isOwnOrStaffView, isPersonBrowsing } from './audience.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('isPersonBrowsing', () => {
  it('counts desktop and phone browsers', () => {
    expect(isPersonBrowsing(CHROME)).toBe(true);
    expect(isPersonBrowsing(IPHONE)).toBe(true);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['a headless browser', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
    ['curl', 'curl/8.5.0'],
    ['Node fetch', 'node'],
    ['an empty header', '   '],
    ['no header', undefined],
  ])('leaves out %s', (_name, userAgent) => {
    expect(isPersonBrowsing(userAgent)).toBe(false);
  });
});

describe('isOwnOrStaffView', () => {
  const viewer = (over: Partial<AuthUser>): AuthUser =>
    ({ id: 'u1', email: 'a@b.es', fullName: 'A', roles: [], isAdmin: false, isSuperAdmin: false, isCompany: false, ...over }) as AuthUser;

  it('is the owner, an admin or a super admin, never an anonymous visitor or another user', () => {
    expect(isOwnOrStaffView(undefined, 'owner')).toBe(false);
    expect(isOwnOrStaffView(viewer({ id: 'someone' }), 'owner')).toBe(false);
    expect(isOwnOrStaffView(viewer({ id: 'owner' }), 'owner')).toBe(true);
    expect(isOwnOrStaffView(viewer({ isAdmin: true }), 'owner')).toBe(true);
    expect(isOwnOrStaffView(viewer({ isSuperAdmin: true }), 'owner')).toBe(true);
  });
});
