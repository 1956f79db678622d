import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { ServerProcess } from '../../helpers/server-process.js';

/**
 * What the browser journeys share: calling the API of the server under test to set up data,
 * signing in through the real login form, and collecting page errors.
 */

export const E2E_PASSWORD = 'clave-segura-123';

/** A short id unique to this run, to find this run's rows among others. */
export const runId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Json = Record<string, unknown>;

export async function api<T = Json>(server: ServerProcess, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function loginApi(server: ServerProcess, email: string, password = E2E_PASSWORD): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>(server, 'POST', '/auth/login', { email, password });
  return accessToken;
}

export interface CompanyAccount {
  id: string;
  seoParam: string;
  token: string;
}

/** Registers a company account (on `plan`, Básico by default) and fills its public profile. */
export async function registerCompanyAccount(
  server: ServerProcess,
  account: { email: string; companyName: string; contact: string; city: string; services: string[]; phone?: string; plan?: string },
): Promise<CompanyAccount> {
  const phone = account.phone ?? '600 123 456';
  await api(server, 'POST', '/auth/register', {
    userType: 'company',
    email: account.email,
    password: E2E_PASSWORD,
    fullName: account.contact,
    companyName: account.companyName,
    contactPerson: account.contact,
    phone,
    city: account.city,
    province: account.city,
    services: account.services,
    subscriptionPlan: account.plan,
  });
  await verifyEmailFromMail(server, account.email);
  const token = await loginApi(server, account.email);
  const company = await api<{ id: string; seoParam: string }>(
    server,
    'PATCH',
    '/companies/me',
    {
      companyName: account.companyName,
      contactPerson: account.contact,
      email: account.email,
      phone,
      website: 'https://example.com',
      city: account.city,
      province: account.city,
      services: account.services,
      description: `<p><strong>${account.companyName}</strong> hace mudanzas y portes.</p><ul><li>Seguro incluido</li></ul>`,
    },
    token,
  );
  return { ...company, token };
}

/** A removals company of Madrid («Mudanzas de viviendas») on `plan`, for registerCompanyAccount. */
export function moverOfMadrid(account: { email: string; companyName: string; contact: string }, plan: string) {
  return { ...account, city: 'Madrid', services: ['Mudanzas de viviendas'], plan };
}

/** Registers a client account and returns its access token. */
export async function registerClientAccount(
  server: ServerProcess,
  account: { email: string; fullName: string; phone?: string; city?: string },
): Promise<string> {
  await api(server, 'POST', '/auth/register', {
    userType: 'client',
    email: account.email,
    password: E2E_PASSWORD,
    fullName: account.fullName,
    phone: account.phone ?? '600 999 888',
    city: account.city ?? 'Madrid',
    province: account.city ?? 'Madrid',
  });
  await verifyEmailFromMail(server, account.email);
  return loginApi(server, account.email);
}

/**
 * Issue 22: the verification link of the newest sign-up mail to `email` (the .eml the server's mail
 * worker writes under DATA_DIR/mail).
 */
export async function verificationLinkFromMail(server: ServerProcess, email: string, timeoutMs = 20_000): Promise<string> {
  const dir = path.join(server.dataDir!, 'mail');
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes('email-verification'));
    } catch {
      // the folder appears with the first mail
    }
    for (const file of files.sort().reverse()) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      if (!to.test(raw)) continue;
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const url = text.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/)?.[0];
      if (url) return url;
    }
    if (Date.now() > deadline) throw new Error(`No llegó el correo de verificación para ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Follows the verification link of the sign-up mail, as the user would, so the account's requests and proposals go out. */
export async function verifyEmailFromMail(server: ServerProcess, email: string, timeoutMs = 20_000): Promise<void> {
  const url = await verificationLinkFromMail(server, email, timeoutMs);
  await api(server, 'POST', '/auth/verify-email', { token: decodeURIComponent(new URL(url).searchParams.get('token')!) });
}

/** Uncaught page errors, to assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, server: ServerProcess, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard/);
}
