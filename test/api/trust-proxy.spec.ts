import { randomIp, relaxedRateLimits, uniqueEmail } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Without TRUST_PROXY, a client cannot dodge the per-IP limits by sending X-Forwarded-For. */
describe('TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      trustProxy: false,
      rateLimits: { ...relaxedRateLimits, loginPerIp: { limit: 3, windowMs: 15 * 60_000 } },
    });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so the real address hits the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request(
        'POST',
        '/api/auth/login',
        { email: uniqueEmail('xff'), password: 'incorrecta' },
        { 'x-forwarded-for': randomIp() },
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
