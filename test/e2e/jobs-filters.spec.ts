import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { madridDay, moveRequestBody } from '../factories/request-factories.js';
import { api, registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors } from './support/e2e-api.js';
import { horizontalOverflow, seriousAxeViolations } from './support/page-checks.js';
import { appReady } from './support/page-actions.js';

/**
 * Issue 17, part 5, in Chromium: a company filters /jobs by origin province and finds a move by
 * its route, date and key details; on a phone the filters live in the «Filtros» sheet; the
 * detail shows everything the client's form asked, with the photos the client uploaded.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const run = runId();
const CLIENT = { email: `e2e-jobsf-client-${run}@example.com`, fullName: `Inés Calvo ${run}` };
const COMPANY = { email: `e2e-jobsf-company-${run}@example.com`, companyName: `Portes Meseta ${run}`, contact: 'Raúl Gil', city: 'Madrid' };
const MOVE = `Mudanza de piso ${run} a Valencia`;
const FREIGHT = `Palés ${run} a Zaragoza`;

/** `count` small PNGs uploaded as the request's photos, as the guided form does. */
async function uploadPhotos(server: ServerProcess, requestId: string, token: string, count: number): Promise<void> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40 * i, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `salon-${i + 1}.png`);
  }
  const res = await fetch(`${server.url}/api/requests/${requestId}/photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 201) throw new Error(`POST photos → ${res.status}: ${await res.text()}`);
}

describe('/jobs filters in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    const client = await registerClientAccount(server, CLIENT);
    await registerCompanyAccount(server, { ...COMPANY, services: ['Mudanzas de viviendas'] });
    const move = await api<{ id: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ title: MOVE, date: madridDay(25), dateFlexibility: 'week' }),
      client,
    );
    await uploadPhotos(server, move.id, client, 2);
    await api(
      server,
      'POST',
      '/requests',
      {
        ...moveRequestBody(),
        title: FREIGHT,
        services: ['Transporte de mercancía paletizada'],
        category: 'transporte-nacional',
        origin: { city: 'Barcelona', province: 'Barcelona' },
        destination: { city: 'Zaragoza', province: 'Zaragoza' },
        details: { cargoType: 'palets', pallets: 6, weightKg: 2400 },
      },
      client,
    );
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** With E2E_SCREENSHOTS_DIR: the whole page, or only what shows without scrolling (a phone's first screen, a sheet). */
  const shot = async (page: Page, name: string, fullPage = true) => {
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
  };
  /** Answers the cookie notice, so it does not cover the screenshots. */
  const dismissCookies = async (page: Page) => {
    await appReady(page);
    const only = page.getByRole('button', { name: 'Solo necesarias' });
    if (await only.count()) await only.click();
  };
  /** The job card titled `title`. */
  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  it('on a laptop: filters by origin province and shows the route, date and key details on the card', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, server, COMPANY.email);

    // A category's page (a sitemap entry) keeps its own title once the site has taken over.
    await page.goto(`${server.url}/jobs?category=mudanzas`);
    await dismissCookies(page);
    await page.waitForFunction(() => document.title === 'Trabajos de Mudanzas · Rutalia');

    await page.goto(`${server.url}/jobs`);
    const filters = page.getByRole('search', { name: 'Filtrar trabajos' });
    // The fields are in the bar, no sheet.
    expect(await page.getByRole('button', { name: /^Filtros/ }).count()).toBe(0);
    await filters.getByRole('combobox', { name: 'Origen' }).selectOption({ label: 'Madrid' });
    await page.waitForURL(/originProvince=madrid/);
    await filters.getByRole('searchbox', { name: 'Buscar trabajos' }).fill(run);
    await page.waitForURL(new RegExp(`q=${run}`));

    const move = card(page, MOVE);
    await move.waitFor();
    expect(await card(page, FREIGHT).count()).toBe(0);
    const summary = move.getByRole('list', { name: 'Resumen del servicio' });
    await summary.getByText('Madrid → Valencia').waitFor();
    expect(await summary.textContent()).toMatch(/≈ \d+ km/);
    await summary.getByText('3 hab., 2.º sin ascensor → bajo').waitFor();
    await summary.getByText(/^\d{1,2} [a-z]+\. \d{4} · esa semana$/).waitFor();
    await move.getByText('Mudanzas', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Quitar filtro: Origen: Madrid' }).waitFor();
    await shot(page, 'jobs-1280');

    // The other province finds the other job; removing the chip clears the filter.
    await filters.getByRole('combobox', { name: 'Origen' }).selectOption({ label: 'Barcelona' });
    await card(page, FREIGHT).waitFor();
    await card(page, FREIGHT).getByText('Barcelona → Zaragoza').waitFor();
    await card(page, FREIGHT).getByText('6 palés · 2400 kg').waitFor();
    await page.getByRole('button', { name: 'Quitar filtro: Origen: Barcelona' }).click();
    await card(page, MOVE).waitFor();
    await card(page, FREIGHT).waitFor();
    expect(page.url()).not.toContain('originProvince');

    // The detail: everything the form asked.
    await page.getByRole('link', { name: `Ver detalles de ${MOVE}` }).click();
    await page.getByRole('heading', { level: 1, name: MOVE }).waitFor();
    await page.getByText('28004 Madrid').waitFor();
    await page.getByRole('heading', { name: 'Detalles' }).waitFor();
    await page.getByText('Tipo de mudanza').waitFor();
    await page.getByText('Ascensor en origen').waitFor();
    // The photos: thumbnails, and the larger view.
    await page.getByRole('button', { name: 'Ver foto 2 de 2' }).click();
    await page.getByRole('img', { name: `${MOVE}: foto 2` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enviar Propuesta' }).first().waitFor();
    await shot(page, 'job-detail-1280');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone: the filters fold into the «Filtros» sheet, with the count, chips and the detail', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, server, COMPANY.email);

    await page.goto(`${server.url}/jobs?q=${run}`);
    await dismissCookies(page);
    await card(page, MOVE).waitFor();
    // Only the search and the button on the first screen: the selects wait in the sheet.
    expect(await page.getByRole('combobox', { name: 'Origen' }).count()).toBe(0);
    const open = page.getByRole('button', { name: 'Filtros', exact: true });
    await shot(page, 'jobs-390', false);
    await open.click();

    const sheet = page.getByRole('dialog', { name: 'Filtros' });
    await sheet.waitFor();
    await sheet.getByRole('combobox', { name: 'Origen' }).selectOption({ label: 'Madrid' });
    await page.waitForURL(/originProvince=madrid/);
    await sheet.getByRole('button', { name: 'Ver 1 resultado' }).waitFor();
    await shot(page, 'jobs-390-sheet', false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Ver 1 resultado' }).click();
    await sheet.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Filtros (1 activo)' }).waitFor();
    await page.getByRole('button', { name: 'Quitar filtro: Origen: Madrid' }).waitFor();
    await card(page, MOVE).getByText('Madrid → Valencia').waitFor();
    expect(await card(page, FREIGHT).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await shot(page, 'jobs-390-filtered', false);

    // «Limpiar» in the sheet clears the filters but keeps the search.
    await page.getByRole('button', { name: 'Filtros (1 activo)' }).click();
    await sheet.getByRole('button', { name: 'Limpiar' }).click();
    await sheet.getByRole('button', { name: 'Ver 2 resultados' }).click();
    await card(page, FREIGHT).waitFor();
    expect(page.url()).toContain(`q=${run}`);

    await page.getByRole('link', { name: `Ver detalles de ${MOVE}` }).click();
    await page.getByRole('heading', { level: 1, name: MOVE }).waitFor();
    await page.getByText('Valencia', { exact: true }).first().waitFor();
    await page
      .getByText(/≈ \d+ km/)
      .first()
      .waitFor();
    await page.getByText(/esa semana \(hasta el/).waitFor();
    await page.getByText('Habitaciones', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'job-detail-390', false);
    await shot(page, 'job-detail-390-full');
    expect(errors).toEqual([]);
    await context.close();
  });
});
