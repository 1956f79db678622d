import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { documentPdf } from '../factories/document-factories.js';
import { madridDay, moveRequestBody } from '../factories/request-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import { deleteQueueKeys } from '../helpers/queue-keys.mjs';
import { startIsolatedServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import {
  api,
  moverOfMadrid,
  registerClientAccount,
  registerCompanyAccount,
  runId,
  signIn,
  watchErrors,
  type CompanyAccount,
} from './support/e2e-api.js';
import { enrolInBackoffice } from './support/backoffice-two-factor.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Money and trust (issue 20, «Done when»), in Chromium against the built app: a company that
 * already proposed on a client's request lets its first invoice fall overdue (its trial end and
 * then the invoice's due date moved into the past in SQL; the server's own billing scheduler,
 * every second here, issues the invoice and makes it overdue). Its dashboard shows the grace
 * banner, whose «Pagar ahora» opens that invoice's bank-transfer details (no Stripe in this run).
 * It uploads its goods-in-transit insurance through /company/documents; a super admin approves it
 * in the backoffice; the badge «Seguro de mercancías hasta …» then shows on the company's public
 * page (laptop and phone) and on its proposal as the client sees it.
 *
 * On a database of its own: the backoffice's review queue lists only this run's document, and
 * the scheduler advances only this run's subscriptions.
 */

const run = runId();
const COMPANY = { email: `e2e-trust-company-${run}@example.com`, companyName: `Mudanzas Confianza ${run}`, contact: 'Ana Ruiz' };
const CLIENT = { email: `e2e-trust-client-${run}@example.com`, fullName: `Pablo Soto ${run}` };
const SUPER_ADMIN = `e2e-trust-super-${run}@example.com`;
// Own BullMQ prefix: this server's job scheduler must not outlive the suite in a shared Redis.
const QUEUE_PREFIX = `rt-e2e-trust-${run}`.slice(0, 40);
const IBAN = 'ES9121000418450200051332';
const IBAN_SHOWN = 'ES91 2100 0418 4502 0005 1332';
/** The insurance's last day: a year from today (Madrid), as the company types it and as the badge writes it. */
const EXPIRES_ON = madridDay(365);
const BADGE = `Seguro de mercancías hasta ${EXPIRES_ON.split('-').reverse().join('/')}`;

type Subscription = { status: string; dunning: { state: string; oldestOverdueInvoiceId: string; invoiceNumber: string } | null };
type InvoicePage = { items: { id: string; invoiceNumber: string; status: string }[]; total: number };

