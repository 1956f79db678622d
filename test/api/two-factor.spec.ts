import { DataSource } from 'typeorm';
import type { SessionResponseDto } from '@rutalia/api-contract';
import { createAdminInvitation } from '../../backend/src/modules/auth/admin-accounts.js';
import {
  bearer,
  call,
  login,
  refreshCookieFrom,
  relaxedRateLimits,
  signedInClient,
  signedInCompany,
  TEST_PASSWORD,
  uniqueEmail,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import { enrolTwoFactor, loginWithTwoFactor, passwordStep, totpCode } from '../factories/two-factor-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const INVALID_CODE = expect.objectContaining({
  code: 'INVALID_TWO_FACTOR_CODE',
  message: expect.stringMatching(/^El código no es correcto/),
});
const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Demasiados intentos con el código. Espera unos minutos e inténtalo de nuevo.',
};

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const verify = (challengeToken: string, code: string) =>
    call<SessionResponseDto & ApiErrorBody>(t, 'POST', '/api/auth/2fa/verify', { challengeToken, code });

  it('enrols: secret, otpauth URI and QR; the first code turns it on and shows ten recovery codes once', async () => {
    const client = await signedInClient(t);
    const setup = await call<{ secret: string; otpauthUri: string; qrCode: string }>(
      t,
      'POST',
      '/api/auth/2fa/setup',
      undefined,
      bearer(client.accessToken),
    );
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toBe(
      `otpauth://totp/Rutalia:${encodeURIComponent(client.email)}?secret=${setup.body.secret}&issuer=Rutalia`,
    );
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const [stored] = await ds.query(`SELECT totp_secret, totp_enabled_at FROM users WHERE id = $1`, [client.id]);
    expect(stored.totp_secret).not.toContain(setup.body.secret); // encrypted at rest
    expect(stored.totp_enabled_at).toBeNull();

    const wrong = await call<ApiErrorBody>(t, 'POST', '/api/auth/2fa/enable', { code: '000000' }, bearer(client.accessToken));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(INVALID_CODE);
    const empty = await call<ApiErrorBody>(t, 'POST', '/api/auth/2fa/enable', {}, bearer(client.accessToken));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/código de 6 cifras/);

    const enabled = await call<{ recoveryCodes: string[] }>(
      t,
      'POST',
      '/api/auth/2fa/enable',
      { code: await totpCode(setup.body.secret) },
      bearer(client.accessToken),
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes: { code_hash: string }[] = await ds.query(`SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`, [
      client.id,
    ]);
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(enabled.body.recoveryCodes[0].replace('-', ''));

    const status = await call(t, 'GET', '/api/auth/2fa', undefined, bearer(client.accessToken));
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await call<ApiErrorBody>(t, 'POST', '/api/auth/2fa/setup', undefined, bearer(client.accessToken));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La verificación en dos pasos ya está activada.');
    const me = await call<{ user: { twoFactorEnabled: boolean } }>(t, 'GET', '/api/auth/me', undefined, bearer(client.accessToken));
    expect(me.body.user.twoFactorEnabled).toBe(true);
  });

  it('login answers a challenge instead of a session; the code completes it, once', async () => {
    const company = await signedInCompany(t);
    const { secret } = await enrolTwoFactor(t, company.accessToken);

    const res = await call<{ twoFactorRequired: boolean; challengeToken: string }>(t, 'POST', '/api/auth/login', {
      email: company.email,
      password: TEST_PASSWORD,
      remember: true,
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
    expect(res.body.twoFactorRequired).toBe(true);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('rutalia_refresh='))).toBe(false);

    const wrong = await verify(res.body.challengeToken, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(INVALID_CODE);

    const code = await totpCode(secret);
    const ok = await verify(res.body.challengeToken, code);
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: company.id, twoFactorEnabled: true });
    const { setCookie, cookie } = refreshCookieFrom(ok.headers);
    expect(setCookie).toMatch(/Max-Age=/); // «Recordarme» carried over from the password step
    expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(ok.body.accessToken))).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/refresh', undefined, { cookie })).status).toBe(200);

    // The challenge is spent, and the same code does not work twice (no replay within its window).
    expect((await verify(res.body.challengeToken, code)).status).toBe(401);
    const replay = await verify(await passwordStep(t, company.email), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(INVALID_CODE);
    const unknown = await verify('no-existe', code);
    expect(unknown.body).toMatchObject({
      statusCode: 401,
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      message: 'La verificación ha caducado. Inicia sesión de nuevo.',
    });
    // A wrong password never reaches the code step.
    expect((await call(t, 'POST', '/api/auth/login', { email: company.email, password: 'otra-clave-mala' })).status).toBe(401);
  });

  it('allows 5 codes per challenge and 10 wrong codes per account in 15 minutes (Spanish 429)', async () => {
    const client = await signedInClient(t);
    const { secret } = await enrolTwoFactor(t, client.accessToken);
    const first = await passwordStep(t, client.email);
    for (let i = 0; i < 5; i++) expect((await verify(first, '111111')).status).toBe(401);
    const sixth = await verify(first, await totpCode(secret));
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(TOO_MANY);

    const second = await passwordStep(t, client.email);
    for (let i = 0; i < 5; i++) expect((await verify(second, '222222')).status).toBe(401);
    const third = await passwordStep(t, client.email);
    const blocked = await verify(third, await totpCode(secret));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    await ds.query(`DELETE FROM two_factor_challenges WHERE user_id = $1`, [client.id]);
  });

  it('recovery codes work once each, with or without the dash', async () => {
    const client = await signedInClient(t);
    const { recoveryCodes } = await enrolTwoFactor(t, client.accessToken);
    const ok = await verify(await passwordStep(t, client.email), recoveryCodes[0].toUpperCase().replace('-', ' '));
    expect(ok.status).toBe(200);
    const reused = await verify(await passwordStep(t, client.email), recoveryCodes[0]);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(INVALID_CODE);
    const status = await call(t, 'GET', '/api/auth/2fa', undefined, bearer(ok.body.accessToken));
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('new recovery codes replace the old ones and are shown once, for a code', async () => {
    const client = await signedInClient(t);
    const { secret, recoveryCodes: old } = await enrolTwoFactor(t, client.accessToken);
    const regenerate = (code: string, token = client.accessToken) =>
      call<{ recoveryCodes: string[] } & ApiErrorBody>(t, 'POST', '/api/auth/2fa/recovery-codes', { code }, bearer(token));
    const wrong = await regenerate('000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(INVALID_CODE);

    const fresh = await regenerate(await totpCode(secret));
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toBe('no-store');
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(old[0]);
    expect((await verify(await passwordStep(t, client.email), old[1])).body).toEqual(INVALID_CODE);
    expect((await verify(await passwordStep(t, client.email), fresh.body.recoveryCodes[0])).status).toBe(200);
    // A recovery code proves the same possession; the list then has ten unused codes again.
    expect((await regenerate(fresh.body.recoveryCodes[1])).status).toBe(200);
    const status = await call(t, 'GET', '/api/auth/2fa', undefined, bearer(client.accessToken));
    expect(status.body).toMatchObject({ recoveryCodesLeft: 10 });

    const without = await signedInClient(t);
    expect((await regenerate('123456', without.accessToken)).body).toMatchObject({
      code: 'TWO_FACTOR_NOT_ENABLED',
      message: 'La verificación en dos pasos no está activada.',
    });
  });

  it('disables with the password and a code; sign-in then needs only the password', async () => {
    const client = await signedInClient(t);
    const { secret } = await enrolTwoFactor(t, client.accessToken);
    const wrongPassword = await call<ApiErrorBody>(
      t,
      'POST',
      '/api/auth/2fa/disable',
      { password: 'no-es-la-clave', code: '123456' },
      bearer(client.accessToken),
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('La contraseña no es correcta.');
    const wrongCode = await call<ApiErrorBody>(
      t,
      'POST',
      '/api/auth/2fa/disable',
      { password: TEST_PASSWORD, code: '123456' },
      bearer(client.accessToken),
    );
    expect(wrongCode.body).toEqual(INVALID_CODE);
    const off = await call(
      t,
      'POST',
      '/api/auth/2fa/disable',
      { password: TEST_PASSWORD, code: await totpCode(secret) },
      bearer(client.accessToken),
    );
    expect(off.status).toBe(204);
    expect((await login(t, client.email)).accessToken).toBeTruthy();
    const [row] = await ds.query(`SELECT totp_secret, totp_enabled_at FROM users WHERE id = $1`, [client.id]);
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
  });

  it('admins: no backoffice until enrolled (Spanish 403), then allowed; they cannot turn it off', async () => {
    const invitation = await createAdminInvitation(ds, { role: 'super_admin' });
    const email = uniqueEmail('super');
    const registered = await call(t, 'POST', '/api/auth/register', {
      userType: 'admin',
      email,
      password: TEST_PASSWORD,
      invitationToken: invitation.token,
    });
    expect(registered.status).toBe(201);
    const session = await login(t, email);
    expect(session.user).toMatchObject({ isSuperAdmin: true, twoFactorEnabled: false, twoFactorSetupRequired: true });

    for (const route of ['/api/admin/dashboard', '/api/admin/users', '/api/admin/audit-logs']) {
      const refused = await call<ApiErrorBody>(t, 'GET', route, undefined, bearer(session.accessToken));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
        message: 'Activa la verificación en dos pasos para entrar en el panel de administración: es obligatoria para los administradores.',
      });
    }
    const status = await call(t, 'GET', '/api/auth/2fa', undefined, bearer(session.accessToken));
    expect(status.body).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrolTwoFactor(t, session.accessToken);
    expect((await call(t, 'GET', '/api/admin/dashboard', undefined, bearer(session.accessToken))).status).toBe(200);
    const signedIn = await loginWithTwoFactor(t, email, secret);
    expect(signedIn.user).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    expect((await call(t, 'GET', '/api/admin/users', undefined, bearer(signedIn.accessToken))).status).toBe(200);

    const disable = await call<ApiErrorBody>(
      t,
      'POST',
      '/api/auth/2fa/disable',
      { password: TEST_PASSWORD, code: '123456' },
      bearer(signedIn.accessToken),
    );
    expect(disable.status).toBe(403);
    expect(disable.body.message).toBe('La verificación en dos pasos es obligatoria para los administradores: no se puede desactivar.');
  });
});
