import { DataSource } from 'typeorm';
import { hashToken } from '../../backend/src/modules/auth/tokens.js';
import {
  call,
  mailsFor,
  randomIp,
  relaxedRateLimits,
  uniqueEmail,
  waitForMail,
  type ApiErrorBody,
  type ReceivedMail,
} from '../factories/auth-factories.js';
import {
  confirmedSubscriber,
  confirmNewsletter,
  mailHeader,
  subscribe,
  tokenFrom,
  waitForTemplateMail,
} from '../factories/content-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const PUBLIC_URL = 'https://rutalia.test';
const TOKEN_INVALID = { statusCode: 404, code: 'NEWSLETTER_TOKEN_INVALID', message: 'El enlace no es válido o ya se ha utilizado.' };
const ALREADY = { statusCode: 409, code: 'NEWSLETTER_ALREADY_SUBSCRIBED', message: 'Este email ya está registrado en nuestra newsletter' };

/** Every newsletter mail: the unsubscribe page in text and HTML, and the RFC 2369/8058 headers. */
function expectUnsubscribeParts(mail: ReceivedMail, unsubscribeToken: string) {
  const page = `${PUBLIC_URL}/newsletter/baja?token=${unsubscribeToken}`;
  const [text, html] = mail.text.split(/^Content-Type: text\/html/m);
  expect(text).toContain(`Para darte de baja: ${page}`);
  expect(html).toContain(`href="${page}"`);
  expect(mailHeader(mail.raw, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`);
  expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
}

/** With the mail worker running (runWorkers: true): mails land as .eml files in config.mailDir. */
describe('newsletter (double opt-in)', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ runWorkers: true, rateLimits: relaxedRateLimits, publicUrl: PUBLIC_URL });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const rowOf = async (email: string) =>
    (await ds.query('SELECT * FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [email]))[0];
  const unsubscribe = (token: string | undefined) => call(t, 'POST', '/api/newsletter/unsubscribe', token === undefined ? {} : { token });

  it('signs up pending, mails the confirmation link, confirms once and welcomes', async () => {
    const email = uniqueEmail('news');
    const res = await subscribe(t, `  ${email.toUpperCase()} `);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'pending' });

    const pending = await rowOf(email);
    expect(pending).toMatchObject({ email, status: 'pending', confirmed_at: null, unsubscribed_at: null });
    const mail = await waitForMail(t, email);
    expect(mail.file).toMatch(/-newsletter-confirm-[0-9a-f]{6}\.eml$/);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Confirma_tu_suscripci/m);
    const token = tokenFrom(mail.text, '/newsletter/confirmar');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${PUBLIC_URL}/newsletter/confirmar?token=${token}`);
    // Only the hash is kept.
    expect(pending.confirm_token_hash).toBe(hashToken(token));
    expectUnsubscribeParts(mail, pending.unsubscribe_token);

    const confirmed = await confirmNewsletter(t, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email });
    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'confirmed', confirm_token_hash: null, unsubscribed_at: null });
    expect(Math.abs(new Date(row.confirmed_at).getTime() - Date.now())).toBeLessThan(60_000);

    const welcome = await waitForTemplateMail(t, email, 'newsletter-welcome');
    expect(welcome.raw).toMatch(/^Subject: =\?UTF-8\?Q\?=C2=A1Suscripci=C3=B3n_exitosa!/m);
    expectUnsubscribeParts(welcome, row.unsubscribe_token);

    // The link works once.
    const again = await confirmNewsletter(t, token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(TOKEN_INVALID);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsFor(t, email).filter((m) => m.file.includes('-newsletter-welcome-'))).toHaveLength(1);
  });

  it('a confirmed address answers 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    await confirmedSubscriber(t, email);
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      const res = await subscribe(t, variant);
      expect(res.status).toBe(409);
      expect(res.body).toEqual(ALREADY);
    }
    expect(await ds.query('SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE lower(email) = $1', [email])).toEqual([{ n: 1 }]);
  });

  it('signing up again while pending mails a new link and voids the old one', async () => {
    const email = uniqueEmail('pend');
    await subscribe(t, email);
    const first = tokenFrom((await waitForMail(t, email)).text, '/newsletter/confirmar');
    const res = await subscribe(t, email.toUpperCase());
    expect(res.status).toBe(202);
    const second = tokenFrom((await waitForMail(t, email, { count: 2 })).text, '/newsletter/confirmar');
    expect(second).not.toBe(first);
    expect((await confirmNewsletter(t, first)).body).toEqual(TOKEN_INVALID);
    expect((await confirmNewsletter(t, second)).status).toBe(200);
  });

  it('unsubscribes by token in the body, idempotently', async () => {
    const email = uniqueEmail('baja');
    await confirmedSubscriber(t, email);
    const { unsubscribe_token: token } = await rowOf(email);
    const res = await unsubscribe(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email });
    const row = await rowOf(email);
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).not.toBeNull();

    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email });
    expect((await rowOf(email)).unsubscribed_at).toEqual(row.unsubscribed_at);
  });

  it('one-click unsubscribe (RFC 8058): the form mail clients post to the List-Unsubscribe URL', async () => {
    const email = uniqueEmail('clic');
    const { confirmMail } = await confirmedSubscriber(t, email);
    const url = mailHeader(confirmMail.raw, 'List-Unsubscribe')!.slice(1, -1);
    const res = await fetch(url.replace(PUBLIC_URL, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email });
    expect((await rowOf(email)).status).toBe('unsubscribed');
    // The query alone works as well.
    const { unsubscribe_token: token } = await rowOf(email);
    expect((await call(t, 'POST', `/api/newsletter/unsubscribe?token=${token}`)).body).toEqual({ email });
  });

  it('unknown, malformed or missing unsubscribe tokens answer 404', async () => {
    for (const token of ['00000000-0000-4000-8000-000000000000', 'no-es-un-token', '', undefined]) {
      const res = await unsubscribe(token);
      expect({ token, status: res.status, body: res.body }).toEqual({ token, status: 404, body: TOKEN_INVALID });
    }
    expect((await call(t, 'POST', '/api/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000')).body).toEqual(TOKEN_INVALID);
    expect((await confirmNewsletter(t, 'inventado')).body).toEqual(TOKEN_INVALID);
    expect((await call(t, 'POST', '/api/newsletter/confirm', {})).status).toBe(400);
  });

  it('an unsubscribed address can sign up again: pending, a new mail, then confirmed', async () => {
    const email = uniqueEmail('vuelve');
    await confirmedSubscriber(t, email);
    const { unsubscribe_token: token } = await rowOf(email);
    await unsubscribe(token);

    const res = await subscribe(t, email);
    expect(res.status).toBe(202);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmed_at: null, unsubscribed_at: null });
    const mail = await waitForTemplateMail(t, email, 'newsletter-confirm', 2);
    expect((await confirmNewsletter(t, tokenFrom(mail.text, '/newsletter/confirmar'))).status).toBe(200);
    expect((await rowOf(email)).status).toBe('confirmed');
    await waitForTemplateMail(t, email, 'newsletter-welcome', 2);
  });

  it('unsubscribing while pending voids the confirmation link', async () => {
    const email = uniqueEmail('arrepentido');
    await subscribe(t, email);
    const link = tokenFrom((await waitForMail(t, email)).text, '/newsletter/confirmar');
    await unsubscribe((await rowOf(email)).unsubscribe_token);
    expect((await confirmNewsletter(t, link)).body).toEqual(TOKEN_INVALID);
    expect((await rowOf(email)).status).toBe('unsubscribed');
  });

  it('concurrent sign-ups of one address end as one pending row, never a 500', async () => {
    const email = uniqueEmail('carrera');
    const variants = [email, email.toUpperCase(), email, ` ${email}`, email.replace(/^./, (c) => c.toUpperCase()), email, email, email];
    const results = await Promise.all(variants.map((v) => subscribe(t, v)));
    expect(results.map((r) => r.status)).toEqual(variants.map(() => 202));
    expect(await ds.query('SELECT status FROM newsletter_subscriptions WHERE lower(email) = $1', [email])).toEqual([{ status: 'pending' }]);
    // The newest link is the one that works.
    const row = await rowOf(email);
    await waitForMail(t, email, { count: variants.length });
    const tokens = mailsFor(t, email).map((m) => tokenFrom(m.text, '/newsletter/confirmar'));
    expect(tokens.filter((token) => hashToken(token) === row.confirm_token_hash)).toHaveLength(1);
  });

  it('rejects bad emails and unknown fields with Spanish messages', async () => {
    const cases: Array<[unknown, string]> = [
      ['no-es-email', 'El email no es válido.'],
      ['', 'El email es obligatorio.'],
      [undefined, 'El email es obligatorio.'],
      [42, 'El email debe ser un texto.'],
      [`${'a'.repeat(250)}@example.com`, 'El email no puede superar 254 caracteres.'],
    ];
    for (const [email, message] of cases) {
      const res = await call(t, 'POST', '/api/newsletter', email === undefined ? {} : { email });
      expect({ email, status: res.status, body: res.body }).toEqual({
        email,
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_ERROR', message, errors: [{ field: 'email', message }] },
      });
    }
    const extra = await call<ApiErrorBody>(t, 'POST', '/api/newsletter', { email: uniqueEmail(), name: 'Ana' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([{ field: 'name', message: 'El campo name no está permitido.' }]);
  });
});