/** Polls `read` until `done` accepts its answer (the scheduler ticks every second). */
async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 300))) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: no llegó en ${timeoutMs / 1000} s (${JSON.stringify(value)})`);
  }
}

describe('money and trust in Chromium', () => {
  let server: IsolatedServerProcess;
  let browser: Browser;
  let db: pg.Client;
  let company: CompanyAccount;
  let clientToken: string;
  let requestId: string;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startIsolatedServerProcess('rutalia_trust', { BILLING_SCHEDULER_INTERVAL_MS: '1000', QUEUE_PREFIX, BANK_TRANSFER_IBAN: IBAN }),
      launchBrowser(),
    ]);
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    company = await registerCompanyAccount(server, moverOfMadrid(COMPANY, 'basic'));
    clientToken = await registerClientAccount(server, CLIENT);
    // As `npm run admin:create` leaves it: type super_admin with the super_admin and admin roles.
    await registerClientAccount(server, { email: SUPER_ADMIN, fullName: 'Sara Revisora' });
    const [{ id: adminId }] = (await db.query(`UPDATE users SET user_type = 'super_admin' WHERE email = $1 RETURNING id`, [SUPER_ADMIN]))
      .rows;
    await db.query(`DELETE FROM user_roles WHERE user_id = $1`, [adminId]);
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'super_admin'), ($1, 'admin')`, [adminId]);
  }, 90_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await db?.end();
    await server?.stop();
    await deleteQueueKeys(QUEUE_PREFIX);
  });

  const newPage = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
    contexts.push(context);
    const page = await context.newPage();
    errors.push(watchErrors(page));
    return page;
  };

  it('shows a company in grace its banner, and the approved insurance badge on its page and its proposal', async () => {
    // 1. A client's move; the company answers it.
    ({ id: requestId } = await api<{ id: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ title: `Mudanza de Chamberí ${run}` }),
      clientToken,
    ));
    await api(server, 'GET', `/requests/${requestId}`, undefined, company.token);
    await api(
      server,
      'POST',
      `/requests/${requestId}/proposals`,
      { message: '<p>Dos operarios y camión; embalaje incluido.</p>', price: 640, vatIncluded: true },
      company.token,
    );

    // 2. The trial ends: the scheduler issues the first invoice. Its due date passes: it makes it
    // overdue and the subscription past_due, in its grace.
    await db.query(`UPDATE company_subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE company_id = $1`, [company.id]);
    const invoices = await until(
      'La primera factura',
      () => api<InvoicePage>(server, 'GET', '/me/invoices', undefined, company.token),
      (page) => page.total > 0,
    );
    const invoice = invoices.items[0];
    expect(invoice.status).toBe('pending');
    await db.query(`UPDATE invoices SET due_date = now() - interval '1 minute' WHERE id = $1`, [invoice.id]);
    const subscription = await until(
      'La gracia',
      () => api<Subscription>(server, 'GET', '/me/subscription', undefined, company.token),
      (s) => s.dunning?.state === 'grace',
    );
    expect(subscription).toMatchObject({
      status: 'past_due',
      dunning: { oldestOverdueInvoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
    });

    // 3. The company's dashboard warns it; «Pagar ahora» opens that invoice's transfer details.
    const companyPage = await newPage(1280);
    await signIn(companyPage, server, COMPANY.email);
    await dismissCookies(companyPage);
    const banner = companyPage.getByRole('status').filter({ hasText: 'Pago pendiente' });
    await banner.getByText(`Tienes una factura vencida (${invoice.invoiceNumber},`, { exact: false }).waitFor();
    await banner.getByText('para no perder el acceso a nuevas solicitudes', { exact: false }).waitFor();
    await banner.getByRole('link', { name: 'Pagar ahora' }).click();
    await companyPage.waitForURL((url) => url.pathname === '/company-billing' && url.searchParams.get('pagar') === invoice.id);
    const panel = companyPage.getByRole('article', { name: `Factura ${invoice.invoiceNumber}` });
    await panel.getByText('Paga por transferencia bancaria con estos datos.').waitFor();
    await panel.getByText(IBAN_SHOWN, { exact: true }).waitFor();
    expect(await panel.locator('dt', { hasText: 'Concepto' }).locator('xpath=following-sibling::dd').textContent()).toBe(
      invoice.invoiceNumber,
    );
    await panel.getByText('Vencida', { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: 'Pagar con tarjeta o SEPA' }).count()).toBe(0);

    // 4. It uploads its goods insurance with its last day: pending review.
    await companyPage.goto(`${server.url}/company/documents`);
    const card = companyPage.getByRole('region', { name: 'Seguro de mercancías' });
    const form = card.getByRole('form', { name: 'Subir Seguro de mercancías' });
    await form.getByLabel('Archivo').setInputFiles({ name: 'poliza-mercancias.pdf', mimeType: 'application/pdf', buffer: documentPdf() });
    await form.getByLabel('Válido hasta').fill(EXPIRES_ON);
    await form.getByRole('button', { name: 'Subir y enviar a revisión' }).click();
    await companyPage.locator('[data-sonner-toast]').filter({ hasText: 'Documento enviado' }).first().waitFor();
    await card.getByText('Pendiente de revisión').first().waitFor();
    await card.getByText('Lo revisaremos en 24-48 horas.').waitFor();
    const before = await api<{ badges: { label: string }[] }>(server, 'GET', `/companies/${company.seoParam}`);
    expect(before.badges.map((b) => b.label)).not.toContain(BADGE); // a pending document shows nothing yet

    // 5. A super admin opens it from the backoffice's «Documentos» and approves it.
    const admin = await newPage(1280);
    await enrolInBackoffice(admin, server, SUPER_ADMIN); // two-factor is mandatory for admins (issue 22)
    await admin.getByRole('menuitem', { name: 'Documentos' }).click();
    const row = admin.getByRole('row').filter({ hasText: COMPANY.companyName });
    await row.getByText('Seguro de mercancías').click();
    await admin.waitForURL(/#\/documents\/[^/]+\/show$/);
    await admin.getByRole('button', { name: 'Aprobar' }).click();
    await admin.getByText('Documento aprobado: su insignia ya se ve').first().waitFor();
    await admin.getByText('Aprobado', { exact: true }).first().waitFor();
    expect(await admin.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);

    // 6. The badge: on the company's public page (a visitor, laptop and phone) and on its proposal.
    for (const width of [1280, 390]) {
      const visitor = await newPage(width);
      await visitor.goto(`${server.url}/company/${company.seoParam}`);
      await dismissCookies(visitor);
      await visitor.getByRole('heading', { level: 1, name: COMPANY.companyName }).waitFor();
      await visitor.getByRole('list', { name: 'Comprobado por Rutalia' }).getByText(BADGE, { exact: true }).first().waitFor();
      if (width === 390) expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    const client = await newPage(1280);
    await signIn(client, server, CLIENT.email);
    await dismissCookies(client);
    await client.goto(`${server.url}/jobs/${requestId}/proposals`);
    const proposal = client.getByRole('article', { name: COMPANY.companyName });
    await proposal.getByRole('list', { name: 'Comprobado por Rutalia' }).getByText(BADGE, { exact: true }).waitFor();

    // The company's own screen says the same.
    await companyPage.reload();
    await card.getByText('Aprobado', { exact: true }).first().waitFor();
    await companyPage.getByRole('region', { name: 'Lo que ven los clientes' }).getByText(BADGE, { exact: true }).waitFor();

    expect(errors.flat()).toEqual([]);
  }, 150_000);
});
