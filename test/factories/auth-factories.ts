import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthUserDto, SessionResponseDto, UserResponseDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';

/**
 * Accounts through the real API. Every call comes from its own random client address
 * (X-Forwarded-For; the app trusts the proxy header), so the per-IP limits of the auth routes
 * never trip across tests, even with a Redis store shared by many runs.
 */

export const TEST_PASSWORD = 'contraseña-segura-1';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@example.com`;

/** A random documentation-range-free IPv4 address for one simulated client. */
export const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

/**
 * The body of every error answer (`{ statusCode, code, message, errors? }`). The OpenAPI document
 * describes no error responses, so it comes from the backend itself.
 */
/** The body of every error answer, from the contract. */
export type { ErrorBodyDto as ApiErrorBody } from '@rutalia/api-contract';

/** One answer of the API; `T` is its body as the contract describes it (`unknown` until asked). */
export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = unknown>(
  t: TestApp,
  method: string,
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const res = await t.request(method, route, body, { 'x-forwarded-for': randomIp(), ...headers });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The `code` of an error answer; undefined for any other body (a record, a list, CSV, none). */
export const errorCodeOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;

export interface Registered {
  id: string;
  email: string;
  password: string;
  user: AuthUserDto;
}

/**
 * Issue 22: accounts come verified (the link of the sign-up mail is followed through the API)
 * unless `verified: false`, which leaves them as a fresh sign-up (requests and proposals as drafts).
 */
export async function registerClient(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const { verified = true, ...fields } = overrides;
  const body = { userType: 'client', email: uniqueEmail('cliente'), password: TEST_PASSWORD, fullName: 'Ana Cliente', ...fields };
  const res = await call<UserResponseDto>(t, 'POST', '/api/auth/register', body);
  if (res.status !== 201) throw new Error(`registerClient: ${res.status} ${JSON.stringify(res.body)}`);
  if (verified) await followVerificationLink(t, res.body.user.email);
  return { id: res.body.user.id, email: res.body.user.email, password: body.password, user: res.body.user };
}

/**
 * The token of the newest verification link mailed to `to`: from mail_log's payload while the
 * mail is unsent (no worker in most specs), else from the .eml the worker wrote (the payload is
 * dropped once sent).
 */
export async function verificationTokenFor(t: TestApp, to: string, { timeoutMs = 30_000 } = {}): Promise<string> {
  // A server process seen over HTTP (test/faults) has no app here: only its worker's .eml files.
  const ds = (t.app as TestApp['app'] | undefined)?.get(DataSource);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = !ds
      ? [{ url: null }]
      : await ds.query<{ url: string | null }[]>(
          `SELECT payload->>'verifyUrl' AS url FROM mail_log WHERE lower(to_email) = lower($1) AND template = 'email-verification'
        ORDER BY created_at DESC, id DESC LIMIT 1`,
          [to],
        );
    const url = row?.url ?? verifyLinkIn(mailsFor(t, to, { verification: true }).at(-1)?.text);
    if (row && url) return decodeURIComponent(new URL(url).searchParams.get('token')!);
    if (Date.now() > deadline) throw new Error(`No llegó el enlace de verificación para ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function verifyLinkIn(text: string | undefined): string | undefined {
  return text?.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)?.[0];
}