describe('newsletter rate limits', () => {
  const PER_ADDRESS = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      runWorkers: true,
      rateLimits: {
        ...relaxedRateLimits,
        newsletterPerIp: { limit: 2, windowMs: 60_000 },
        newsletterPerEmail: { limit: PER_ADDRESS, windowMs: 24 * 3600_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-IP limit of sign-ups', async () => {
    const ip = { 'x-forwarded-for': randomIp() };
    for (let i = 0; i < 2; i++) expect((await call(t, 'POST', '/api/newsletter', { email: uniqueEmail() }, ip)).status).toBe(202);
    const blocked = await call<ApiErrorBody>(t, 'POST', '/api/newsletter', { email: uniqueEmail() }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('mails one address at most the per-address limit of confirmations; the last link still works', async () => {
    const email = uniqueEmail('inundado');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await subscribe(t, i % 2 ? email.toUpperCase() : email)).status);
    // Same answer past the limit: the sender of the sign-ups learns nothing, the inbox gets nothing.
    expect(statuses).toEqual(Array(10).fill(202));
    const last = await waitForMail(t, email, { count: PER_ADDRESS });
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsFor(t, email)).toHaveLength(PER_ADDRESS);
    expect((await confirmNewsletter(t, tokenFrom(last.text, '/newsletter/confirmar'))).status).toBe(200);
  });
});
