import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { api, registerClientAccount, registerCompanyAccount, runId } from './support/e2e-api.js';
import { appReady } from './support/page-actions.js';

/**
 * Issue 21: a company page and a job page read without JavaScript (the server rendered them),
 * and with JavaScript they hydrate without an error and keep navigating in the browser.
 */
describe('server-rendered landing pages in Chromium', () => {
  const run = runId();
  const COMPANY = `Mudanzas Cierzo ${run}`;
  const JOB = `Porte de una librería ${run}`;
  let server: ServerProcess;
  let browser: Browser;
  let companyPath: string;
  let jobPath: string;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    const company = await registerCompanyAccount(server, {
      email: `e2e-ssr-company-${run}@example.com`,
      companyName: COMPANY,
      contact: 'Pilar Ortiz',
      city: 'Zaragoza',
      services: ['Mudanzas'],
    });
    companyPath = `/company/${company.seoParam}`;
    const clientToken = await registerClientAccount(server, { email: `e2e-ssr-client-${run}@example.com`, fullName: `Rosa Vidal ${run}` });
    const job = await api<{ seoParam: string }>(
      server,
      'POST',
      '/requests',
      { title: JOB, description: '<p>Una librería de 2 m desmontada.</p>', services: ['Mudanzas'], city: 'Zaragoza', province: 'Zaragoza' },
      clientToken,
    );
    jobPath = `/job/${job.seoParam}`;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('without JavaScript the company and the job are there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}${companyPath}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: COMPANY }));
    await expectVisible(page.getByText('hace mudanzas y portes.'));
    await page.goto(`${server.url}${jobPath}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: JOB }));
    await expectVisible(page.getByText('Una librería de 2 m desmontada.'));
    await context.close();
  });

  it('with JavaScript they hydrate without errors and links navigate in the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/service worker/i.test(message.text())) problems.push(message.text());
    });

    await page.goto(`${server.url}${jobPath}`, { waitUntil: 'networkidle' });
    await appReady(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: JOB }));
    await page.goto(`${server.url}${companyPath}`, { waitUntil: 'networkidle' });
    await appReady(page);
    await expectVisible(page.getByRole('heading', { level: 1, name: COMPANY }));

    // A client-side navigation keeps the document: the marker set on window survives it.
    await page.evaluate(() => Object.assign(window, { ssrMarker: true }));
    await page.getByRole('link', { name: 'Volver al directorio' }).click();
    await page.waitForURL(/\/companies$/);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.evaluate(() => (window as unknown as { ssrMarker?: boolean }).ssrMarker)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the cookie banner comes with the first HTML until a choice is saved, and not after it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/service worker/i.test(message.text())) problems.push(message.text());
    });
    const banner = 'aria-label="Aviso de cookies"';

    const first = await page.goto(`${server.url}${companyPath}`, { waitUntil: 'networkidle' });
    await appReady(page);
    expect(await first!.text()).toContain(banner);
    await page.getByRole('button', { name: 'Solo necesarias' }).click();
    await page.getByRole('region', { name: 'Aviso de cookies' }).waitFor({ state: 'detached' });

    const again = await page.goto(`${server.url}${jobPath}`, { waitUntil: 'networkidle' });
    await appReady(page);
    expect(await again!.text()).not.toContain(banner);
    await expectVisible(page.getByRole('heading', { level: 1, name: JOB }));
    expect(await page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);

    // A choice saved before the cookie existed (localStorage only): the cookie is added on the visit.
    await context.clearCookies();
    await page.goto(`${server.url}${jobPath}`, { waitUntil: 'networkidle' });
    await appReady(page);
    expect((await context.cookies()).some((cookie) => cookie.name === 'rutalia_consent')).toBe(true);
    expect(await page.getByRole('region', { name: 'Aviso de cookies' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

async function expectVisible(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
