import type { Browser, BrowserContext } from 'playwright-core';
import { moveRequestBody } from '../factories/request-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import {
  api,
  loginApi,
  registerClientAccount,
  registerCompanyAccount,
  runId,
  signIn,
  watchErrors,
  type CompanyAccount,
} from './support/e2e-api.js';
import { horizontalOverflow } from './support/page-checks.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Realtime messaging in Chromium against the built app, two browsers side by side: a client
 * contacts a company from its public page and lands on /messages; the company, already on
 * /messages, sees the conversation and the message arrive without reloading, opens it and
 * answers while the client watches 'Escribiendo…' and then the answer appear; the client's
 * message shows 'Leído' once the company has opened it. 'Nueva conversación' asks the client for a
 * request when the type is 'Sobre un trabajo'. The client's email never reaches the company's
 * browser (API answers and socket frames). A conversation about a request shows its title (a link
 * to the job), route, date and accepted price in the chat's header, on a laptop and on a phone.
 */

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const run = runId();
const CLIENT = { email: `e2e-msg-client-${run}@example.com`, fullName: `Elena Martín ${run}` };
const COMPANY = {
  email: `e2e-msg-company-${run}@example.com`,
  companyName: `Portes Rápidos ${run}`,
  contact: 'Jordi Puig',
  city: 'Barcelona',
};
const FIRST = `Hola, necesito trasladar un sofá y una nevera dentro de Barcelona (${run}).`;
const ANSWER = `Perfecto, podemos ir el martes por la mañana (${run}).`;

/** Every API answer and socket frame a browser context received, to search for what must never be there. */
function recordTraffic(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    seen.push(response.url());
    void response.text().then(
      (text) => seen.push(text),
      () => undefined,
    );
  });
  context.on('page', (page) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => seen.push(String(frame.payload)));
    });
  });
  return seen;
}

