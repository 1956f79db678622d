import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { horizontalOverflow } from './support/page-checks.js';
import { api, registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors, type CompanyAccount } from './support/e2e-api.js';

/**
 * A company a moderator suspended (issue 15, failure 5), in Chromium against the built app: its
 * dashboard says so, with the reason and how to reach support, and its proposal form is disabled
 * with that explanation; the client sees its pending proposal as no longer available, with
 * nothing to accept. On a phone (390 px) and a laptop (1280 px).
 */

const run = runId();
const REASON = `Reseñas falsas detectadas ${run}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

describe('a suspended company in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let suspended: CompanyAccount & { email: string; name: string };
  let other: CompanyAccount & { name: string };
  let requestId: string;
  let openJob: { id: string; seoParam: string };
  const clientEmail = `e2e-susp-client-${run}@example.com`;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    const clientToken = await registerClientAccount(server, { email: clientEmail, fullName: `Marta Vidal ${run}` });
    const suspendedEmail = `e2e-susp-company-${run}@example.com`;
    const names = { suspended: `Portes Dudosos ${run}`, other: `Mudanzas Serias ${run}` };
    const [a, b] = await Promise.all([
      registerCompanyAccount(server, {
        email: suspendedEmail,
        companyName: names.suspended,
        contact: 'Iván Gil',
        city: 'Sevilla',
        services: ['Mudanzas'],
      }),
      registerCompanyAccount(server, {
        email: `e2e-susp-other-${run}@example.com`,
        companyName: names.other,
        contact: 'Eva Luna',
        city: 'Sevilla',
        services: ['Mudanzas'],
      }),
    ]);
    suspended = { ...a, email: suspendedEmail, name: names.suspended };
    other = { ...b, name: names.other };
    const body = {
      description: '<p>Piso de 60 m2, segundo sin ascensor.</p>',
      services: ['Mudanzas'],
      city: 'Sevilla',
      province: 'Sevilla',
    };
    ({ id: requestId } = await api<{ id: string }>(
      server,
      'POST',
      '/requests',
      { ...body, title: `Mudanza en Triana ${run}` },
      clientToken,
    ));
    openJob = await api<{ id: string; seoParam: string }>(
      server,
      'POST',
      '/requests',
      { ...body, title: `Porte de armario ${run}` },
      clientToken,
    );
    for (const company of [suspended, other]) {
      await api(
        server,
        'POST',
        `/requests/${requestId}/proposals`,
        { message: `<p>Propuesta de ${company.name}</p>`, price: 300 },
        company.token,
      );
    }
    // As the backoffice's «Suspender» leaves it (test/e2e/backoffice.spec.ts goes through the screen).
    const db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
    await db.query(`UPDATE companies SET status = 'suspended', suspension_reason = $2, suspended_at = now() WHERE id = $1`, [
      suspended.id,
      REASON,
    ]);
    await db.end();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function shot(page: Page, name: string) {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`tells the company why, and disables its proposal form (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, server, suspended.email);

      const notice = page.getByRole('status').filter({ hasText: 'Tu empresa está suspendida' });
      await notice.waitFor();
      await notice.getByText(REASON).waitFor();
      expect(await notice.getByRole('link', { name: 'contacto@rutalia.es' }).getAttribute('href')).toBe('mailto:contacto@rutalia.es');
      expect(await notice.getByRole('link', { name: 'página de contacto' }).getAttribute('href')).toBe('/contact');
      expect(await page.getByText('Completa tu perfil').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `suspended-dashboard-${viewport.width}`);

      // The job page: the explanation instead of a button that would fail.
      await page.goto(`${server.url}/job/${openJob.seoParam}`);
      const cta = page.getByRole('region', { name: '¿Te interesa este trabajo?' });
      await cta.getByText(REASON).waitFor();
      expect(await cta.getByRole('button', { name: 'Enviar Propuesta' }).isDisabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `suspended-job-${viewport.width}`);

      // The respond page's form: same explanation, nothing to fill in or send.
      await page.goto(`${server.url}/jobs/${openJob.id}/respond`);
      const form = page.getByRole('form', { name: 'Enviar propuesta' });
      await form.getByText(REASON).waitFor();
      expect(await form.getByRole('textbox', { name: 'Mensaje' }).isDisabled()).toBe(true);
      expect(await form.getByRole('button', { name: 'Enviar Propuesta' }).isDisabled()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await shot(page, `suspended-respond-${viewport.width}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the client the suspended company’s proposal as unavailable, with nothing to accept', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, server, clientEmail);
    await page.goto(`${server.url}/jobs/${requestId}/proposals`);

    const hidden = page.getByRole('article', { name: suspended.name });
    await hidden.getByText('No disponible').waitFor();
    await hidden.getByText('Esta empresa ya no está disponible en Rutalia').waitFor();
    expect(await hidden.getByRole('button', { name: /Aceptar|Rechazar/ }).count()).toBe(0);
    expect(await hidden.getByRole('link', { name: suspended.name, exact: true }).count()).toBe(0);

    const available = page.getByRole('article', { name: other.name });
    await available.getByRole('button', { name: `Aceptar la propuesta de ${other.name}` }).waitFor();
    expect(await available.getByText('No disponible').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'client-proposals-390');

    expect(errors).toEqual([]);
    await context.close();
  });
});