/** Follows the newest verification link mailed to `to` (POST /api/auth/verify-email). */
export async function followVerificationLink(t: TestApp, to: string): Promise<ApiResult> {
  const res = await call(t, 'POST', '/api/auth/verify-email', { token: await verificationTokenFor(t, to) });
  if (res.status !== 200) throw new Error(`followVerificationLink: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export const companyBody = (overrides: Record<string, unknown> = {}) => ({
  userType: 'company',
  email: uniqueEmail('empresa'),
  password: TEST_PASSWORD,
  companyName: 'Transportes Prueba',
  contactPerson: 'Luis Contacto',
  phone: '600111222',
  city: 'Madrid',
  province: 'Madrid',
  ...overrides,
});

export async function registerCompany(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const { verified = true, ...fields } = overrides;
  const body = companyBody(fields);
  const res = await call<UserResponseDto>(t, 'POST', '/api/auth/register', body);
  if (res.status !== 201) throw new Error(`registerCompany: ${res.status} ${JSON.stringify(res.body)}`);
  if (verified) await followVerificationLink(t, res.body.user.email);
  return { id: res.body.user.id, email: res.body.user.email, password: body.password, user: res.body.user };
}

export interface LoggedIn {
  accessToken: string;
  /** `rutalia_refresh=<token>`, ready for a Cookie header. */
  cookie: string;
  /** The whole Set-Cookie header of the login answer. */
  setCookie: string;
  user: AuthUserDto;
}

export function refreshCookieFrom(headers: Headers): { cookie: string; setCookie: string } {
  const setCookie = headers.getSetCookie().find((c) => c.startsWith('rutalia_refresh=')) ?? '';
  return { cookie: setCookie.split(';')[0], setCookie };
}

export async function login(
  t: TestApp,
  email: string,
  password: string = TEST_PASSWORD,
  extra: Record<string, unknown> = {},
): Promise<LoggedIn> {
  const res = await call<SessionResponseDto>(t, 'POST', '/api/auth/login', { email, password, ...extra });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.accessToken, user: res.body.user, ...refreshCookieFrom(res.headers) };
}

/** A client registered and signed in. */
export async function signedInClient(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Registered & LoggedIn> {
  const account = await registerClient(t, overrides);
  return { ...account, ...(await login(t, account.email, account.password)) };
}

export async function signedInCompany(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Registered & LoggedIn> {
  const account = await registerCompany(t, overrides);
  return { ...account, ...(await login(t, account.email, account.password)) };
}

/** Decodes a quoted-printable body part (what nodemailer writes for accented text). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export interface ReceivedMail {
  file: string;
  raw: string;
  /** The raw message with quoted-printable decoded (headers stay MIME-encoded). */
  text: string;
}

/**
 * The .eml files written for `to` so far (mail worker running, no SMTP_URL), oldest first.
 * Verification mails, which the factories follow themselves at sign-up, only with
 * `verification: true`: the mail a spec waits for is what came after.
 */
export function mailsFor(t: TestApp, to: string, { verification = false } = {}): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(t.config.mailDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  return files
    .map((file) => ({ file, raw: readFileSync(path.join(t.config.mailDir, file), 'utf8') }))
    .filter(({ file, raw }) => (verification || !file.includes('-email-verification-')) && header.test(raw))
    .map(({ file, raw }) => ({ file, raw, text: decodeQuotedPrintable(raw) }));
}

/** Waits until `count` mails for `to` exist and returns the newest. */
export async function waitForMail(t: TestApp, to: string, { timeoutMs = 15_000, count = 1 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsFor(t, to);
    if (mails.length >= count) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No llegó el correo ${count} para ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function resetLinkFrom(text: string): { url: string; token: string } {
  const url = text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/)?.[0];
  if (!url) throw new Error('El correo no contiene el enlace de restablecimiento');
  return { url, token: decodeURIComponent(new URL(url).searchParams.get('token')!) };
}

/** Limits high enough that only the rate-limit specs ever see a 429. */
export const relaxedRateLimits = {
  loginPerIp: { limit: 10_000, windowMs: 60_000 },
  loginPerEmail: { limit: 10_000, windowMs: 60_000 },
  forgotPasswordPerIp: { limit: 10_000, windowMs: 60_000 },
  forgotPasswordPerEmail: { limit: 10_000, windowMs: 60_000 },
  registerPerIp: { limit: 10_000, windowMs: 60_000 },
  contactPerIp: { limit: 10_000, windowMs: 60_000 },
  newsletterPerIp: { limit: 10_000, windowMs: 60_000 },
  newsletterPerEmail: { limit: 10_000, windowMs: 60_000 },
};