describe('realtime messages between a client and a company in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let company: CompanyAccount;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    await registerClientAccount(server, { email: CLIENT.email, fullName: CLIENT.fullName, city: 'Barcelona' });
    company = await registerCompanyAccount(server, { ...COMPANY, services: ['Mudanzas de viviendas', 'Portes'] });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('delivers messages, typing and read receipts live, without reloading', async () => {
    // The company waits on /messages, on a laptop; everything its browser receives is recorded.
    const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const companyTraffic = recordTraffic(companyContext);
    const companyPage = await companyContext.newPage();
    const companyErrors = watchErrors(companyPage);
    await signIn(companyPage, server, COMPANY.email);
    await companyPage.goto(`${server.url}/messages`);
    await companyPage.getByText('Aún no tienes conversaciones').waitFor();
    let companyReloads = 0;
    companyPage.on('load', () => (companyReloads += 1));

    // The client, on a phone, contacts the company from its public page.
    const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const client = await clientContext.newPage();
    const clientErrors = watchErrors(client);
    await signIn(client, server, CLIENT.email);
    await client.goto(`${server.url}/company/${company.seoParam}`);
    await client.getByRole('heading', { level: 1, name: COMPANY.companyName }).waitFor();
    await client.getByRole('button', { name: 'Contactar' }).first().click();
    const dialog = client.getByRole('dialog', { name: `Contactar con ${COMPANY.companyName}` });
    await dialog.getByRole('button', { name: 'Enviar mensaje' }).click();
    await dialog.getByText('Por favor, escribe un mensaje').waitFor(); // blank is not sent
    await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(FIRST);
    await dialog.getByRole('button', { name: 'Enviar mensaje' }).click();
    await client.waitForURL(`${server.url}/messages?company=${company.id}`);
    const clientChat = client.getByRole('log', { name: 'Mensajes' });
    await clientChat.getByText(FIRST).waitFor();
    // The chat is the confirmation: no 'Mensaje enviado' toast (issue 18).
    expect(await client.getByText('Mensaje enviado').count()).toBe(0);

    // The company sees the new conversation and the message arrive without reloading.
    const conversations = companyPage.getByRole('list', { name: 'Conversaciones' });
    const conversation = conversations.getByRole('link').filter({ hasText: CLIENT.fullName });
    await conversation.waitFor();
    await conversation.getByText(FIRST).waitFor();
    await conversation.getByText('1 mensaje sin leer').waitFor();
    await conversation.click();
    const companyChat = companyPage.getByRole('log', { name: 'Mensajes' });
    await companyChat.getByText(FIRST).waitFor();

    // Opening it marks the message read: the client sees 'Leído' under it.
    await clientChat.getByText('Leído').waitFor();

    // The company writes: the client sees 'Escribiendo…', then the answer.
    const box = companyPage.getByRole('textbox', { name: 'Mensaje' });
    await box.pressSequentially(ANSWER.slice(0, 30), { delay: 40 });
    await client.getByText('Escribiendo…').waitFor();
    await box.pressSequentially(ANSWER.slice(30), { delay: 10 });
    await box.press('Enter');
    await clientChat.getByText(ANSWER).waitFor();
    expect(await box.inputValue()).toBe('');
    // The client is looking at the conversation: the answer is marked read within 0.5 s.
    await companyChat.getByText('Leído').waitFor();
    expect(await companyChat.getByText(ANSWER).count()).toBe(1);

    // 'Nueva conversación' (client): a company and a type are required; 'Sobre un trabajo' needs a request.
    await client.goto(`${server.url}/messages`);
    await client.getByRole('button', { name: 'Nueva conversación' }).click();
    const start = client.getByRole('dialog', { name: 'Nueva conversación' });
    await start.getByRole('searchbox', { name: 'Empresa' }).fill(run);
    await start.getByRole('radio', { name: new RegExp(COMPANY.companyName) }).check();
    await start.getByRole('radio', { name: 'Sobre un trabajo' }).check();
    await start.getByRole('textbox', { name: 'Mensaje' }).fill('¿Tenéis disponibilidad en diciembre?');
    await start.getByRole('button', { name: 'Iniciar conversación' }).click();
    await start.getByText('Selecciona un trabajo para iniciar la conversación').waitFor();
    await start.getByRole('radio', { name: 'General' }).check();
    await start.getByRole('button', { name: 'Iniciar conversación' }).click();
    await clientChat.getByText('¿Tenéis disponibilidad en diciembre?').waitFor();
    await companyChat.getByText('¿Tenéis disponibilidad en diciembre?').waitFor();

    expect(companyReloads).toBe(0);
    // The client's email appears nowhere the company's browser saw.
    await companyPage.waitForLoadState('networkidle');
    expect(companyTraffic.length).toBeGreaterThan(5);
    expect(companyTraffic.join('\n')).not.toContain(CLIENT.email);
    expect(await companyPage.content()).not.toContain(CLIENT.email);

    expect(clientErrors).toEqual([]);
    expect(companyErrors).toEqual([]);
    await clientContext.close();
    await companyContext.close();
  }, 90_000);
  it('shows the request, its route, date and accepted price in the header of its conversation', async () => {
    const clientToken = await loginApi(server, CLIENT.email);
    const request = await api<{ id: string; seoParam: string }>(
      server,
      'POST',
      '/requests',
      moveRequestBody({ dateFlexibility: 'exact' }),
      clientToken,
    );
    const proposal = await api<{ id: string }>(
      server,
      'POST',
      `/requests/${request.id}/proposals`,
      { message: '<p>Lo hacemos con dos operarios.</p>', price: 450 },
      company.token,
    );
    await api(server, 'POST', `/proposals/${proposal.id}/accept`, {}, clientToken);
    await api(server, 'POST', '/messages', { companyId: company.id, requestId: request.id, content: '¿Venís a las 9?' }, clientToken);

    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, server, CLIENT.email);
      await page.goto(`${server.url}/messages`);
      const list = page.getByRole('list', { name: 'Conversaciones' });
      await list.getByRole('link').filter({ hasText: '¿Venís a las 9?' }).getByText('Mudanza de piso de Madrid a Valencia').waitFor();
      await list.getByRole('link').filter({ hasText: '¿Venís a las 9?' }).click();
      const header = page.getByRole('region', { name: `Conversación con ${COMPANY.companyName}` }).locator('header');
      const title = header.getByRole('link', { name: 'Mudanza de piso de Madrid a Valencia' });
      await title.waitFor();
      expect(await title.getAttribute('href')).toBe(`/job/${request.seoParam}`);
      await header.getByText('Madrid → Valencia').waitFor();
      await header.getByText(/^\d{1,2} [a-z]+\. \d{4}$/).waitFor();
      await header.getByText('Propuesta: 450,00 € (IVA incl.) · Aceptada').waitFor();
      await dismissCookies(page);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/messages-request-${width}.png` });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 90_000);
});
