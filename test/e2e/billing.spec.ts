import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { deleteQueueKeys } from '../helpers/queue-keys.mjs';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { api, registerCompanyAccount, runId, signIn, watchErrors, type CompanyAccount } from './support/e2e-api.js';

/**
 * /company-billing in Chromium against the built app: a company in its trial sees the days
 * left, saves its billing data, changes plan; its trial is then ended in SQL and the server's
 * own billing scheduler (every second here) issues the first invoice, which the company
 * downloads as a PDF; finally it cancels at period end. Plus a 390 px overflow check.
 */

const run = runId();
const EMAIL = `e2e-billing-${run}@example.com`;
const COMPANY = `Transportes Facturas ${run}`;
// Own BullMQ prefix: this server's job scheduler must not outlive the suite in a shared Redis.
const QUEUE_PREFIX = `rt-e2e-billing-${run}`.slice(0, 40);

/** The document Title of a pdfkit PDF (the Info dictionary is written uncompressed). */
function pdfTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const direct = text.match(/\/Title \(([^)]*)\)/);
  if (direct) return direct[1];
  const ref = text.match(/\/Title (\d+) 0 R/);
  return ref ? text.match(new RegExp(`\\n${ref[1]} 0 obj\\n\\(([^)]*)\\)`))?.[1] : undefined;
}

type InvoicePage = { items: { id: string; invoiceNumber: string; amount: number; status: string }[]; total: number };

describe('company billing in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let db: pg.Client;
  let company: CompanyAccount;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServerProcess({ BILLING_SCHEDULER_INTERVAL_MS: '1000', QUEUE_PREFIX }), launchBrowser()]);
    db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    company = await registerCompanyAccount(server, {
      email: EMAIL,
      companyName: COMPANY,
      contact: 'Lucía Facturas',
      city: 'Madrid',
      services: ['Mudanzas'],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    errors = watchErrors(page);
    await signIn(page, server, EMAIL);
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await db?.end();
    await deleteQueueKeys(QUEUE_PREFIX);
  });

  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  const currentPlan = () => page.locator('#current-plan-title');

  it('shows the trial, saves the billing data, changes plan, downloads the first invoice and cancels', async () => {
    await page.goto(`${server.url}/company-billing`);
    await page.getByRole('heading', { level: 1, name: 'Facturación y suscripción' }).waitFor();
    expect(await page.title()).toBe('Facturación y suscripción · Rutalia');
    await page.getByText('Te quedan 7 días de prueba').waitFor();
    await page.getByTestId('subscription-status').filter({ hasText: 'Período de prueba' }).waitFor();
    expect(await currentPlan().textContent()).toBe('Básico');
    await page.getByText('€29/mes').first().waitFor();
    await page.getByRole('heading', { name: 'Aún no tienes facturas' }).waitFor();

    // Billing data: required messages in Spanish, then a server field error, then saved.
    const form = page.getByRole('form', { name: 'Datos de facturación' });
    await form.getByRole('textbox', { name: 'País' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'País' }).inputValue()).toBe('España');
    await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await form.getByText('La razón social es obligatoria.').waitFor();
    await form.getByText('El NIF/CIF es obligatorio.').waitFor();
    await form.getByText('La ciudad es obligatoria.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('organization'); // Razón social
    await form.getByRole('textbox', { name: 'Razón social' }).fill(`${COMPANY} S.L.`);
    await form.getByRole('textbox', { name: 'NIF/CIF' }).fill('XX');
    await form.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 1, 2º B');
    await form.getByRole('combobox', { name: 'Ciudad' }).selectOption('Madrid');
    expect(await form.getByRole('combobox', { name: 'Provincia' }).inputValue()).toBe('Madrid');
    await form.getByRole('textbox', { name: 'Código postal' }).fill('28013');
    await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await toast('No se pudieron guardar los datos de facturación.').waitFor();
    await form.getByText('El NIF/CIF debe tener 9 letras o números').waitFor();
    await form.getByRole('textbox', { name: 'NIF/CIF' }).fill('b-12345678');
    await form.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await toast('Datos actualizados').waitFor();
    const saved = await api<{ taxId: string; billingCity: string; billingCountry: string }>(
      server,
      'GET',
      '/me/billing',
      undefined,
      company.token,
    );
    expect(saved).toMatchObject({ taxId: 'B12345678', billingCity: 'Madrid', billingCountry: 'España' });

    // Plan change, confirmed in a dialog.
    await page.getByRole('button', { name: 'Cambiar a Profesional' }).click();
    const planDialog = page.getByRole('dialog', { name: '¿Cambiar al plan Profesional?' });
    await planDialog.getByText('Pagarás €59/mes cuando termine tu período de prueba.').waitFor();
    await planDialog.getByRole('button', { name: 'Confirmar cambio' }).click();
    await toast('Plan actualizado').waitFor();
    await page.waitForFunction(() => document.querySelector('#current-plan-title')?.textContent === 'Profesional');
    await page.locator('[data-plan="professional"]').getByText('Plan actual', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cambiar a Básico' }).waitFor();

    // The trial ends; the server's scheduler issues the first invoice.
    await db.query(
      `UPDATE company_subscriptions SET trial_ends_at = now() - interval '1 minute'
        WHERE company_id = $1 AND status = 'trialing'`,
      [company.id],
    );
    let invoices: InvoicePage = { items: [], total: 0 };
    for (const deadline = Date.now() + 20_000; invoices.total === 0;) {
      if (Date.now() > deadline) throw new Error('El programador no emitió la factura en 20 s');
      await new Promise((r) => setTimeout(r, 300));
      invoices = await api<InvoicePage>(server, 'GET', '/me/invoices', undefined, company.token);
    }
    const invoice = invoices.items[0];
    expect(invoice).toMatchObject({ status: 'pending', amount: 71.39 });

    await page.reload();
    await page.getByTestId('subscription-status').filter({ hasText: 'Activa' }).waitFor();
    const row = page.locator(`tr[data-invoice="${invoice.invoiceNumber}"]`);
    await row.waitFor();
    await row.getByText('Pendiente').waitFor();
    await row.getByText('71,39 €').waitFor();
    await row.getByText('59,00 €').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Descargar la factura ${invoice.invoiceNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoice.invoiceNumber}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe(invoice.invoiceNumber);

    // Cancel at period end: the notice replaces the button.
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const cancelDialog = page.getByRole('dialog', { name: '¿Cancelar tu suscripción?' });
    await cancelDialog.getByRole('button', { name: 'Sí, cancelar suscripción' }).click();
    await toast('Suscripción cancelada').waitFor();
    await page.getByText('Tu suscripción se cancelará al final del período').waitFor();
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    const subscription = await api<{ cancelAtPeriodEnd: boolean; status: string }>(
      server,
      'GET',
      '/me/subscription',
      undefined,
      company.token,
    );
    expect(subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });

    expect(errors).toEqual([]);
  }, 60_000);

  it('fits a 390 px screen without horizontal scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/company-billing`);
    await page.getByRole('form', { name: 'Datos de facturación' }).waitFor();
    await page.locator('#facturas table, #facturas h3').first().waitFor();
    await page.locator('#current-plan-title').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  }, 30_000);
});
