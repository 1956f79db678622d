import { categoryOfServices } from '@rutalia/catalog';
import { randomUUID } from 'node:crypto';
import type { ContactCreatedDto } from '@rutalia/api-contract';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';
import { call, mailsFor, waitForMail, type ReceivedMail } from './auth-factories.js';
import { insertUser } from './sql-factories.js';

/** Content of the public site: contact messages, newsletter sign-ups and the rows behind /api/stats. */

export const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana García',
  email: 'ana.garcia@example.com',
  subject: 'pricing',
  message: 'Quería saber el precio del plan Premium para una flota de 12 camiones.',
  ...overrides,
});

export const sendContact = <T = ContactCreatedDto>(t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<T>(t, 'POST', '/api/contact', body, headers);

// ---------------------------------------------------------------- newsletter

export const subscribe = (t: TestApp, email: string) => call(t, 'POST', '/api/newsletter', { email });
export const confirmNewsletter = (t: TestApp, token: string) => call(t, 'POST', '/api/newsletter/confirm', { token });

/** The token of a link to `path` (e.g. '/newsletter/confirmar') in a decoded mail. */
export function tokenFrom(text: string, pathname: string): string {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${escaped}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`El correo no contiene el enlace ${pathname}`);
  return decodeURIComponent(match[1]);
}

/** A header of a raw message, unfolded (nodemailer folds long values onto the next line). */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The newest mail for `to` whose file name says it used `template`, after `count` of them arrived. */
export async function waitForTemplateMail(t: TestApp, to: string, template: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = mailsFor(t, to).filter((mail) => mail.file.includes(`-${template}-`));
    if (mails.length >= count) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No llegó el correo ${template} (${count}) para ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs `email` up and confirms it through the mailed link; answers the confirmation and welcome mails. */
export async function confirmedSubscriber(t: TestApp, email: string): Promise<{ confirmMail: ReceivedMail; welcomeMail: ReceivedMail }> {
  const res = await subscribe(t, email);
  if (res.status !== 202) throw new Error(`POST /newsletter: ${res.status} ${JSON.stringify(res.body)}`);
  const confirmMail = await waitForMail(t, email);
  const confirmed = await confirmNewsletter(t, tokenFrom(confirmMail.text, '/newsletter/confirmar'));
  if (confirmed.status !== 200) throw new Error(`POST /newsletter/confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  // Waited for: the worker checks the subscription when it sends, so a test that unsubscribes
  // right away would otherwise race the welcome mail (and find it suppressed).
  const welcomeMail = await waitForTemplateMail(t, email, 'newsletter-welcome');
  return { confirmMail, welcomeMail };
}

// ---------------------------------------------------------------- rows behind the site figures (SQL)

export async function insertCompanyRow(
  ds: DataSource,
  opts: { isActive?: boolean; status?: 'active' | 'suspended' | 'pending' } = {},
): Promise<string> {
  const userId = await insertUser(ds, { userType: 'company' });
  const [row] = await ds.query(
    `INSERT INTO companies (user_id, slug, company_name, is_active, status, suspension_reason)
     VALUES ($1, '', $2, $3, $4, $5) RETURNING id`,
    [
      userId,
      `Transportes ${randomUUID().slice(0, 8)}`,
      opts.isActive ?? true,
      opts.status ?? 'active',
      opts.status === 'suspended' ? 'Fraude' : null,
    ],
  );
  return row.id;
}

export async function insertRequestRow(
  ds: DataSource,
  opts: { services?: string[]; status?: string; createdAt?: Date; title?: string } = {},
): Promise<string> {
  const clientId = await insertUser(ds);
  const services = opts.services ?? ['Mudanzas'];
  // The category as the API sets it for an old-style request: that of the first service that has one.
  const category = categoryOfServices(services)?.slug ?? null;
  const [row] = await ds.query(
    `INSERT INTO requests (client_id, slug, title, description, services, category, city, province, status, created_at)
     VALUES ($1, '', $2, '<p>Detalles de la solicitud</p>', $3, $4, 'Madrid', 'Madrid', $5, $6) RETURNING id`,
    [clientId, opts.title ?? 'Solicitud de prueba', services, category, opts.status ?? 'active', opts.createdAt ?? new Date()],
  );
  return row.id;
}

/** A proposal `hoursAfter` hours after the request was created. */
export async function insertProposalRow(ds: DataSource, requestId: string, companyId: string, hoursAfter: number): Promise<void> {
  await ds.query(
    `INSERT INTO proposals (request_id, company_id, message, created_at)
     SELECT $1, $2, '<p>Podemos hacerlo.</p>', r.created_at + make_interval(secs => $3) FROM requests r WHERE r.id = $1`,
    [requestId, companyId, hoursAfter * 3600],
  );
}

export async function insertReviewRow(ds: DataSource, companyId: string, rating: number): Promise<void> {
  const userId = await insertUser(ds);
  await ds.query(`INSERT INTO reviews (company_id, user_id, rating) VALUES ($1, $2, $3)`, [companyId, userId, rating]);
}
