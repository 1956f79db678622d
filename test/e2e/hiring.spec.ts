import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mailsFor } from '../factories/auth-factories.js';
import { madridDay, moveRequestBody } from '../factories/request-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import type { TestApp } from '../helpers/test-app.js';
import { api, registerClientAccount, registerCompanyAccount, runId, signIn, watchErrors, type CompanyAccount } from './support/e2e-api.js';
import { horizontalOverflow } from './support/page-checks.js';
import { dismissCookies, socketConnected } from './support/page-actions.js';

/**
 * Hiring in Chromium against the built app (issue 18): a client receives two structured proposals
 * (one through the API with a price breakdown, one through the company's form), compares them on
 * a 390 px phone, asks the company it prefers a question, hires it after a confirmation that says
 * what is shared; the other company is told (realtime toast, «Descartada», the mail), the request
 * leaves /jobs, the client marks the job done and the review it writes appears on the company's
 * page as «Contratado en Rutalia».
 */

const run = runId();
const CLIENT = { email: `e2e-hire-client-${run}@example.com`, fullName: `Marta Soler ${run}`, phone: '622 333 444' };
const HIRED = {
  email: `e2e-hire-a-${run}@example.com`,
  companyName: `Mudanzas Turia ${run}`,
  contact: 'Pau Ferrer',
  city: 'Valencia',
};
const OTHER = {
  email: `e2e-hire-b-${run}@example.com`,
  companyName: `Traslados Meseta ${run}`,
  contact: 'Rosa Gil',
  city: 'Madrid',
};
const TITLE = `Mudanza de piso de Madrid a Valencia ${run}`;
const QUESTION = `¿El embalaje incluye la vajilla? (${run})`;
const REVIEW = `Puntuales, cuidadosos y al precio acordado (${run}).`;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The days of the proposals, from Madrid's today. */
const DAYS = { hiredAvailable: madridDay(18), hiredValid: madridDay(10), otherAvailable: madridDay(12), otherValid: madridDay(15) };

const MONTHS = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'];
/** '2026-12-05' → «5 dic. 2026», as the site writes a day. */
const spanishDay = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** With E2E_SCREENSHOTS_DIR: what shows on screen. */
async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Waits until a smooth scroll of the comparison's track has reached its column. */
async function waitForColumnInView(page: Page, index: number): Promise<void> {
  await page.waitForFunction((i) => {
    const track = document.querySelector('ol[aria-label^="Propuestas, una por columna"]');
    const column = track?.children[i] as HTMLElement | undefined;
    return Boolean(track && column && Math.abs(track.scrollLeft - column.offsetLeft) <= 1);
  }, index);
}

