import { DataSource } from 'typeorm';
import type { UserResponseDto } from '@rutalia/api-contract';
import { AuthUserCache } from '../../backend/src/common/auth/auth-user-cache.js';
import { createAdmin, type TestAdmin } from '../factories/admin-factories.js';
import {
  bearer,
  call,
  relaxedRateLimits,
  signedInClient,
  type ApiErrorBody,
  type LoggedIn,
  type Registered,
} from '../factories/auth-factories.js';
import { startTestAppPair, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21: the auth guard reuses the account it read (AuthUserCache, here for a whole minute so
 * only an invalidation can explain a change) on two API processes of one deployment. Changes made
 * through the app drop it at once in the process that made them and, through Redis, in the other.
 */
describe('auth guard cache (two API processes)', () => {
  let pair: Awaited<ReturnType<typeof startTestAppPair>>;
  let a: TestApp;
  let b: TestApp;
  let superAdmin: TestAdmin;
  let ana: Registered & LoggedIn;

  beforeAll(async () => {
    pair = await startTestAppPair({ rateLimits: relaxedRateLimits, authUserCacheMs: 60_000 });
    ({ a, b } = pair);
    superAdmin = await createAdmin(a, { superAdmin: true });
    ana = await signedInClient(a);
  });
  afterAll(() => pair.close());

  const me = (t: TestApp, token = ana.accessToken) =>
    call<UserResponseDto & ApiErrorBody>(t, 'GET', '/api/auth/me', undefined, bearer(token));
  const act = (action: string, body?: unknown) => call(a, 'POST', `/api/admin/users/${ana.id}/${action}`, body, bearer(superAdmin.token));
  /** The other process hears Redis a moment after the publish; bounded wait, no timing asserted. */
  async function onB(expected: number): Promise<number> {
    let status = 0;
    for (let i = 0; i < 50 && status !== expected; i++) {
      status = (await me(b)).status;
      if (status !== expected) await new Promise((r) => setTimeout(r, 50));
    }
    return status;
  }

  it('caches the account: a change written behind the app’s back is not seen while the entry lives', async () => {
    expect((await me(a)).body.user.fullName).toBe(ana.user.fullName);
    await a.app.get(DataSource).query(`UPDATE users SET full_name = 'Escrito a mano' WHERE id = $1`, [ana.id]);
    expect((await me(a)).body.user.fullName).toBe(ana.user.fullName);
    await a.app.get(DataSource).query(`UPDATE users SET full_name = $2 WHERE id = $1`, [ana.id, ana.user.fullName]);
  });

  it('a suspension refuses the token on the very next request, in both processes', async () => {
    for (const t of [a, b]) expect((await me(t)).status).toBe(200); // both caches hold Ana as active
    if (process.env.REDIS_URL) {
      const caches = [a, b].map((t) => t.app.get(AuthUserCache));
      for (let i = 0; i < 100 && !caches.every((c) => c.subscribed); i++) await new Promise((r) => setTimeout(r, 20));
    }

    expect((await act('suspend', { reason: 'Spam en los mensajes' })).status).toBe(200);
    const next = await me(a);
    expect(next.status).toBe(403);
    expect(next.body.code).toBe('ACCOUNT_SUSPENDED');
    if (process.env.REDIS_URL) expect(await onB(403)).toBe(403);

    expect((await act('reactivate')).status).toBe(200);
    expect((await me(a)).status).toBe(200);
    if (process.env.REDIS_URL) expect(await onB(200)).toBe(200);
  });

  it('a profile change is what the guard hands out next (nothing stale)', async () => {
    await me(a);
    const res = await call(a, 'PATCH', '/api/me/profile', { fullName: 'Ana Renombrada' }, bearer(ana.accessToken));
    expect(res.status).toBe(200);
    expect((await me(a)).body.user.fullName).toBe('Ana Renombrada');
  });

  it('a role granted by another process is seen once that process says so', async () => {
    const cache = a.app.get(AuthUserCache);
    await me(a);
    await b.app.get(DataSource).query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [ana.id]);
    await b.app.get(AuthUserCache).invalidate(ana.id);
    if (process.env.REDIS_URL) {
      for (let i = 0; i < 50 && cache.get(ana.id); i++) await new Promise((r) => setTimeout(r, 20));
      expect((await me(a)).body.user.userType).toBe('admin');
    }
    await b.app.get(DataSource).query(`DELETE FROM user_roles WHERE user_id = $1 AND role = 'admin'`, [ana.id]);
    await b.app.get(AuthUserCache).invalidate(ana.id);
  });
});
