import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { startIsolatedServerProcess, type IsolatedServerProcess } from '../helpers/server-process.js';
import { enrolInBackoffice, signInToBackofficeWithCode } from './support/backoffice-two-factor.js';
import { api, registerClientAccount, registerCompanyAccount, runId, watchErrors } from './support/e2e-api.js';

/**
 * A super admin's round in the react-admin backoffice: sign in, suspend a company with a reason
 * (it leaves the public directory) and reactivate it, write and publish a blog post (it is on
 * /blog), resolve a report and read a contact message.
 */
describe('backoffice journey in Chromium', () => {
  let server: IsolatedServerProcess;
  let browser: Browser;
  let db: pg.Client;
  const id = runId();
  const superAdminEmail = `super-${id}@example.com`;

  beforeAll(async () => {
    // Its own database: the blog specs running alongside publish posts dated ahead of this one.
    server = await startIsolatedServerProcess('rutalia_backoffice');
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    // As `npm run admin:create` leaves it: type super_admin with the super_admin and admin roles.
    await registerClientAccount(server, { email: superAdminEmail, fullName: 'Sara Moderadora' });
    const [{ id: userId }] = (await db.query(`UPDATE users SET user_type = 'super_admin' WHERE email = $1 RETURNING id`, [superAdminEmail]))
      .rows;
    await db.query(`DELETE FROM user_roles WHERE user_id = $1`, [userId]);
    await db.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'super_admin'), ($1, 'admin')`, [userId]);
  }, 60_000);
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await server?.stop();
  });

  /** Two-factor is mandatory for admins (issue 22): enrol on another device first, then password and code here. */
  async function signInToBackoffice(page: Page): Promise<void> {
    const first = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const secret = await enrolInBackoffice(first, server, superAdminEmail);
    await first.context().close();
    await signInToBackofficeWithCode(page, server, superAdminEmail, secret);
  }

  /** Polls `check` for up to 5 s (the read mark is sent once the show page has loaded). */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      if (await check()) return true;
    }
    return check();
  }

  const publicCompany = (companyId: string) => fetch(`${server.url}/api/companies/${companyId}`).then((r) => r.status);

  it('moderates a company, publishes a post, resolves a report and reads a contact message', async () => {
    const company = await registerCompanyAccount(server, {
      email: `moderada-${id}@example.com`,
      companyName: `Mudanzas Moderadas ${id}`,
      contact: 'Iván Prieto',
      city: 'Zaragoza',
      services: ['Mudanzas'],
    });
    const reporterToken = await registerClientAccount(server, { email: `reporta-${id}@example.com`, fullName: 'Rocío Ferrer' });
    const report = await api<{ id: string }>(
      server,
      'POST',
      '/reports',
      { reportType: 'company', targetId: company.id, reason: 'Spam o publicidad' },
      reporterToken,
    );
    const contact = await api<{ id: string }>(server, 'POST', '/contact', {
      name: 'Elena Campos',
      email: `contacto-${id}@example.com`,
      subject: 'partnership',
      message: 'Queremos colaborar con Rutalia.',
    });
    expect(await publicCompany(company.id)).toBe(200);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchErrors(page);
    await signInToBackoffice(page);

    // Suspend with a reason: gone from the public site; reactivate: back.
    await page.goto(`${server.url}/backoffice/#/companies/${company.id}/show`);
    await page.getByRole('button', { name: 'Suspender' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motivo de la suspensión').fill('Publica datos de contacto falsos');
    await dialog.getByRole('button', { name: 'Suspender' }).click();
    await page.getByText('Empresa suspendida').first().waitFor();
    expect(await publicCompany(company.id)).toBe(404);
    const directory = await api<{ items: { id: string }[] }>(server, 'GET', `/companies?q=${encodeURIComponent(`Moderadas ${id}`)}`);
    expect(directory.items).toEqual([]);
    await page.getByRole('button', { name: 'Reactivar' }).click();
    await page.getByText('Empresa reactivada').first().waitFor();
    expect(await publicCompany(company.id)).toBe(200);
    const audit = (await db.query(`SELECT action, reason FROM audit_logs WHERE entity_id = $1 ORDER BY created_at`, [company.id])).rows;
    expect(audit).toEqual([
      { action: 'company.suspend', reason: 'Publica datos de contacto falsos' },
      { action: 'company.reactivate', reason: null },
    ]);

    // Write and publish a post: it is on /blog.
    const title = `Cómo preparar una mudanza ${id}`;
    await page.goto(`${server.url}/backoffice/#/blog-posts/create`);
    await page.locator('input[name="title"]').fill(title);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Empieza por las cajas y etiqueta cada habitación.');
    await page.getByLabel('Publicado').check();
    await page.getByRole('button', { name: 'Crear post' }).click();
    await page.getByText('Post creado correctamente').first().waitFor();
    const site = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
    await site.goto(`${server.url}/blog`);
    await site.getByRole('link', { name: title }).first().click();
    await site.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await site.locator('main').innerText()).toContain('Empieza por las cajas y etiqueta cada habitación.');
    await site.context().close();

    // Resolve the report.
    await page.goto(`${server.url}/backoffice/#/reports/${report.id}/show`);
    await page.getByRole('button', { name: 'Resolver' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resolver' }).click();
    await page.getByText('Reporte resuelto').first().waitFor();
    const [closed] = (
      await db.query(`SELECT r.status, u.email AS reviewer FROM content_reports r JOIN users u ON u.id = r.reviewed_by WHERE r.id = $1`, [
        report.id,
      ])
    ).rows;
    expect(closed).toEqual({ status: 'resolved', reviewer: superAdminEmail });

    // Opening a contact message marks it read.
    await page.goto(`${server.url}/backoffice/#/contact-messages/${contact.id}/show`);
    await page.getByText('Queremos colaborar con Rutalia.').waitFor();
    expect(
      await eventually(async () => (await db.query(`SELECT read FROM contact_messages WHERE id = $1`, [contact.id])).rows[0].read === true),
    ).toBe(true);

    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
