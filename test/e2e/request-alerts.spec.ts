import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mailsFor } from '../factories/auth-factories.js';
import { moveRequestBody } from '../factories/request-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import type { TestApp } from '../helpers/test-app.js';
import { api, moverOfMadrid, registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors } from './support/e2e-api.js';
import { horizontalOverflow, seriousAxeViolations } from './support/page-checks.js';
import { dismissCookies, socketConnected } from './support/page-actions.js';

/**
 * Alerts for new requests in Chromium against the built app (issue 19): a Profesional company
 * sets its alerts on /company/alerts on a 390 px phone (Mudanzas, from Madrid, a mail at once),
 * a client publishes a matching request through the API, and the company sees the in-app alert
 * without reloading (the toast with «Ver solicitud», and the request in «Últimas alertas») and
 * gets the mail. A Básico company sees what it is missing and a disabled preview.
 */

const run = runId();
const PRO = { email: `e2e-alerts-pro-${run}@example.com`, companyName: `Mudanzas Retiro ${run}`, contact: 'Lucía Prado' };
const BASIC = { email: `e2e-alerts-basic-${run}@example.com`, companyName: `Portes Vallecas ${run}`, contact: 'Iván Ruiz' };
const CLIENT = { email: `e2e-alerts-client-${run}@example.com`, fullName: `Elena Vidal ${run}` };
const TITLE = `Mudanza de piso de Madrid a Valencia ${run}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function shot(page: Page, name: string, fullPage = false) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

describe('alerts for new requests in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let clientToken: string;
  let proToken: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    clientToken = await registerClientAccount(server, CLIENT);
    proToken = (await registerCompanyAccount(server, moverOfMadrid(PRO, 'professional'))).token;
    await registerCompanyAccount(server, moverOfMadrid(BASIC, 'basic'));
  }, 90_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const newPage = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
    contexts.push(context);
    return context.newPage();
  };

  it('alerts a Profesional company in the web and by mail of a request that matches what it set', async () => {
    const page = await newPage(390);
    const errors = watchErrors(page);
    const connected = socketConnected(page);
    await signIn(page, server, PRO.email);
    await dismissCookies(page);

    // From the dashboard to the alerts page.
    await page.getByRole('link', { name: /Alertas de nuevas solicitudes/ }).click();
    await page.waitForURL(/\/company\/alerts$/);
    await page.getByRole('heading', { level: 1, name: 'Alertas de nuevas solicitudes' }).waitFor();
    const form = page.getByRole('form', { name: 'Alertas de nuevas solicitudes' });
    await form.getByRole('switch', { name: 'Alertas activas' }).waitFor();
    expect(await form.getByRole('switch', { name: 'Alertas activas' }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Aún no hay alertas' }).waitFor();
    await shot(page, 'alerts-new-390', true);

    // What: Mudanzas. Where: from Madrid. How: a mail for each request.
    await form.getByRole('checkbox', { name: 'Mudanzas' }).check();
    await form.getByRole('radio', { name: /En estas provincias/ }).check();
    await form.getByRole('combobox', { name: 'Provincias de origen' }).selectOption('madrid');
    await form.getByRole('list', { name: 'Provincias de origen: elegidas' }).getByText('Madrid').waitFor();
    await form.getByRole('radio', { name: /Un correo por cada solicitud/ }).check();

    // Saving without a province is refused next to the field, not sent.
    await form.getByRole('button', { name: 'Quitar Madrid' }).click();
    await form.getByRole('button', { name: 'Guardar alertas' }).click();
    await form.getByText('Añade al menos una provincia de origen o elige «En cualquier provincia».').waitFor();
    await form.getByRole('combobox', { name: 'Provincias de origen' }).selectOption('madrid');

    await form.getByRole('button', { name: 'Guardar alertas' }).click();
    await page.getByText('Alertas guardadas').waitFor();
    const saved = await api<{
      categories: string[];
      originProvinces: string[];
      radiusKm: number | null;
      emailMode: string;
      enabled: boolean;
    }>(server, 'GET', '/me/alerts', undefined, proToken);
    expect(saved).toMatchObject({
      enabled: true,
      categories: ['mudanzas'],
      originProvinces: ['madrid'],
      radiusKm: null,
      emailMode: 'instant',
    });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // axe measures colours as painted: a toast still fading in reads as low contrast. Check the page once it has gone.
    await page.getByText('Alertas guardadas').waitFor({ state: 'hidden', timeout: 15_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'alerts-saved-390', true);

    // A client publishes a matching request; the company hears of it without reloading.
    await connected;
    const request = await api<{ id: string; seoParam: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ title: TITLE }),
      clientToken,
    );
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Nueva solicitud para tu empresa' });
    await toast.waitFor({ timeout: 15_000 });
    await toast.getByText(`«${TITLE}»`, { exact: false }).waitFor();
    await page.getByRole('list', { name: 'Últimas alertas' }).getByRole('link', { name: TITLE }).waitFor();
    await shot(page, 'alerts-toast-390');
    await toast.getByRole('button', { name: 'Ver solicitud' }).click();
    await page.waitForURL((url) => url.pathname === `/job/${request.seoParam}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // The mail, once, with the way to change the alerts.
    const mailbox = { config: { mailDir: `${server.dataDir}/mail` } } as unknown as TestApp;
    for (const deadline = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, 150))) {
      const alerts = mailsFor(mailbox, PRO.email).filter((m) =>
        m.text.includes('Se acaba de publicar una solicitud que encaja con tus alertas'),
      );
      if (alerts.length > 0) {
        expect(alerts).toHaveLength(1);
        expect(alerts[0].text).toContain(TITLE);
        expect(alerts[0].text).toContain(`/job/${request.seoParam}`);
        expect(alerts[0].text).toContain('/company/alerts');
        break;
      }
      if (Date.now() > deadline) throw new Error(`No llegó el correo de alerta a ${PRO.email}`);
    }
    expect(errors).toEqual([]);
  });

  it('shows the saved alerts and the latest one on a laptop', async () => {
    const page = await newPage(1280);
    await signIn(page, server, PRO.email);
    await dismissCookies(page);
    await page.goto(`${server.url}/company/alerts`);
    const form = page.getByRole('form', { name: 'Alertas de nuevas solicitudes' });
    await page.getByRole('list', { name: 'Últimas alertas' }).getByRole('link', { name: TITLE }).waitFor();
    expect(await form.getByRole('checkbox', { name: 'Mudanzas' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: /Un correo por cada solicitud/ }).isChecked()).toBe(true);
    await page.getByText('Enviada por correo').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'alerts-saved-1280', true);
  });

  it('tells a Básico company what it is missing, with a disabled preview', async () => {
    for (const width of [390, 1280]) {
      const page = await newPage(width);
      const errors = watchErrors(page);
      await signIn(page, server, BASIC.email);
      await dismissCookies(page);
      await page.goto(`${server.url}/company/alerts`);
      await page.getByRole('heading', { name: 'Tu plan no incluye alertas de nuevas solicitudes' }).waitFor();
      await page
        .getByText('Con el plan Profesional te avisamos al momento de las solicitudes que encajan con tu empresa', { exact: false })
        .waitFor();
      const upgrade = page.getByRole('link', { name: /Pasar al plan Profesional/ });
      expect(await upgrade.getAttribute('href')).toBe('/company-billing#planes');
      const form = page.getByRole('form', { name: 'Alertas de nuevas solicitudes' });
      expect(await form.getByRole('checkbox', { name: 'Mudanzas' }).isDisabled()).toBe(true);
      expect(await form.getByRole('button', { name: 'Guardar alertas' }).count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `alerts-basic-${width}`, true);
      expect(errors).toEqual([]);
    }
  });
});
