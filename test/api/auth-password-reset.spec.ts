import { readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { hashToken } from '../../backend/src/modules/auth/tokens.js';
import { MailProcessor } from '../../backend/src/modules/mail/mail.processor.js';
import {
  call,
  login,
  mailsFor,
  registerClient,
  relaxedRateLimits,
  resetLinkFrom,
  signedInClient,
  TEST_PASSWORD,
  uniqueEmail,
  waitForMail,
  type ApiErrorBody,
} from '../factories/auth-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const SENT = { message: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.' };
const INVALID_RESET_TOKEN = {
  statusCode: 400,
  code: 'INVALID_RESET_TOKEN',
  message: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
};
const NEW_PASSWORD = 'nueva-contraseña-2';

/** With the mail worker running (runWorkers: true): mails land as .eml files in config.mailDir. */
describe('password reset', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: 'https://rutalia.test' });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const forgot = (email: string) => call(t, 'POST', '/api/auth/forgot-password', { email });
  const reset = <T = unknown>(token: string, password = NEW_PASSWORD) =>
    call<T>(t, 'POST', '/api/auth/reset-password', { token, password });

  it('answers the same for existing and unknown emails; only the existing one gets a mail', async () => {
    const account = await registerClient(t);
    const unknown = uniqueEmail('nadie');
    const a = await forgot(account.email.toUpperCase());
    const b = await forgot(unknown);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(SENT);
    expect(b.body).toEqual(SENT);

    const mail = await waitForMail(t, account.email);
    expect(mail.file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-password-reset-[0-9a-f]{6}\.eml$/);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Restablece_tu_contrase/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
    const { url, token } = resetLinkFrom(mail.text);
    expect(url.startsWith('https://rutalia.test/reset-password?token=')).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await ds.query('SELECT * FROM password_reset_tokens WHERE token_hash = $1', [hashToken(token)]);
    expect(row.user_id).toBe(account.id);
    expect(row.used_at).toBeNull();
    expect(Math.abs(new Date(row.expires_at).getTime() - (Date.now() + 3600_000))).toBeLessThan(60_000);
    const [log] = await ds.query(`SELECT * FROM mail_log WHERE dedupe_key = $1`, [`password-reset:${row.id}`]);
    expect(log).toMatchObject({
      to_email: account.email,
      template: 'password-reset',
      subject: 'Restablece tu contraseña de Rutalia',
      status: 'sent',
      attempts: 1,
    });

    // Nothing was created for the unknown email, and no mail went to it.
    expect(await ds.query('SELECT 1 FROM mail_log WHERE to_email = $1', [unknown])).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(t, unknown)).toEqual([]);
  });

  it('the link works once, sets the password and ends every session', async () => {
    const session = await signedInClient(t);
    const other = await login(t, session.email, TEST_PASSWORD, { remember: true });
    await forgot(session.email);
    const { token } = resetLinkFrom((await waitForMail(t, session.email)).text);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Contraseña actualizada. Ya puedes iniciar sesión.' });

    // Sessions opened before are over; the old password no longer works; the new one does.
    for (const cookie of [session.cookie, other.cookie]) {
      expect((await call(t, 'POST', '/api/auth/refresh', undefined, { cookie })).status).toBe(401);
    }
    expect((await call(t, 'POST', '/api/auth/login', { email: session.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/login', { email: session.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await reset(token, 'otra-contraseña-3');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_RESET_TOKEN);
    expect((await call(t, 'POST', '/api/auth/login', { email: session.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('expires after one hour', async () => {
    const account = await registerClient(t);
    await forgot(account.email);
    const { token } = resetLinkFrom((await waitForMail(t, account.email)).text);
    await ds.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(token)]);
    const res = await reset(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID_RESET_TOKEN);
    expect((await call(t, 'POST', '/api/auth/login', { email: account.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('a newer request invalidates the earlier link', async () => {
    const account = await registerClient(t);
    await forgot(account.email);
    const first = resetLinkFrom((await waitForMail(t, account.email)).text).token;
    await forgot(account.email);
    const second = resetLinkFrom((await waitForMail(t, account.email, { count: 2 })).text).token;
    expect(second).not.toBe(first);
    expect((await reset(first)).body).toEqual(INVALID_RESET_TOKEN);
    expect((await reset(second)).status).toBe(200);
  });

  it('suspended and inactive accounts get no link', async () => {
    const suspended = await registerClient(t);
    await ds.query(`UPDATE users SET status = 'suspended', suspension_reason = 'Fraude', suspended_at = now() WHERE id = $1`, [
      suspended.id,
    ]);
    const inactive = await registerClient(t);
    await ds.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [inactive.id]);
    for (const account of [suspended, inactive]) {
      const res = await forgot(account.email);
      expect(res.status).toBe(202);
      expect(res.body).toEqual(SENT);
      expect(await ds.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [account.id])).toEqual([]);
    }
  });

  it('refuses made-up tokens and short passwords', async () => {
    expect((await reset('inventado')).body).toEqual(INVALID_RESET_TOKEN);
    const short = await reset<ApiErrorBody>('inventado', '1234');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('La contraseña debe tener al menos 8 caracteres.');
    const badEmail = await call(t, 'POST', '/api/auth/forgot-password', { email: 'no-es-email' });
    expect(badEmail.status).toBe(400);
  });

  it('the mail worker is idempotent: the same job twice sends one mail', async () => {
    const processor = t.app.get(MailProcessor);
    const to = uniqueEmail('idempotente');
    const payload = {
      template: 'password-reset',
      to,
      data: { fullName: 'Ana', resetUrl: 'https://rutalia.test/reset-password?token=abc', expiresInMinutes: 60 },
      dedupeKey: `test:${to}`,
    };
    const countFiles = () => readdirSync(t.config.mailDir).length;
    const before = countFiles();
    expect((await processor.deliver(payload)).status).toBe('sent');
    expect((await processor.deliver(payload)).status).toBe('skipped');
    expect(countFiles()).toBe(before + 1);
    const [log] = await ds.query('SELECT status, attempts FROM mail_log WHERE dedupe_key = $1', [`test:${to}`]);
    expect(log).toEqual({ status: 'sent', attempts: 1 });
    await expect(processor.deliver({ ...payload, template: 'no-existe', dedupeKey: `test2:${to}` })).rejects.toThrow(
      /Plantilla de correo desconocida/,
    );
  });
});
