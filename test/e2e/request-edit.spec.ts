import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { madridDay, moveRequestBody } from '../factories/request-factories.js';
import { api, registerClientAccount, runId, signIn, watchErrors } from './support/e2e-api.js';
import { horizontalOverflow, seriousAxeViolations } from './support/page-checks.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Editing a structured request in Chromium: the owner changes the route, an answer and the
 * photos with the guided form's questions on one page; the job page shows the new route,
 * distance and key details. A date before today is refused in Spanish.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const run = runId();
const CLIENT = { email: `e2e-edit-client-${run}@example.com`, fullName: `Marta Soler ${run}` };

type Request = { id: string; seoParam: string; photoCount: number; destination: { city: string } | null; details: Record<string, unknown> };

const png = (shade: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** `count` small PNGs uploaded as the request's photos, as the guided form does. */
async function uploadPhotos(server: ServerProcess, requestId: string, token: string, count: number): Promise<void> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append('photos', new Blob([new Uint8Array(await png(60 * i))], { type: 'image/png' }), `salon-${i + 1}.png`);
  }
  const res = await fetch(`${server.url}/api/requests/${requestId}/photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 201) throw new Error(`POST photos → ${res.status}: ${await res.text()}`);
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

const form = (page: Page) => page.getByRole('form', { name: 'Editar solicitud' });

describe('editing a structured request in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    token = await registerClientAccount(server, CLIENT);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const createMove = async (title: string) => {
    const move = await api<Request>(server, 'POST', '/requests', moveRequestBody({ title, date: madridDay(30) }), token);
    await uploadPhotos(server, move.id, token, 2);
    return move;
  };

  it('on a laptop: changes the destination, the rooms and the photos; the job page shows them', async () => {
    const title = `Mudanza de piso ${run} a Valencia`;
    const move = await createMove(title);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, server, CLIENT.email);

    await page.goto(`${server.url}/request/${move.id}/edit`);
    await dismissCookies(page);
    const edit = form(page);
    await edit.getByRole('heading', { name: 'Qué y detalles' }).waitFor();
    // Prefilled from the request.
    expect(await edit.getByRole('textbox', { name: 'Habitaciones' }).inputValue()).toBe('3');
    expect(await edit.getByRole('combobox', { name: 'Destino' }).inputValue()).toMatch(/^Valencia/);
    expect(await edit.getByRole('textbox', { name: /^Título/ }).inputValue()).toBe(title);
    await edit.getByText(/Distancia estimada por carretera/).waitFor();
    await shot(page, 'request-edit-1280');

    // A stored photo goes at once, after confirming; a new one waits for «Guardar cambios».
    await edit.getByRole('button', { name: 'Quitar la foto 1' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quitar esta foto?' });
    await dialog.getByRole('button', { name: 'Quitar foto' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await edit.getByText('1 de 8 fotos').waitFor();
    await edit.locator('input[type="file"]').setInputFiles({ name: 'cocina.png', mimeType: 'image/png', buffer: await png(200) });
    await edit.getByText(/^2 de 8 fotos/).waitFor();

    await edit.getByRole('combobox', { name: 'Destino' }).fill('barcel');
    await page
      .getByRole('option', { name: /^Barcelona · Barcelona/ })
      .first()
      .click();
    await edit.getByRole('textbox', { name: 'Habitaciones' }).fill('4');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Tu solicitud ha sido actualizada correctamente').waitFor();
    await page.waitForURL(/\/dashboard$/);

    const saved = await api<Request>(server, 'GET', `/requests/${move.id}`, undefined, token);
    expect(saved.destination?.city).toBe('Barcelona');
    expect(saved.details.rooms).toBe(4);
    expect(saved.photoCount).toBe(2);

    // The job page: the new destination and distance, the answer and the photos.
    await page.goto(`${server.url}/job/${saved.seoParam}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const fact = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(await fact('Destino').first().textContent()).toContain('Barcelona');
    expect(await fact('Distancia estimada').first().textContent()).toMatch(/^≈ \d+ km$/);
    expect(await fact('Habitaciones').first().textContent()).toBe('4');
    await page.getByRole('button', { name: 'Ver foto 2 de 2' }).waitFor();
    await shot(page, 'request-edit-job-1280');

    // The jobs list's card: route, distance and key details.
    await page.goto(`${server.url}/jobs?q=${run}`);
    const summary = page.getByRole('article', { name: title }).getByRole('list', { name: 'Resumen del servicio' });
    await summary.getByText('Madrid → Barcelona').waitFor();
    expect(await summary.textContent()).toMatch(/≈ \d+ km/);
    await summary.getByText('4 hab., 2.º sin ascensor → bajo').waitFor();
    await summary.getByText('2 fotos').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an old request (no category nor date) keeps the plain form', async () => {
    const title = `Portes antiguos ${run}`;
    const old = await api<Request>(
      server,
      'POST',
      '/requests',
      { title, description: 'Unas cajas.', services: ['Mudanzas de viviendas'], city: 'Sevilla', province: 'Sevilla' },
      token,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, server, CLIENT.email);
    await page.goto(`${server.url}/request/${old.id}/edit`);
    await form(page).getByText('Tipo de servicio').waitFor();
    expect(await form(page).getByRole('heading', { name: 'Qué y detalles' }).count()).toBe(0);
    await form(page)
      .getByRole('textbox', { name: /^Título/ })
      .fill(`${title} (editado)`);
    await form(page).getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Tu solicitud ha sido actualizada correctamente').waitFor();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('on a phone: a date before today is refused in Spanish, next to the date', async () => {
    const move = await createMove(`Mudanza de piso ${run} en el móvil`);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, server, CLIENT.email);

    await page.goto(`${server.url}/request/${move.id}/edit`);
    await dismissCookies(page);
    const edit = form(page);
    await edit.getByRole('heading', { name: 'Cuándo' }).waitFor();
    await shot(page, 'request-edit-390');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const date = edit.getByLabel(/^Fecha/);
    await date.fill(madridDay(-1));
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await edit.getByText('La fecha no puede ser anterior a hoy.').waitFor();
    expect(await date.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'request-edit-390-error', false);
    expect(page.url()).toContain('/edit');
    const stored = await api<{ date: string }>(server, 'GET', `/requests/${move.id}`, undefined, token);
    expect(stored.date).toBe(madridDay(30));
    expect(errors).toEqual([]);
    await context.close();
  });
});
