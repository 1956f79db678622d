import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { horizontalOverflow, seriousAxeViolations } from './support/page-checks.js';
import { api, E2E_PASSWORD, registerClientAccount, runId, verifyEmailFromMail, watchErrors } from './support/e2e-api.js';
import { appReady } from './support/page-actions.js';

/**
 * The guided request form (issue 17, part 4): a visitor starts on the home hero with the route,
 * answers the move questionnaire, adds photos, creates the account on the last step (one
 * password, signed in at once) and lands on the published request. A known email signs in
 * inline without losing the answers; a server error on a detail is shown on its step.
 */

const run = runId();
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function png(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** YYYY-MM-DD a month from now (always within the allowed year). */
function dateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

async function pickPlace(page: Page, label: string | RegExp, typed: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

const guided = (page: Page) => page.getByRole('form', { name: 'Nueva solicitud' });

/** Ticks a pill (radio or checkbox) of a group of choices. */
const choose = (page: Page, group: string | RegExp, option: string) =>
  page.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

async function answerMove(page: Page): Promise<void> {
  await choose(page, 'Tipo de mudanza', 'Piso');
  await page.getByRole('textbox', { name: 'Habitaciones' }).fill('3');
  await page.getByRole('textbox', { name: 'Planta en origen' }).fill('2');
  await choose(page, 'Ascensor en origen', 'No');
  await page.getByRole('textbox', { name: 'Planta en destino' }).fill('0');
  await choose(page, 'Ascensor en destino', 'Sí');
  await choose(page, /Necesitas también/, 'Embalaje');
}

describe('guided request form in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([390, 1280])(
    'takes a visitor from the home hero to a published move request with photos and a new account (%i px)',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const email = `e2e-funnel-${width}-${run}@example.com`;

      // Screen 1: the home hero.
      await page.goto(`${server.url}/`);
      await appReady(page);
      await page.getByRole('button', { name: 'Solo necesarias' }).click();
      const hero = page.getByRole('form', { name: '¿Qué necesitas mover?' });
      await pickPlace(page, 'Origen', 'madrid', /^Madrid · Madrid/);
      await pickPlace(page, 'Destino', 'valencia', /^Valencia · Valencia/);
      await hero.getByLabel('Fecha (opcional)').fill(dateAhead(30));
      await shot(page, `funnel-${width}-0-home`, false);
      await hero.getByRole('button', { name: 'Pedir presupuestos' }).click();

      // Screen 2: the move's questions (what, where and when came from the hero).
      await page.waitForURL(`${server.url}/request`);
      // Required questions are checked before leaving the step.
      await page.getByRole('heading', { name: '¿Cómo es tu mudanza?' }).waitFor();
      await next(page);
      await page.getByText('«Tipo de mudanza» es obligatorio.').waitFor();
      await answerMove(page);
      expect(await page.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('Mudanza de piso de Madrid a Valencia');
      await shot(page, `funnel-${width}-4-details`);

      // Back and forth keeps the answers; the date can still be made flexible.
      await page.getByRole('button', { name: 'Atrás' }).click();
      await page.getByRole('heading', { name: '¿Cuándo?' }).waitFor();
      expect(await page.getByLabel('Fecha').inputValue()).toBe(dateAhead(30));
      await choose(page, /flexible/, 'Esa semana');
      await shot(page, `funnel-${width}-3-when`);
      await next(page);
      expect(await page.getByRole('textbox', { name: 'Habitaciones' }).inputValue()).toBe('3');
      await next(page);

      // Screen 3: two photos.
      await page.getByRole('heading', { name: 'Fotos' }).waitFor();
      await page.getByLabel('Fotos', { exact: true }).setInputFiles([
        { name: 'salon.png', mimeType: 'image/png', buffer: await png({ r: 242, g: 107, b: 29 }) },
        { name: 'cocina.png', mimeType: 'image/png', buffer: await png({ r: 29, g: 78, b: 137 }) },
      ]);
      await page.getByRole('img', { name: /Foto 2/ }).waitFor();
      await shot(page, `funnel-${width}-5-photos`);
      await next(page);

      // Screen 4: the summary and the account.
      await page.getByRole('heading', { name: 'Revisa y publica' }).waitFor();
      const summary = page.getByRole('list', { name: 'Resumen de tu solicitud' }).or(page.getByLabel('Resumen de tu solicitud'));
      await summary.getByText('Madrid (Madrid) → Valencia (Valencia)').waitFor();
      await summary.getByText(/≈ 3\d\d km por carretera/).waitFor();
      await summary.getByText('Piso', { exact: false }).first().waitFor();
      await page.getByRole('button', { name: 'Publicar solicitud' }).click();
      await page.getByText('El nombre completo es obligatorio.').waitFor();
      await guided(page).getByRole('textbox', { name: 'Nombre completo' }).fill(`Marta Funnel ${run}`);
      await guided(page).getByRole('textbox', { name: 'Email' }).fill(email);
      await guided(page).locator('input[autocomplete$="password"]').fill(E2E_PASSWORD);
      await shot(page, `funnel-${width}-6-review`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Publicar solicitud' }).click();

      // Screen 5: published and signed in: the request's summary (route, distance, key details).
      await page.getByText('¡Solicitud creada!').first().waitFor();
      await page.getByRole('heading', { level: 1, name: 'Tu solicitud está en marcha' }).waitFor();
      // A new account: the request waits as a draft until the email is verified (issue 22).
      const created = page.getByRole('status').filter({ hasText: 'Tu solicitud está guardada como borrador' });
      await created.getByText('Madrid → Valencia').waitFor();
      await created.getByText(/^≈ 3\d\d km$/).waitFor();
      await created.getByText('3 hab., 2.º sin ascensor → bajo').waitFor();
      await page.getByRole('heading', { name: 'Empresas recomendadas' }).waitFor();
      await shot(page, `funnel-${width}-7-published`);

      // The link of the sign-up mail publishes it; its public page shows the route, the distance and
      // the answers (its layout belongs to the job detail).
      await verifyEmailFromMail(server, email);
      await created.getByRole('link', { name: 'Ver solicitud' }).click();
      await page.waitForURL(/\/job\/mudanza-de-piso-de-madrid-a-valencia-/);
      await page.getByRole('heading', { level: 1, name: 'Mudanza de piso de Madrid a Valencia' }).waitFor();
      const main = page.locator('main');
      await main
        .getByText(/Madrid/)
        .first()
        .waitFor();
      await main
        .getByText(/Valencia/)
        .first()
        .waitFor();
      await main
        .getByText(/≈ 3\d\d km/)
        .first()
        .waitFor();
      await main.getByText('Habitaciones').first().waitFor();
      await main.getByText('Planta en origen').first().waitFor();
      await shot(page, `funnel-${width}-8-job`);

      const seoParam = new URL(page.url()).pathname.split('/').pop()!;
      const request = await api<Record<string, unknown>>(server, 'GET', `/requests/${seoParam}`);
      expect(request).toMatchObject({
        category: 'mudanzas',
        origin: { city: 'Madrid', province: 'Madrid' },
        destination: { city: 'Valencia', province: 'Valencia' },
        dateFlexibility: 'week',
        details: {
          propertyType: 'piso',
          rooms: 3,
          originFloor: 2,
          originLift: false,
          destinationFloor: 0,
          destinationLift: true,
          packing: true,
        },
        photoCount: 2,
      });
      expect(request.distanceText).toMatch(/^≈ 3\d\d km$/);

      // Signed in without typing the password again; the draft is gone.
      await page.goto(`${server.url}/client/requests`);
      await page.getByText('Mudanza de piso de Madrid a Valencia').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('rutalia:request-draft'))).toBeNull();

      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('signs a known email in on the last step, keeps the draft on reload and shows a server error on its step', async () => {
    const email = `e2e-funnel-known-${run}@example.com`;
    await registerClientAccount(server, { email, fullName: `Jorge Conocido ${run}` });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${server.url}/request`);
    await page.getByRole('button', { name: 'Solo necesarias' }).click();
    await shot(page, 'funnel-1280-1-what');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await next(page);
    await page.getByText('Elige qué necesitas.').waitFor();
    await choose(page, 'Elige una categoría', 'Mudanzas');
    await choose(page, /Algo en concreto/, 'Mudanzas de viviendas');
    await next(page);

    await page.getByRole('heading', { name: '¿Desde dónde y hasta dónde?' }).waitFor();
    await next(page);
    await page.getByText('Indica el origen.').waitFor();
    await pickPlace(page, 'Origen', 'sevill', /^Sevilla · Sevilla/);
    await pickPlace(page, 'Destino', 'malag', /^Málaga · Málaga/);
    await page.getByText(/≈ \d+ km/).waitFor();
    await shot(page, 'funnel-1280-2-where');
    await next(page);
    await page.getByLabel('Fecha').fill(dateAhead(20));
    await next(page);
    await answerMove(page);

    // A reload offers the saved answers back.
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole('button', { name: 'Continuar donde lo dejaste' }).click();
    await page.getByRole('heading', { name: '¿Cómo es tu mudanza?' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Habitaciones' }).inputValue()).toBe('3');
    await next(page);
    await next(page);

    // The email has an account: the same step asks for its password instead.
    await guided(page).getByRole('textbox', { name: 'Nombre completo' }).fill('Jorge');
    await guided(page).getByRole('textbox', { name: 'Email' }).fill(email);
    await guided(page).locator('input[autocomplete$="password"]').fill('otra-clave-distinta');
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await page.getByText('Ya tienes una cuenta con este email').waitFor();
    await guided(page).locator('input[autocomplete$="password"]').fill(E2E_PASSWORD);

    // The server refuses a detail: its step opens with the message next to the field.
    let refused = false;
    await page.route('**/api/requests', async (route) => {
      if (route.request().method() !== 'POST' || refused) return route.fallback();
      refused = true;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Datos no válidos',
          errors: [{ field: 'details.rooms', message: '«Habitaciones» debe ser un número entero entre 0 y 20.' }],
        }),
      });
    });
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await page.getByRole('heading', { name: '¿Cómo es tu mudanza?' }).waitFor();
    await page.getByText('«Habitaciones» debe ser un número entero entre 0 y 20.').waitFor();
    await shot(page, 'funnel-1280-server-error');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Signed in by then: publishing again needs no password.
    await next(page);
    await next(page);
    await page.getByText('Publicas como').waitFor();
    await page.getByRole('button', { name: 'Publicar solicitud' }).click();
    await page.getByText('¡Solicitud creada!').first().waitFor();
    await page.getByText('Sevilla → Málaga').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
