import { RateLimitStore } from '../../backend/src/common/auth/rate-limit/rate-limit.store.js';
import { call, registerClient, relaxedRateLimits } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const MINUTE = 60_000;
const BURST = 40;
const PER_EMAIL = 5;

/**
 * The per-email limit of failed logins holds under a burst: each attempt reserves its place in
 * the counter before the password is checked, so parallel requests cannot all pass a check made
 * before any of them counted. Every request comes from its own IP (per-IP limits out of the way).
 * Run on the in-memory store and, when REDIS_URL is set, on Redis.
 */
const stores: Array<['memory' | 'redis', string | undefined]> = [['memory', undefined]];
if (process.env.REDIS_URL) stores.push(['redis', process.env.REDIS_URL]);

describe.each(stores)('failed-login limit per email under a burst (%s store)', (kind, redisUrl) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redisUrl, rateLimits: { ...relaxedRateLimits, loginPerEmail: { limit: PER_EMAIL, windowMs: 15 * MINUTE } } });
  });
  afterAll(() => t.close());

  it(`${BURST} parallel wrong-password logins get exactly ${PER_EMAIL} password checks`, async () => {
    expect(t.app.get(RateLimitStore).kind).toBe(kind);
    const account = await registerClient(t);
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => call(t, 'POST', '/api/auth/login', { email: account.email, password: `mala-${i}` })),
    );
    const statuses = results.map((r) => r.status);
    // 401 = the password was verified (and was wrong); 429 = refused before any verification.
    expect({ checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length }).toEqual({
      checked: PER_EMAIL,
      refused: BURST - PER_EMAIL,
    });
    // Locked now, even with the right password.
    expect((await call(t, 'POST', '/api/auth/login', { email: account.email, password: account.password })).status).toBe(429);
  });
});
