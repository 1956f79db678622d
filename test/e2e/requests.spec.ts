import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors } from './support/e2e-api.js';

/**
 * The marketplace's core loop in Chromium against the built app: a client publishes a request;
 * a company finds it in /jobs and sends a priced proposal; the client accepts it; only then does
 * the company see the client's name and phone — and the client's email never reaches the
 * company's browser, in any API answer or page.
 */

const run = runId();
const CLIENT = { email: `e2e-req-client-${run}@example.com`, fullName: `Lucía Romero ${run}`, phone: '611 222 333' };
const COMPANY = {
  email: `e2e-req-company-${run}@example.com`,
  companyName: `Mudanzas Turia ${run}`,
  contact: 'Pau Ferrer',
  city: 'Valencia',
};
const TITLE = `Mudanza de piso en Valencia ${run}`;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** With E2E_SCREENSHOTS_DIR: what shows on screen (a modal dialog over the page). */
async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Every API answer a page received, to search for what must never be there. */
function recordApiAnswers(context: BrowserContext): string[] {
  const bodies: string[] = [];
  context.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    bodies.push(response.url());
    void response.text().then(
      (text) => bodies.push(text),
      () => undefined,
    );
  });
  return bodies;
}

describe('request → proposal → acceptance in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    await registerClientAccount(server, { email: CLIENT.email, fullName: CLIENT.fullName, phone: CLIENT.phone, city: 'Valencia' });
    await registerCompanyAccount(server, { ...COMPANY, services: ['Mudanzas de viviendas', 'Guardamuebles'] });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a client publish, a company propose with a price, and the client accept', async () => {
    // The client, on a phone.
    const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const client = await clientContext.newPage();
    const clientErrors = watchErrors(client);
    await signIn(client, server, CLIENT.email);

    // The guided form (request-funnel.spec.ts covers it in depth): what, where, when, details, photos, publish.
    await client.goto(`${server.url}/request`);
    const form = client.getByRole('form', { name: 'Nueva solicitud' });
    const next = () => form.getByRole('button', { name: 'Siguiente' }).click();
    const choose = (group: string, option: string) => form.getByRole('group', { name: group }).getByLabel(option, { exact: true }).check();
    await next();
    await client.getByText('Elige qué necesitas.').waitFor(); // each step is checked before the next
    await choose('Elige una categoría', 'Mudanzas');
    await choose('¿Algo en concreto de Mudanzas?', 'Mudanzas de viviendas');
    await next();
    for (const label of ['Origen', 'Destino']) {
      await form.getByRole('combobox', { name: label }).fill('valencia');
      await client
        .getByRole('option', { name: /^Valencia · Valencia/ })
        .first()
        .click();
    }
    await next();
    await form.getByLabel('Fecha').fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
    await next();
    await choose('Tipo de mudanza', 'Piso');
    await form.getByRole('textbox', { name: 'Habitaciones' }).fill('3');
    await form.getByRole('textbox', { name: 'Planta en origen' }).fill('4');
    await choose('Ascensor en origen', 'No');
    await form.getByRole('textbox', { name: 'Planta en destino' }).fill('1');
    await choose('Ascensor en destino', 'Sí');
    await form.getByRole('textbox', { name: 'Título' }).fill(TITLE);
    await form
      .getByRole('textbox', { name: 'Descripción (opcional)' })
      .fill('Piso de 3 habitaciones, cuarto sin ascensor.\nNecesito embalaje de la vajilla.');
    await next();
    await next(); // no photos
    await form.getByRole('button', { name: 'Publicar solicitud' }).click();
    await client.getByText('¡Solicitud creada!').first().waitFor();

    // The recommended companies include the one offering that service in that city.
    await client.getByRole('list', { name: 'Empresas recomendadas' }).or(client.getByLabel('Empresas recomendadas')).first().waitFor();
    await client.getByRole('article', { name: COMPANY.companyName }).waitFor();
    await client
      .getByRole('link', { name: 'Continuar' })
      .or(client.getByRole('button', { name: 'Continuar' }))
      .first()
      .click();
    await client.waitForURL(`${server.url}/dashboard`);

    // The company, on a laptop: everything its browser receives is recorded.
    const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const companyAnswers = recordApiAnswers(companyContext);
    const company = await companyContext.newPage();
    const companyErrors = watchErrors(company);
    await signIn(company, server, COMPANY.email);

    await company.goto(`${server.url}/jobs`);
    await company.getByRole('searchbox', { name: 'Buscar trabajos' }).fill(run);
    await company.waitForURL(new RegExp(`q=${run}`));
    await company.getByRole('link', { name: `Ver detalles de ${TITLE}` }).click();
    await company.waitForURL(/\/job\/mudanza-de-piso-en-valencia-/);
    await company.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    // Before acceptance the company sees no name but the public 'Lucía R.'.
    expect(await company.getByText(CLIENT.fullName).count()).toBe(0);

    await company.getByRole('button', { name: 'Enviar Propuesta' }).first().click();
    const proposalForm = company.getByRole('form', { name: 'Enviar propuesta' });
    const submit = proposalForm.getByRole('button', { name: 'Enviar Propuesta' });
    expect(await submit.isDisabled()).toBe(true); // blank message
    await proposalForm.getByRole('textbox', { name: 'Mensaje' }).fill('Podemos hacerlo el sábado con 3 operarios y embalaje incluido.');
    await proposalForm.getByRole('spinbutton', { name: 'Precio (€)' }).fill('450.50');
    await submit.click();
    await company.getByText('¡Éxito!').first().waitFor();
    await company.waitForURL(`${server.url}/dashboard`); // after 1.5 s

    // The client accepts it.
    await client.goto(`${server.url}/client/requests`);
    await client.getByRole('link', { name: `Ver Propuestas de ${TITLE}` }).click();
    await client.waitForURL(/\/jobs\/[0-9a-f-]{36}\/proposals$/);
    const proposal = client.getByRole('article', { name: COMPANY.companyName });
    await proposal.getByText('450,50 €').waitFor();
    await proposal.getByText('Pendiente').waitFor();
    // «Aceptar» first asks, saying exactly what the company will get; «Cancelar» sends nothing.
    const acceptButton = proposal.getByRole('button', { name: `Aceptar la propuesta de ${COMPANY.companyName}` });
    const acceptCalls: string[] = [];
    client.on('request', (req) => {
      if (req.method() === 'POST' && /\/api\/proposals\/[^/]+\/accept/.test(req.url())) acceptCalls.push(req.url());
    });
    await acceptButton.click();
    const confirm = client.getByRole('dialog', { name: `¿Aceptar la propuesta de ${COMPANY.companyName}?` });
    await confirm.getByText(`tu nombre (${CLIENT.fullName}) y tu teléfono (${CLIENT.phone})`).waitFor();
    await confirm.getByText('Tu email no se comparte.', { exact: false }).waitFor();
    await confirm.getByText('450,50 €').waitFor();
    expect(await confirm.getByText(CLIENT.email).count()).toBe(0);
    await shot(client, 'accept-proposal-dialog-390');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await proposal.getByText('Pendiente').waitFor();
    expect(acceptCalls).toEqual([]);

    await acceptButton.click();
    await client.setViewportSize({ width: 1280, height: 900 });
    await shot(client, 'accept-proposal-dialog-1280');
    await confirm.getByRole('button', { name: 'Aceptar y compartir mis datos' }).click();
    await proposal.getByText('Aceptada').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(acceptCalls).toHaveLength(1);

    // The company now sees the client's name and phone on that proposal.
    await company.goto(`${server.url}/company/proposals`);
    await company.getByText(TITLE).first().waitFor();
    await company.getByText('Aceptada').first().waitFor();
    await company
      .getByRole('link', { name: /Ver detalles/ })
      .first()
      .click();
    await company.waitForURL(/\/company\/proposal\/[0-9a-f-]{36}$/);
    await company.getByText(CLIENT.fullName).waitFor();
    await company.getByText(CLIENT.phone).first().waitFor();

    // The client's email appears nowhere the company's browser saw.
    await company.waitForLoadState('networkidle');
    expect(companyAnswers.length).toBeGreaterThan(5);
    expect(companyAnswers.join('\n')).not.toContain(CLIENT.email);
    expect(await company.content()).not.toContain(CLIENT.email);

    expect(clientErrors).toEqual([]);
    expect(companyErrors).toEqual([]);
    await clientContext.close();
    await companyContext.close();
  }, 120_000);
});
