import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionResponseDto } from '@rutalia/api-contract';
import { hashToken } from '../../backend/src/modules/auth/tokens.js';
import {
  bearer,
  call,
  login,
  refreshCookieFrom,
  registerClient,
  registerCompany,
  relaxedRateLimits,
  signedInClient,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const INVALID_CREDENTIALS = {
  statusCode: 401,
  code: 'INVALID_CREDENTIALS',
  message: 'Credenciales incorrectas. Verifica tu email y contraseña.',
};
const SESSION_EXPIRED = { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' };
const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signJwt(payload: object, secret: string, alg = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('sessions: login, me, refresh, logout', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const refresh = <T = SessionResponseDto>(cookie?: string) => call<T>(t, 'POST', '/api/auth/refresh', undefined, cookie ? { cookie } : {});
  const suspend = (userId: string, reason = 'Publicidad engañosa') =>
    ds.query(`UPDATE users SET status = 'suspended', suspension_reason = $2, suspended_at = now() WHERE id = $1`, [userId, reason]);

  describe('POST /api/auth/login', () => {
    it('answers the access token and the effective user, sets the refresh cookie and last_login_at', async () => {
      const account = await registerClient(t);
      const before = Date.now();
      const res = await call<SessionResponseDto>(
        t,
        'POST',
        '/api/auth/login',
        { email: `  ${account.email.toUpperCase()} `, password: TEST_PASSWORD },
        { 'user-agent': 'PruebaNavegador/1.0' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({
        accessToken: expect.any(String),
        user: {
          id: account.id,
          email: account.email,
          fullName: 'Ana Cliente',
          userType: 'client',
          isAdmin: false,
          isSuperAdmin: false,
          isCompany: false,
          twoFactorEnabled: false,
          twoFactorSetupRequired: false,
        },
      });

      // JWT HS256, 15 minutes, { sub }.
      const [header, payload] = res.body.accessToken
        .split('.')
        .slice(0, 2)
        .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.sub).toBe(account.id);
      expect(payload.exp - payload.iat).toBe(900);

      // Session cookie: no Max-Age without "remember".
      const { cookie, setCookie } = refreshCookieFrom(res.headers);
      expect(setCookie).toMatch(/^rutalia_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
      const [row] = await ds.query('SELECT * FROM refresh_tokens WHERE token_hash = $1', [hashToken(cookie.split('=')[1])]);
      expect(row).toMatchObject({ user_id: account.id, revoked_at: null, user_agent: 'PruebaNavegador/1.0', replaced_by_id: null });
      expect(Math.abs(new Date(row.expires_at).getTime() - (before + 24 * 3600_000))).toBeLessThan(60_000);

      const [user] = await ds.query('SELECT last_login_at FROM users WHERE id = $1', [account.id]);
      expect(new Date(user.last_login_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('"remember" keeps the session 30 days with a persistent cookie', async () => {
      const account = await registerClient(t);
      const session = await login(t, account.email, TEST_PASSWORD, { remember: true });
      expect(session.setCookie).toMatch(/; Max-Age=259\d{4}; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
      const [row] = await ds.query('SELECT expires_at FROM refresh_tokens WHERE token_hash = $1', [
        hashToken(session.cookie.split('=')[1]),
      ]);
      expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000);
    });

    it('wrong password and unknown email get the same 401, in similar time', async () => {
      const account = await registerClient(t);
      const wrong = await call(t, 'POST', '/api/auth/login', { email: account.email, password: 'otra-contraseña' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);
      expect(wrong.headers.getSetCookie()).toEqual([]);
      const unknown = await call(t, 'POST', '/api/auth/login', { email: uniqueEmail('nadie'), password: TEST_PASSWORD });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(INVALID_CREDENTIALS);

      // The unknown email is verified against a dummy hash, so it is not answered much faster.
      const time = async (email: string) => {
        const started = performance.now();
        await call(t, 'POST', '/api/auth/login', { email, password: 'otra-contraseña' });
        return performance.now() - started;
      };
      const known: number[] = [];
      const missing: number[] = [];
      for (let i = 0; i < 4; i++) {
        known.push(await time(account.email));
        missing.push(await time(uniqueEmail('nadie')));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      expect(median(missing)).toBeGreaterThan(median(known) * 0.4);
    });

    it('validates the body', async () => {
      const res = await call<ApiErrorBody>(t, 'POST', '/api/auth/login', { email: '', password: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('El email es obligatorio.');
      const extra = await call(t, 'POST', '/api/auth/login', { email: 'a@b.es', password: 'x', remember: 'sí' });
      expect(extra.status).toBe(400);
    });

    it('a suspended account gets 403 with the reason; an inactive one its own 403', async () => {
      const suspended = await registerClient(t);
      await suspend(suspended.id, 'Reseñas falsas');
      const res = await call(t, 'POST', '/api/auth/login', { email: suspended.email, password: TEST_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'ACCOUNT_SUSPENDED',
        message: 'Tu cuenta está suspendida. Motivo: Reseñas falsas',
      });

      // The reason is only revealed to someone who knows the password.
      const wrong = await call(t, 'POST', '/api/auth/login', { email: suspended.email, password: 'otra-contraseña' });
      expect(wrong.body).toEqual(INVALID_CREDENTIALS);

      const inactive = await registerClient(t);
      await ds.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [inactive.id]);
      const res2 = await call(t, 'POST', '/api/auth/login', { email: inactive.email, password: TEST_PASSWORD });
      expect(res2.status).toBe(403);
      expect(res2.body).toEqual({ statusCode: 403, code: 'ACCOUNT_INACTIVE', message: 'Tu cuenta está desactivada.' });
    });

    it('the user type is the effective one (roles win over the profile)', async () => {
      const company = await registerCompany(t);
      expect((await login(t, company.email)).user).toMatchObject({ userType: 'company', isCompany: true, isAdmin: false });

      const promoted = await registerClient(t);
      await ds.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [promoted.id]);
      expect((await login(t, promoted.email)).user).toMatchObject({
        userType: 'admin',
        isAdmin: true,
        isSuperAdmin: false,
        isCompany: false,
      });
      await ds.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'super_admin')`, [promoted.id]);
      expect((await login(t, promoted.email)).user).toMatchObject({ userType: 'super_admin', isAdmin: true, isSuperAdmin: true });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers the user of a valid bearer token', async () => {
      const session = await signedInClient(t);
      const res = await call(t, 'GET', '/api/auth/me', undefined, bearer(session.accessToken));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: session.user });
    });

    it('401 without, with a malformed, forged, expired or alg=none token, and for a deleted user', async () => {
      const session = await signedInClient(t);
      const now = Math.floor(Date.now() / 1000);
      const tokens: Array<string | undefined> = [
        undefined,
        'basura',
        session.accessToken.slice(0, -3) + 'abc',
        signJwt({ sub: session.id, iat: now, exp: now + 900 }, 'otro-secreto-que-no-es-el-de-la-app-123456'),
        signJwt({ sub: session.id, iat: now - 1000, exp: now - 100 }, t.config.jwtSecret),
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: session.id, iat: now, exp: now + 900 })}.`,
        signJwt({ sub: 'no-es-un-uuid', iat: now, exp: now + 900 }, t.config.jwtSecret),
      ];
      for (const token of tokens) {
        const res = await call(t, 'GET', '/api/auth/me', undefined, token ? bearer(token) : {});
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHENTICATED);
      }
      // A token signed with the app's secret works, until the user is gone.
      const valid = signJwt({ sub: session.id, iat: now, exp: now + 900 }, t.config.jwtSecret);
      expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(valid))).status).toBe(200);
      await ds.query('DELETE FROM users WHERE id = $1', [session.id]);
      expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(valid))).body).toEqual(UNAUTHENTICATED);
    });

    it('a user suspended after signing in is refused at once (403), and so is the refresh', async () => {
      const session = await signedInClient(t);
      await suspend(session.id, 'Spam');
      const me = await call(t, 'GET', '/api/auth/me', undefined, bearer(session.accessToken));
      expect(me.status).toBe(403);
      expect(me.body).toEqual({ statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: 'Tu cuenta está suspendida. Motivo: Spam' });
      const profile = await call(t, 'GET', '/api/me/profile', undefined, bearer(session.accessToken));
      expect(profile.status).toBe(403);
      const res = await refresh<ApiErrorBody>(session.cookie);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCOUNT_SUSPENDED');

      // Reactivated: the same session works again.
      await ds.query(`UPDATE users SET status = 'active', suspension_reason = NULL, suspended_at = NULL WHERE id = $1`, [session.id]);
      expect((await refresh(session.cookie)).status).toBe(200);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('rotates: new access token and cookie, old row revoked and linked to its successor', async () => {
      const session = await signedInClient(t);
      const res = await refresh(session.cookie);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ accessToken: expect.any(String), user: session.user });
      const next = refreshCookieFrom(res.headers);
      expect(next.cookie).not.toBe(session.cookie);
      expect(next.setCookie).not.toMatch(/Max-Age/);
      expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(res.body.accessToken))).status).toBe(200);

      const [old] = await ds.query('SELECT * FROM refresh_tokens WHERE token_hash = $1', [hashToken(session.cookie.split('=')[1])]);
      const [current] = await ds.query('SELECT * FROM refresh_tokens WHERE token_hash = $1', [hashToken(next.cookie.split('=')[1])]);
      expect(old.revoked_at).not.toBeNull();
      expect(old.replaced_by_id).toBe(current.id);
      expect(current.family_id).toBe(old.family_id);
      expect(current.revoked_at).toBeNull();
    });

    it('keeps "remember" across rotations', async () => {
      const account = await registerClient(t);
      const session = await login(t, account.email, TEST_PASSWORD, { remember: true });
      const res = await refresh(session.cookie);
      expect(refreshCookieFrom(res.headers).setCookie).toMatch(/Max-Age=259\d{4}/);
    });

    it('a rotated token presented again is 401 and kills the whole family', async () => {
      const session = await signedInClient(t);
      const first = await refresh(session.cookie);
      const second = await refresh(refreshCookieFrom(first.headers).cookie);
      const latest = refreshCookieFrom(second.headers).cookie;
      expect(second.status).toBe(200);

      const reuse = await refresh(session.cookie);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual(SESSION_EXPIRED);
      expect(reuse.headers.getSetCookie().join()).toMatch(/rutalia_refresh=; Max-Age=0; Path=\/api\/auth/);

      const afterTheft = await refresh(latest);
      expect(afterTheft.status).toBe(401);
      expect(afterTheft.body).toEqual(SESSION_EXPIRED);
      const [{ family_id }] = await ds.query('SELECT family_id FROM refresh_tokens WHERE token_hash = $1', [
        hashToken(latest.split('=')[1]),
      ]);
      const live = await ds.query('SELECT id FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NULL', [family_id]);
      expect(live).toEqual([]);

      // Other sessions of the same user are untouched.
      const other = await login(t, session.email);
      expect((await refresh(other.cookie)).status).toBe(200);
    });

    it('401 without a cookie, with an unknown one and with an expired one', async () => {
      expect((await refresh()).body).toEqual(SESSION_EXPIRED);
      expect((await refresh('rutalia_refresh=inventado')).body).toEqual(SESSION_EXPIRED);
      const session = await signedInClient(t);
      await ds.query(`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
        hashToken(session.cookie.split('=')[1]),
      ]);
      const res = await refresh(session.cookie);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(SESSION_EXPIRED);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token, clears the cookie, and is idempotent', async () => {
      const session = await signedInClient(t);
      const res = await call(t, 'POST', '/api/auth/logout', undefined, { cookie: session.cookie, ...bearer(session.accessToken) });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie().join()).toMatch(
        /rutalia_refresh=; Max-Age=0; Path=\/api\/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax/,
      );
      const [row] = await ds.query('SELECT revoked_at FROM refresh_tokens WHERE token_hash = $1', [
        hashToken(session.cookie.split('=')[1]),
      ]);
      expect(row.revoked_at).not.toBeNull();

      expect((await refresh(session.cookie)).body).toEqual(SESSION_EXPIRED);
      expect((await call(t, 'POST', '/api/auth/logout', undefined, { cookie: session.cookie })).status).toBe(204);
      expect((await call(t, 'POST', '/api/auth/logout')).status).toBe(204);
    });
  });
});