describe('hiring: compare, ask, accept, decline the rest, complete and review in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let clientToken: string;
  let hired: CompanyAccount;
  let other: CompanyAccount;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    clientToken = await registerClientAccount(server, { ...CLIENT, city: 'Madrid' });
    hired = await registerCompanyAccount(server, { ...HIRED, services: ['Mudanzas de viviendas'] });
    other = await registerCompanyAccount(server, { ...OTHER, services: ['Mudanzas de viviendas'] });
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

  it('takes a request from two structured proposals to a verified review', async () => {
    // The request and the first proposal, through the API: 1210 € with IVA, three includes, a breakdown.
    const request = await api<{ id: string; seoParam: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ title: TITLE, dateFlexibility: 'exact' }),
      clientToken,
    );
    await api(
      server,
      'POST',
      `/requests/${request.id}/proposals`,
      {
        message: '<p>Tres operarios y camión de 30 m³; embalaje y montaje incluidos.</p>',
        price: 1210,
        vatIncluded: true,
        includes: ['loading', 'packing', 'assembly'],
        availableDate: DAYS.hiredAvailable,
        validUntil: DAYS.hiredValid,
        priceLines: [
          { concept: 'Transporte Madrid → Valencia', amount: 800 },
          { concept: 'Embalaje y montaje', amount: 410 },
        ],
      },
      hired.token,
    );

    // The second one through the company's form, on a laptop: 900 € + IVA, loading only.
    const otherPage = await newPage(1280);
    const otherErrors = watchErrors(otherPage);
    await signIn(otherPage, server, OTHER.email);
    await dismissCookies(otherPage);
    await otherPage.goto(`${server.url}/jobs/${request.id}/respond`);
    const form = otherPage.getByRole('form', { name: 'Enviar propuesta' });
    await form.getByRole('textbox', { name: 'Mensaje' }).fill('Podemos hacerlo con dos operarios y furgoneta grande.');
    await form.getByRole('spinbutton', { name: 'Precio (€)' }).fill('900');
    await form.getByRole('checkbox', { name: 'IVA incluido' }).uncheck();
    await form.getByText('1089,00 € con IVA · 900,00 € sin IVA').waitFor();
    await form.getByRole('checkbox', { name: 'Carga y descarga' }).check();
    await form.getByLabel('Disponible a partir del').fill(DAYS.otherAvailable);
    expect(await form.getByLabel('Válida hasta').inputValue()).toBe(DAYS.otherValid); // 15 days unless changed
    await form.getByRole('button', { name: 'Enviar Propuesta' }).click();
    await otherPage.getByText('¡Éxito!').first().waitFor();
    await otherPage.waitForURL(`${server.url}/dashboard`);
    // The company waits on its proposals, its socket open, while the client decides.
    const otherSocket = socketConnected(otherPage);
    await otherPage.goto(`${server.url}/company/proposals`);
    const otherCard = otherPage.getByRole('article', { name: TITLE });
    await otherCard.getByText('Pendiente').waitFor();
    await otherSocket;

    // A visitor finds the request in /jobs while it is open.
    const visitor = await newPage(1280);
    const visitorErrors = watchErrors(visitor);
    await visitor.goto(`${server.url}/jobs?q=${run}`);
    await visitor.getByRole('link', { name: `Ver detalles de ${TITLE}` }).waitFor();

    // The client, on a phone: the list first (the breakdown of the first proposal), then «Comparar».
    const client = await newPage(390);
    const clientErrors = watchErrors(client);
    await signIn(client, server, CLIENT.email);
    await dismissCookies(client);
    await client.goto(`${server.url}/jobs/${request.id}/proposals`);
    await client.getByRole('article', { name: HIRED.companyName }).getByText('Ver desglose del precio (2 conceptos)').waitFor();
    await client.getByRole('link', { name: 'Comparar (2)' }).click();
    await client.waitForURL(/\?view=compare$/);
    await client.getByRole('heading', { name: 'Comparar propuestas' }).waitFor();

    // Sorted by price with IVA: the cheaper one (900 € + IVA) first. Each column lists the same rows.
    const position = client.getByText(/^\d de 2$/);
    const cheaper = client.getByRole('listitem', { name: `1 de 2: ${OTHER.companyName}` });
    const preferred = client.getByRole('listitem', { name: `2 de 2: ${HIRED.companyName}` });
    await cheaper.waitFor();
    expect(await position.innerText()).toBe('1 de 2');
    for (const [column, facts] of [
      [cheaper, ['1089,00 €', '900,00 €', '1 de 3', 'Más barata', spanishDay(DAYS.otherAvailable), spanishDay(DAYS.otherValid)]],
      [preferred, ['1210,00 €', '1000,00 €', '3 de 3', 'Incluye más', spanishDay(DAYS.hiredAvailable), spanishDay(DAYS.hiredValid)]],
    ] as const) {
      const missing: string[] = [];
      for (const fact of facts) if ((await column.getByText(fact).count()) === 0) missing.push(fact);
      for (const row of ['Precio con IVA', 'Precio sin IVA', 'Carga y descarga', 'Embalaje', 'Disponible desde', 'Válida hasta']) {
        if ((await column.getByText(row, { exact: true }).count()) !== 1) missing.push(row);
      }
      expect({ missing, text: missing.length ? await column.innerText() : '' }).toEqual({ missing: [], text: '' });
    }
    // What each includes: ✓ (read «Incluido») or — (read «No incluido»).
    expect(await cheaper.getByText('Incluido', { exact: true }).count()).toBe(1);
    expect(await cheaper.getByText('No incluido', { exact: true }).count()).toBe(2);
    expect(await preferred.getByText('Incluido', { exact: true }).count()).toBe(3);

    // «Siguiente» moves one whole column; swiping back (scrolling the track) updates «n de 2».
    await client.getByRole('button', { name: 'Propuesta siguiente' }).click();
    await client.getByText('2 de 2', { exact: true }).waitFor();
    await waitForColumnInView(client, 1);
    await client.locator('ol[aria-label^="Propuestas, una por columna"]').evaluate((track) => track.scrollTo({ left: 0 }));
    await client.getByText('1 de 2', { exact: true }).waitFor();
    await client.getByRole('button', { name: 'Propuesta siguiente' }).click();
    await client.getByText('2 de 2', { exact: true }).waitFor();
    await waitForColumnInView(client, 1);
    const preferredBox = await preferred.boundingBox();
    expect(preferredBox!.x).toBeGreaterThanOrEqual(0);
    expect(preferredBox!.x + preferredBox!.width).toBeLessThanOrEqual(390);
    // «2 de 2» and its column at the top of the screen, below the sticky header.
    await client.getByText('2 de 2', { exact: true }).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await shot(client, 'hiring-compare-2-of-2-390');
    expect(await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // «Preguntar»: a conversation about this request with that company.
    await preferred.getByRole('link', { name: `Preguntar a ${HIRED.companyName} sobre su propuesta` }).click();
    await client.waitForURL(`${server.url}/messages?company=${hired.id}&request=${request.id}`);
    await client.getByText(`Nueva conversación · ${TITLE}`).waitFor();
    const box = client.getByRole('textbox', { name: 'Mensaje' });
    await box.fill(QUESTION);
    await box.press('Enter');
    await client.getByRole('log', { name: 'Mensajes' }).getByText(QUESTION).waitFor();
    await client.waitForURL(new RegExp(`/messages\\?with=[0-9a-f-]{36}&request=${request.id}$`));
    // The company has it, in the conversation about the request.
    const conversations = await api<{ items: { request: { id: string } | null; lastMessage: { content: string } }[] }>(
      server,
      'GET',
      '/conversations',
      undefined,
      hired.token,
    );
    expect(conversations.items.map((c) => [c.request?.id, c.lastMessage.content])).toEqual([[request.id, QUESTION]]);

    // «Aceptar» asks first, saying what is shared, the price and that the other proposal is declined.
    await client.goto(`${server.url}/jobs/${request.id}/proposals?view=compare`);
    await client.getByRole('button', { name: 'Propuesta siguiente' }).click();
    await client.getByText('2 de 2', { exact: true }).waitFor();
    await waitForColumnInView(client, 1);
    await preferred.getByRole('button', { name: `Aceptar la propuesta de ${HIRED.companyName}` }).click();
    const confirm = client.getByRole('dialog', { name: `¿Aceptar la propuesta de ${HIRED.companyName}?` });
    await confirm.getByText(`tu nombre (${CLIENT.fullName}) y tu teléfono (${CLIENT.phone})`, { exact: false }).waitFor();
    await confirm.getByText('Tu email no se comparte.', { exact: false }).waitFor();
    await confirm.getByText('1210,00 € IVA incl.').waitFor();
    await confirm.getByText('1000,00 € sin IVA').waitFor();
    await confirm.getByText('La otra propuesta pendiente se descartará y avisaremos a su empresa de que has contratado a otra.').waitFor();
    expect(await confirm.getByText(CLIENT.email).count()).toBe(0);
    await shot(client, 'hiring-accept-dialog-390');
    await confirm.getByRole('button', { name: 'Aceptar y compartir mis datos' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await client.locator('#hire-title').getByText(`Has contratado a ${HIRED.companyName}`).waitFor();

    // The other company is told at once (realtime), then reads its proposal as declined; the mail is written.
    await otherPage.getByText('El cliente ha contratado a otra empresa').first().waitFor();
    await otherPage.reload();
    await otherCard.getByText('Descartada').waitFor();
    await otherCard.getByText('El cliente contrató a otra empresa.').waitFor();
    await shot(otherPage, 'hiring-declined-company-1280');
    const otherProposals = await api<{ items: { requestId: string; status: string; closedReason: string | null }[] }>(
      server,
      'GET',
      '/me/proposals',
      undefined,
      other.token,
    );
    expect(otherProposals.items.filter((p) => p.requestId === request.id).map((p) => [p.status, p.closedReason])).toEqual([
      ['rejected', 'hired_other'],
    ]);
    const mailbox = { config: { mailDir: `${server.dataDir}/mail` } } as unknown as TestApp;
    for (const deadline = Date.now() + 15_000; ; await new Promise((r) => setTimeout(r, 150))) {
      const declined = mailsFor(mailbox, OTHER.email).find((m) => m.text.includes('ha contratado a otra empresa, así que tu propuesta'));
      if (declined) {
        expect(declined.text).toContain(TITLE);
        break;
      }
      if (Date.now() > deadline) throw new Error(`No llegó el aviso de propuesta descartada a ${OTHER.email}`);
    }

    // The request left the public list and its public page.
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'No se encontraron trabajos' }).waitFor();
    expect(await visitor.getByRole('link', { name: `Ver detalles de ${TITLE}` }).count()).toBe(0);
    const jobPage = await visitor.goto(`${server.url}/job/${request.seoParam}`);
    expect(jobPage?.status()).toBe(404);
    await visitor.getByRole('heading', { name: 'Trabajo no encontrado' }).waitFor();

    // The job is done: the client confirms it on the request's page.
    await client.getByRole('button', { name: `Marcar como completado: ${TITLE}` }).click();
    const done = client.getByRole('dialog', { name: '¿Marcar el trabajo como completado?' });
    await done.getByText(`Confirmas que ${HIRED.companyName} hizo el trabajo «${TITLE}».`).waitFor();
    await done.getByRole('button', { name: 'Sí, se hizo el trabajo' }).click();
    await client.locator('#hire-title').getByText(`Trabajo completado por ${HIRED.companyName}`).waitFor();
    await shot(client, 'hiring-completed-390');

    // «Valorar a …» opens the company's page on the review of that hire.
    await client.getByRole('link', { name: `Valorar a ${HIRED.companyName}` }).click();
    await client.waitForURL(`${server.url}/company/${hired.seoParam}?review=${request.id}`);
    const reviewForm = client.getByRole('form', { name: 'Escribir una reseña' });
    await reviewForm.getByText('Valora el trabajo que contrataste').waitFor();
    await reviewForm.getByText('Tu reseña se marcará como «Contratado en Rutalia».').waitFor();
    await reviewForm.getByRole('radio', { name: '5 estrellas (Excelente)' }).check();
    await reviewForm.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(REVIEW);
    await reviewForm.getByRole('button', { name: 'Enviar reseña' }).click();
    const clientReview = client.getByRole('listitem').filter({ hasText: REVIEW });
    await clientReview.getByText('Contratado en Rutalia').waitFor();
    await client.waitForURL(`${server.url}/company/${hired.seoParam}`); // the invitation's ?review= is spent
    // The rating summary above the review: «1 reseña · 1 Contratado en Rutalia».
    await clientReview.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await shot(client, 'hiring-verified-review-390');
    expect(await horizontalOverflow(client)).toBeLessThanOrEqual(0);

    // Anyone sees it on the company's page.
    await visitor.goto(`${server.url}/company/${hired.seoParam}`);
    await visitor.getByRole('heading', { level: 1, name: HIRED.companyName }).waitFor();
    await visitor.getByRole('listitem').filter({ hasText: REVIEW }).getByText('Contratado en Rutalia').waitFor();

    expect(clientErrors).toEqual([]);
    expect(otherErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  }, 120_000);
});
