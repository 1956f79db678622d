import { RateLimitStore } from '../../backend/src/common/auth/rate-limit/rate-limit.store.js';
import { call, companyBody, randomIp, registerClient, relaxedRateLimits, TEST_PASSWORD, uniqueEmail } from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const TOO_MANY = { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.' };
const MINUTE = 60_000;

/**
 * Lowered limits through config overrides. Every test uses its own client IPs and emails, so the
 * counters never collide, also in a Redis shared with other runs.
 */
describe('rate limits of the auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: {
        ...relaxedRateLimits,
        loginPerIp: { limit: 3, windowMs: 15 * MINUTE },
        loginPerEmail: { limit: 2, windowMs: 15 * MINUTE },
        forgotPasswordPerIp: { limit: 2, windowMs: 60 * MINUTE },
        forgotPasswordPerEmail: { limit: 2, windowMs: 60 * MINUTE },
        registerPerIp: { limit: 2, windowMs: 60 * MINUTE },
      },
    });
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const loginFrom = (ip: string, email: string, password: string) => call(t, 'POST', '/api/auth/login', { email, password }, from(ip));

  it('uses Redis when REDIS_URL is set, memory otherwise', () => {
    expect(t.app.get(RateLimitStore).kind).toBe(process.env.REDIS_URL ? 'redis' : 'memory');
  });

  it('per email: failed logins from anywhere lock that email, even with the right password', async () => {
    const account = await registerClient(t);
    expect((await loginFrom(randomIp(), account.email, 'mala-1')).status).toBe(401);
    expect((await loginFrom(randomIp(), account.email.toUpperCase(), 'mala-2')).status).toBe(401);
    const locked = await loginFrom(randomIp(), account.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(TOO_MANY);
    // Other accounts are not affected.
    const other = await registerClient(t);
    expect((await loginFrom(randomIp(), other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('per email: a successful login resets the count', async () => {
    const account = await registerClient(t);
    expect((await loginFrom(randomIp(), account.email, 'mala')).status).toBe(401);
    expect((await loginFrom(randomIp(), account.email, TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(randomIp(), account.email, 'mala')).status).toBe(401);
    expect((await loginFrom(randomIp(), account.email, 'mala')).status).toBe(401);
    expect((await loginFrom(randomIp(), account.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('per email: unknown emails are counted too (no hint that they do not exist)', async () => {
    const email = uniqueEmail('nadie');
    expect((await loginFrom(randomIp(), email, 'x')).status).toBe(401);
    expect((await loginFrom(randomIp(), email, 'x')).status).toBe(401);
    expect((await loginFrom(randomIp(), email, 'x')).body).toEqual(TOO_MANY);
  });

  it('per IP: every login attempt counts; other IPs and the rest of the API are not limited', async () => {
    const ip = randomIp();
    const account = await registerClient(t);
    expect((await loginFrom(ip, account.email, TEST_PASSWORD)).status).toBe(200);
    expect((await loginFrom(ip, uniqueEmail(), 'x')).status).toBe(401);
    expect((await loginFrom(ip, uniqueEmail(), 'x')).status).toBe(401);
    const blocked = await loginFrom(ip, account.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Even an invalid body counts against the IP (the guard runs before validation).
    expect((await call(t, 'POST', '/api/auth/login', {}, from(ip))).status).toBe(429);

    expect((await loginFrom(randomIp(), account.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await call(t, 'GET', '/api/plans', undefined, from(ip))).status).toBe(200);
      expect((await call(t, 'GET', '/api/health', undefined, from(ip))).status).toBe(200);
      expect((await call(t, 'POST', '/api/auth/refresh', undefined, from(ip))).status).toBe(401);
    }
  });

  it('registration per IP', async () => {
    const ip = randomIp();
    expect((await call(t, 'POST', '/api/auth/register', companyBody(), from(ip))).status).toBe(201);
    expect(
      (
        await call(
          t,
          'POST',
          '/api/auth/register',
          { userType: 'client', email: uniqueEmail(), password: TEST_PASSWORD, fullName: 'Ana' },
          from(ip),
        )
      ).status,
    ).toBe(201);
    const third = await call(t, 'POST', '/api/auth/register', companyBody(), from(ip));
    expect(third.status).toBe(429);
    expect(third.body).toEqual(TOO_MANY);
    expect((await call(t, 'POST', '/api/auth/register', companyBody(), from(randomIp()))).status).toBe(201);
  });

  it('forgot-password per IP and per email', async () => {
    const ip = randomIp();
    for (let i = 0; i < 2; i++)
      expect((await call(t, 'POST', '/api/auth/forgot-password', { email: uniqueEmail() }, from(ip))).status).toBe(202);
    const blocked = await call(t, 'POST', '/api/auth/forgot-password', { email: uniqueEmail() }, from(ip));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);

    const account = await registerClient(t);
    for (let i = 0; i < 2; i++)
      expect((await call(t, 'POST', '/api/auth/forgot-password', { email: account.email }, from(randomIp()))).status).toBe(202);
    const perEmail = await call(t, 'POST', '/api/auth/forgot-password', { email: account.email }, from(randomIp()));
    expect(perEmail.status).toBe(429);
    expect(perEmail.body).toEqual(TOO_MANY);
  });

  (process.env.REDIS_URL ? it : it.skip)('with Redis the counters are shared by every API process', async () => {
    const second = await startTestApp({ rateLimits: t.config.rateLimits });
    try {
      const ip = randomIp();
      const email = uniqueEmail('compartido');
      const statuses: number[] = [];
      for (const app of [t, second, t, second]) {
        statuses.push((await call(app, 'POST', '/api/auth/login', { email, password: 'x' }, from(ip))).status);
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await second.close();
    }
  });
});
