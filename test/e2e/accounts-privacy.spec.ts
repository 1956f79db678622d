import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startIsolatedServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import { enrolInBackoffice, signInToBackofficeWithCode } from './support/backoffice-two-factor.js';
import {
  api,
  E2E_PASSWORD,
  loginApi,
  registerClientAccount,
  registerCompanyAccount,
  runId,
  signIn,
  verificationLinkFromMail,
  watchErrors,
} from './support/e2e-api.js';
import { dismissCookies } from './support/page-actions.js';

/**
 * Issue 22 in Chromium: a client signs up and verifies the address from the .eml the server
 * wrote, then downloads the export of their data; an admin enables two-factor on the backoffice's
 * enrolment screen and signs in again with a code; a client who talked to a company deletes the
 * account, and the company sees that conversation as from «Usuario eliminado».
 */
describe('accounts and privacy in Chromium', () => {
  let server: IsolatedServerProcess;
  let browser: Browser;
  let db: pg.Client;
  const run = runId();

  beforeAll(async () => {
    server = await startIsolatedServerProcess('rutalia_privacy');
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  const newPage = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
    return context.newPage();
  };

  it('signs up, verifies the email from the mail and downloads the export', async () => {
    const page = await newPage(390);
    const errors = watchErrors(page);
    const email = `e2e-privacy-${run}@example.com`;

    await page.goto(`${server.url}/register/client`);
    await dismissCookies(page);
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Irene Cuesta');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.locator('input[autocomplete="new-password"]').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(`${server.url}/login`);
    await signIn(page, server, email);

    // Unverified: the banner says what waits, until the link of the mail is opened.
    const banner = page.getByTestId('email-verification-banner');
    await banner.getByText('Verifica tu email para publicar tus solicitudes y enviar propuestas.').waitFor();
    const link = new URL(await verificationLinkFromMail(server, email));
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByText('Email verificado').waitFor();
    await page.goto(`${server.url}/client/profile`);
    await page.getByRole('heading', { name: 'Descargar mis datos' }).waitFor();
    expect(await banner.count()).toBe(0);

    // The export is built by the worker; the page shows the file when it is ready.
    await page.getByRole('button', { name: 'Descargar mis datos' }).click();
    const file = page.getByRole('button', { name: 'Descargar archivo' });
    await file.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/^rutalia-mis-datos.*\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(zip).sort()).toEqual(['datos.json', 'resumen.html']);
    const json = strFromU8(zip['datos.json']);
    expect(json).toContain(email);
    expect(json).toContain('Irene Cuesta');
    expect(strFromU8(zip['resumen.html'])).toContain('Irene Cuesta');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('an admin enables two-factor and signs in to the backoffice with a code', async () => {
    const email = `e2e-admin-${run}@example.com`;
    await registerClientAccount(server, { email, fullName: 'Álvaro Moderador' });
    const [{ id }] = (await db.query(`UPDATE users SET user_type = 'admin' WHERE email = $1 RETURNING id`, [email])).rows;
    await db.query(`DELETE FROM user_roles WHERE user_id = $1`, [id]);
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'admin')`, [id]);

    // Without two-factor the admin API refuses, whatever the screen shows.
    const token = await loginApi(server, email);
    const refused = await fetch(`${server.url}/api/admin/dashboard`, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(403);

    const first = await newPage(1280);
    const secret = await enrolInBackoffice(first, server, email);
    await first.context().close();

    const page = await newPage(1280);
    const errors = watchErrors(page);
    await signInToBackofficeWithCode(page, server, email, secret);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a deleted client shows as «Usuario eliminado» in the company messages', async () => {
    const clientEmail = `e2e-leaving-${run}@example.com`;
    const companyEmail = `e2e-keeps-${run}@example.com`;
    const company = await registerCompanyAccount(server, {
      email: companyEmail,
      companyName: `Mudanzas Albarracín ${run}`,
      contact: 'Pilar Gil',
      city: 'Zaragoza',
      services: ['Mudanzas de viviendas'],
    });
    const clientToken = await registerClientAccount(server, { email: clientEmail, fullName: `Marcos Lavín ${run}`, phone: '611 222 333' });
    const question = `¿Tienen hueco el sábado para un piso pequeño? (${run})`;
    await api(server, 'POST', '/messages', { companyId: company.id, content: question }, clientToken);

    const page = await newPage(390);
    await page.goto(`${server.url}/login`);
    await dismissCookies(page);
    await signIn(page, server, clientEmail);
    await page.goto(`${server.url}/client/profile`);
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
    await dialog.getByLabel('Contraseña actual').fill(E2E_PASSWORD);
    await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await page.getByText('Tu cuenta se ha eliminado. Sentimos verte marchar.').waitFor();
    await page.context().close();

    // The account is gone: its password opens nothing.
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: clientEmail, password: E2E_PASSWORD }),
    });
    expect(login.status).toBe(401);

    const companyPage = await newPage(1280);
    await companyPage.goto(`${server.url}/login`);
    await dismissCookies(companyPage);
    await signIn(companyPage, server, companyEmail);
    await companyPage.goto(`${server.url}/messages`);
    const conversation = companyPage.getByRole('link').filter({ hasText: 'Usuario eliminado' });
    await conversation.waitFor();
    await conversation.click();
    await companyPage.getByText(question).waitFor();
    expect(await companyPage.getByText(`Marcos Lavín ${run}`).count()).toBe(0);
    await companyPage.context().close();
  }, 120_000);
});
