import { DataSource } from 'typeorm';
import {
  bearer,
  call,
  refreshCookieFrom,
  relaxedRateLimits,
  signedInClient,
  signedInCompany,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import {
  registerPasskey,
  registrationOptions,
  signInOptions,
  signInWithPasskey,
  softAuthenticatorFor,
} from '../factories/passkey-factories.js';
import { deleteAccount } from '../factories/privacy-factories.js';
import { enrolTwoFactor } from '../factories/two-factor-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const SIGN_IN_FAILED = {
  statusCode: 401,
  code: 'PASSKEY_SIGN_IN_FAILED',
  message: 'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.',
};
const CHALLENGE_EXPIRED = {
  statusCode: 400,
  code: 'PASSKEY_CHALLENGE_EXPIRED',
  message: 'La operación con la llave de acceso ha caducado. Vuelve a intentarlo.',
};
const REGISTRATION_FAILED = expect.objectContaining({ code: 'PASSKEY_REGISTRATION_FAILED' });
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('passkeys (WebAuthn)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const listOf = (token: string) =>
    call<{ items: Array<{ id: string; name: string; lastUsedAt: string | null }> }>(
      t,
      'GET',
      '/api/auth/passkeys',
      undefined,
      bearer(token),
    );

  it('registers a passkey and signs in with it instead of the password: a session with a refresh cookie', async () => {
    const client = await signedInClient(t);
    const options = await registrationOptions(t, client.accessToken);
    expect(options.options).toMatchObject({
      rp: { name: 'Rutalia', id: new URL(t.config.publicUrl).hostname },
      user: { name: client.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const authenticator = softAuthenticatorFor(t);
    const created = await call<{ id: string; name: string; synced: boolean }>(
      t,
      'POST',
      '/api/auth/passkeys',
      { challengeId: options.challengeId, credential: authenticator.register(options.options) },
      { ...bearer(client.accessToken), 'user-agent': CHROME_UA },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Chrome 131 en Linux', synced: false });
    expect((await listOf(client.accessToken)).body.items).toEqual([expect.objectContaining({ id: created.body.id, lastUsedAt: null })]);

    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.body.user.id).toBe(client.id);
    expect(refreshCookieFrom(signedIn.headers).cookie).toMatch(/^rutalia_refresh=.+/);
    expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(signedIn.body.accessToken))).status).toBe(200);
    const [row] = await ds.query(`SELECT counter::int AS counter, last_used_at FROM passkeys WHERE id = $1`, [created.body.id]);
    expect(row.counter).toBe(authenticator.counter);
    expect(row.last_used_at).not.toBeNull();
  });

  it('a passkey replaces both steps when two-factor is on (the key itself asks for a fingerprint, face or PIN)', async () => {
    const company = await signedInCompany(t);
    await enrolTwoFactor(t, company.accessToken);
    const { authenticator, status } = await registerPasskey(t, company.accessToken);
    expect(status).toBe(201);
    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty('twoFactorRequired');
  });

  it('refuses a key that did not verify the user, a wrong origin and a challenge of another account', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const unverified = await registerPasskey(t, client.accessToken, softAuthenticatorFor(t, { userVerified: false }));
    expect(unverified.status).toBe(400);
    expect(unverified.body).toEqual(REGISTRATION_FAILED);
    const phishing = await registerPasskey(t, client.accessToken, softAuthenticatorFor(t, { origin: 'https://rutalia.example' }));
    expect(phishing.status).toBe(400);

    // Another account's registration challenge is not this account's.
    const { challengeId, options } = await registrationOptions(t, other.accessToken);
    const stolen = await call(
      t,
      'POST',
      '/api/auth/passkeys',
      { challengeId, credential: softAuthenticatorFor(t).register(options) },
      bearer(client.accessToken),
    );
    expect(stolen.body).toEqual(CHALLENGE_EXPIRED);
    expect((await listOf(client.accessToken)).body.items).toEqual([]);

    // A registered key signs in only when it verifies the user.
    const { authenticator } = await registerPasskey(t, client.accessToken);
    expect((await signInWithPasskey(t, authenticator.clone({ userVerified: false }))).body).toEqual(SIGN_IN_FAILED);
  });

  it('each challenge works once, and a signature for one challenge does not open another', async () => {
    const client = await signedInClient(t);
    const { authenticator } = await registerPasskey(t, client.accessToken);
    const { challengeId, options } = await signInOptions(t);
    const answer = authenticator.signIn(options);
    expect((await call(t, 'POST', '/api/auth/passkeys/login', { challengeId, credential: answer })).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/passkeys/login', { challengeId, credential: answer })).body).toEqual(CHALLENGE_EXPIRED);

    const fresh = await signInOptions(t);
    expect((await call(t, 'POST', '/api/auth/passkeys/login', { challengeId: fresh.challengeId, credential: answer })).body).toEqual(
      SIGN_IN_FAILED,
    );
    // A registration challenge is not a sign-in challenge.
    const registration = await registrationOptions(t, client.accessToken);
    const mixed = await call(t, 'POST', '/api/auth/passkeys/login', {
      challengeId: registration.challengeId,
      credential: authenticator.signIn(registration.options),
    });
    expect(mixed.body).toEqual(CHALLENGE_EXPIRED);
  });

  it('a cloned authenticator (its counter goes back) is refused; synced passkeys that report 0 keep working', async () => {
    const client = await signedInClient(t);
    const { authenticator } = await registerPasskey(t, client.accessToken);
    const copy = authenticator.clone();
    expect((await signInWithPasskey(t, authenticator)).status).toBe(200);
    expect((await signInWithPasskey(t, copy)).body).toEqual(SIGN_IN_FAILED);

    const synced = await registerPasskey(t, client.accessToken, softAuthenticatorFor(t, { countsSignatures: false }));
    expect(synced.status).toBe(201);
    expect((await signInWithPasskey(t, synced.authenticator)).status).toBe(200);
    expect((await signInWithPasskey(t, synced.authenticator)).status).toBe(200);
  });

  it('one credential belongs to one account; at most 10 per account', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const { authenticator } = await registerPasskey(t, client.accessToken);
    const again = await registerPasskey(t, other.accessToken, authenticator);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PASSKEY_ALREADY_REGISTERED', message: 'Esta llave de acceso ya está registrada.' });

    for (let i = 1; i < 10; i += 1) expect((await registerPasskey(t, client.accessToken, undefined, `Llave ${i}`)).status).toBe(201);
    const eleventh = await call<ApiErrorBody>(t, 'POST', '/api/auth/passkeys/registration-options', undefined, bearer(client.accessToken));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({
      code: 'PASSKEY_LIMIT_REACHED',
      message: 'Puedes tener como máximo 10 llaves de acceso. Elimina una para añadir otra.',
    });
    expect((await listOf(client.accessToken)).body.items.map((k) => k.name)).toContain('Llave 9');
  });

  it('removing a passkey stops it signing in; nobody removes another person’s', async () => {
    const client = await signedInClient(t);
    const other = await signedInClient(t);
    const { authenticator, body } = await registerPasskey(t, client.accessToken);
    for (const id of [body.id, 'no-es-un-id']) {
      const res = await call(t, 'DELETE', `/api/auth/passkeys/${id}`, undefined, bearer(other.accessToken));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'PASSKEY_NOT_FOUND', message: 'Llave de acceso no encontrada.' });
    }
    expect((await call(t, 'DELETE', `/api/auth/passkeys/${body.id}`, undefined, bearer(client.accessToken))).status).toBe(204);
    expect((await signInWithPasskey(t, authenticator)).body).toEqual(SIGN_IN_FAILED);
  });

  it('a suspended account cannot sign in with a passkey; a deleted one has none left', async () => {
    const suspended = await signedInClient(t);
    const key = await registerPasskey(t, suspended.accessToken);
    await ds.query(`UPDATE users SET status = 'suspended', suspension_reason = 'Spam', suspended_at = now() WHERE id = $1`, [suspended.id]);
    const refused = await signInWithPasskey(t, key.authenticator);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });

    const leaving = await signedInClient(t);
    const gone = await registerPasskey(t, leaving.accessToken);
    expect((await deleteAccount(t, leaving.accessToken)).status).toBe(204);
    expect(await ds.query(`SELECT id FROM passkeys WHERE user_id = $1`, [leaving.id])).toEqual([]);
    expect((await signInWithPasskey(t, gone.authenticator)).body).toEqual(SIGN_IN_FAILED);
  });

  it('bad input answers a Spanish 4xx, never a 500', async () => {
    const client = await signedInClient(t);
    const { challengeId } = await signInOptions(t);
    const bodies: unknown[] = [
      {},
      { challengeId },
      { challengeId: 'x', credential: {} },
      { challengeId, credential: 'texto' },
      { challengeId, credential: {} },
      { challengeId: (await signInOptions(t)).challengeId, credential: { id: 'nada', response: { clientDataJSON: '%%%' } } },
      { challengeId: (await signInOptions(t)).challengeId, credential: { id: 123, rawId: null, response: null, type: 'public-key' } },
    ];
    for (const body of bodies) {
      const res = await call<ApiErrorBody>(t, 'POST', '/api/auth/passkeys/login', body);
      expect({ body, status: res.status }).toEqual({ body, status: expect.any(Number) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(/[a-záéíóúñ]/i);
    }
    const registration = await registrationOptions(t, client.accessToken);
    for (const credential of [{}, { id: 'x', response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } }]) {
      const res = await call(
        t,
        'POST',
        '/api/auth/passkeys',
        { challengeId: registration.challengeId, credential },
        bearer(client.accessToken),
      );
      expect([400, 409]).toContain(res.status);
    }
    // Transports WebAuthn does not define are dropped, not stored (nor a reason to refuse the key).
    const odd = await registrationOptions(t, client.accessToken);
    const credential = softAuthenticatorFor(t).register(odd.options);
    credential.response.transports = ['internal', 'teletransporte-cuantico-experimental'];
    const kept = await call<{ id: string }>(
      t,
      'POST',
      '/api/auth/passkeys',
      { challengeId: odd.challengeId, credential },
      bearer(client.accessToken),
    );
    expect(kept.status).toBe(201);
    expect(await ds.query(`SELECT transports FROM passkeys WHERE id = $1`, [kept.body.id])).toEqual([{ transports: ['internal'] }]);

    const longName = await registerPasskey(t, client.accessToken, undefined, 'x'.repeat(81));
    expect(longName.status).toBe(400);
    expect(longName.body).toMatchObject({ message: expect.stringContaining('80 caracteres') });
  });
});
