import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { mailsFor, type ReceivedMail } from '../factories/auth-factories.js';
import { launchBrowser } from '../helpers/browser.js';
import type { TestApp } from '../helpers/test-app.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';
import { runId, watchErrors } from './support/e2e-api.js';
import { appReady } from './support/page-actions.js';

/**
 * The home page's forms and the shared layout extras as a visitor uses them: newsletter with
 * double opt-in (the mails the server wrote), the 30 s popup, the contact form, the cookie
 * banner, the WhatsApp button and the installable app.
 */
describe('home page features in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;
  let db: pg.Client;

  beforeAll(async () => {
    server = await startServerProcess();
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  const mailbox = () => ({ config: { mailDir: `${server.dataDir}/mail` } }) as unknown as TestApp;

  async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = mailsFor(mailbox(), to).find((m) => subject.test(m.text));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No llegó el correo ${subject} para ${to}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  const linkIn = (mail: ReceivedMail, path: string) => {
    const url = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_%-]+`))?.[0];
    if (!url) throw new Error(`El correo no contiene ${path}`);
    return new URL(url).pathname + new URL(url).search;
  };

  async function freshPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    return context.newPage();
  }

  it('subscribes to the newsletter with double opt-in, refuses a duplicate and unsubscribes from the mail link', async () => {
    const page = await freshPage(390);
    const errors = watchErrors(page);
    const email = `boletin-${runId()}@example.com`;
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await appReady(page);

    const form = page.locator('#newsletter');
    await form.getByLabel(/email/i).fill(email);
    await form.getByRole('button', { name: /suscrib/i }).click();
    await page.getByText('¡Suscripción exitosa!').waitFor();

    const confirm = await waitForMail(email, /confirmar/i);
    const headers = confirm.raw.replace(/\r?\n[ \t]+/g, ' '); // unfold (RFC 5322)
    expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[0-9a-f-]{36}>$/m);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await page.goto(`${server.url}${linkIn(confirm, '/newsletter/confirmar')}`);
    await page.getByRole('heading', { name: '¡Suscripción confirmada!' }).waitFor();
    const [row] = (await db.query(`SELECT status FROM newsletter_subscriptions WHERE email = $1`, [email])).rows;
    expect(row.status).toBe('confirmed');

    await page.goto(server.url, { waitUntil: 'networkidle' });
    await appReady(page);
    await form.getByLabel(/email/i).fill(email.toUpperCase());
    await form.getByRole('button', { name: /suscrib/i }).click();
    await page.getByText('Ya estás suscrito').waitFor();

    await page.goto(`${server.url}${linkIn(confirm, '/newsletter/baja')}`);
    await page.getByRole('heading', { name: 'Te has dado de baja de la newsletter' }).waitFor();
    const [after] = (await db.query(`SELECT status FROM newsletter_subscriptions WHERE email = $1`, [email])).rows;
    expect(after.status).toBe('unsubscribed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the newsletter popup once, 30 seconds after the home page loads', async () => {
    const page = await freshPage();
    await page.clock.install();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await appReady(page);
    await page.clock.runFor(29_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(2_000);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'networkidle' });
    await appReady(page);
    await page.clock.runFor(45_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-seen'))).not.toBeNull();
    await page.context().close();
  });

  it('sends the home contact form and stores the message for the admins', async () => {
    const page = await freshPage(390);
    const errors = watchErrors(page);
    const email = `contacto-${runId()}@example.com`;
    await page.goto(`${server.url}/#contacto`, { waitUntil: 'networkidle' });
    await appReady(page);
    const form = page.locator('#contacto form');
    await form.getByRole('button', { name: /enviar/i }).click();
    await page.getByText('Por favor, completa todos los campos obligatorios').first().waitFor();

    await form.getByLabel(/nombre/i).fill('Marta Ibáñez');
    await form.getByLabel(/email/i).fill(email);
    await form.getByLabel(/teléfono/i).fill('612 345 678');
    await form.getByLabel(/empresa/i).fill('Frutas Ibáñez SL');
    await form.getByLabel(/asunto/i).selectOption('pricing');
    await form.getByLabel(/mensaje/i).fill('Quiero anunciar mis productos en Rutalia.');
    await form.getByRole('button', { name: /enviar/i }).click();
    await page.getByText('Mensaje enviado').waitFor();

    const { rows } = await db.query(`SELECT name, subject, phone, company, read FROM contact_messages WHERE email = $1`, [email]);
    expect(rows).toEqual([{ name: 'Marta Ibáñez', subject: 'pricing', phone: '612 345 678', company: 'Frutas Ibáñez SL', read: false }]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('remembers the cookie choice, and the X hides the banner without saving one', async () => {
    const page = await freshPage(390);
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await appReady(page);
    const banner = page.getByRole('region', { name: /cookies/i });
    await banner.waitFor();
    await banner.getByRole('button', { name: /cerrar/i }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

    await page.reload({ waitUntil: 'networkidle' });
    await appReady(page);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Solo necesarias' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toContain('necessary');

    await page.reload({ waitUntil: 'networkidle' });
    await appReady(page);
    expect(await page.getByRole('region', { name: /cookies/i }).count()).toBe(0);
    await page.context().close();
  });

  it('offers WhatsApp with the configured number and greeting, and installs as an app with /sw.js', async () => {
    const page = await freshPage();
    await page.goto(server.url, { waitUntil: 'networkidle' });
    await appReady(page);
    const href = await page.getByRole('link', { name: 'Contactar por WhatsApp' }).getAttribute('href');
    const url = new URL(href!);
    expect(url.origin + url.pathname).toBe('https://wa.me/34600000000');
    expect(url.searchParams.get('text')).toMatch(/información/);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(manifestHref!, server.url))).json();
    expect(manifest).toMatchObject({ name: 'Rutalia', lang: 'es', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptUrl).toBe(`${server.url}/sw.js`);
    await page.context().close();
  });
});
