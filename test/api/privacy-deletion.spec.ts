import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bearer, call, errorCodeOf, login, TEST_PASSWORD } from '../factories/auth-factories.js';
import { createSuperAdmin } from '../factories/admin-factories.js';
import { deleteAccount, privacyCast } from '../factories/privacy-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/** Issue 22, «Eliminar mi cuenta»: at once, for good, with what the law keeps still there. */
describe('Privacy: account deletion', () => {
  let t: TestApp;
  let ds: DataSource;
  let cast: Awaited<ReturnType<typeof privacyCast>>;
  let tag: string;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    tag = randomUUID().replace(/\D/g, '').padEnd(8, '3').slice(0, 8);
    cast = await privacyCast(t, tag);
  }, 60_000);

  afterAll(async () => t?.close());

  it('refuses a wrong password or a missing confirmation with a Spanish 400, and admins', async () => {
    const token = cast.company.company.accessToken;
    const wrong = await deleteAccount(t, token, { password: 'otra-cosa-123', confirmation: 'ELIMINAR' });
    expect(wrong.status).toBe(400);
    expect(errorCodeOf(wrong.body)).toBe('WRONG_PASSWORD');
    expect((wrong.body as { message: string }).message).toBe('La contraseña no es correcta.');
    const unconfirmed = await deleteAccount(t, token, { password: TEST_PASSWORD, confirmation: 'eliminar' });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toContain('Escribe ELIMINAR');
    expect((await deleteAccount(t, token, { confirmation: 'ELIMINAR' })).status).toBe(400);
    const admin = await createSuperAdmin(t);
    expect((await deleteAccount(t, admin.token)).status).toBe(403);
    const [user] = await ds.query(`SELECT deleted_at FROM users WHERE id = $1`, [cast.company.company.id]);
    expect(user.deleted_at).toBeNull();
  });

  it('a company: gone from every public place, anonymous in conversations, invoices still render', async () => {
    const { company, client } = cast;
    const [before] = await ds.query(
      `SELECT c.slug, c.company_name, u.phone FROM companies c JOIN users u ON u.id = c.user_id WHERE c.id = $1`,
      [company.companyId],
    );
    const personal = [company.company.email, company.company.user.fullName, before.phone];
    expect((await deleteAccount(t, company.company.accessToken)).status).toBe(204);

    // Sign-in, refresh and the old access token all fail.
    expect((await call(t, 'POST', '/api/auth/login', { email: company.company.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/refresh', undefined, { cookie: company.company.cookie })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', undefined, bearer(company.company.accessToken))).status).toBe(403);
    expect(await ds.query(`SELECT 1 FROM refresh_tokens WHERE user_id = $1`, [company.company.id])).toHaveLength(0);

    // Company page, directory, search and sitemap.
    expect((await call(t, 'GET', `/api/companies/${company.companyId}`)).status).toBe(404);
    const directory = await call(t, 'GET', `/api/companies?q=${encodeURIComponent(before.company_name)}`);
    expect(JSON.stringify(directory.body)).not.toContain(company.companyId);
    const search = await call(t, 'GET', `/api/search?q=${encodeURIComponent(before.company_name)}`);
    expect(JSON.stringify(search.body)).not.toContain(company.companyId);
    const sitemap = await (await t.request('GET', '/sitemap.xml')).text();
    expect(sitemap).not.toContain(company.companyId);

    // The client still has the conversation, now with «Usuario eliminado».
    const conversations = await call<{ items: Array<{ party: { displayName: string; companyId: string | null } }> }>(
      t,
      'GET',
      '/api/conversations',
      undefined,
      bearer(client.accessToken),
    );
    const text = JSON.stringify(conversations.body);
    expect(text).toContain('Usuario eliminado');
    for (const value of personal) expect(text).not.toContain(value);

    // The account row, the mail log and the subscription.
    const [user] = await ds.query(`SELECT email, full_name, phone, status, deleted_at FROM users WHERE id = $1`, [company.company.id]);
    expect(user).toMatchObject({ full_name: 'Usuario eliminado', phone: null, status: 'inactive' });
    expect(user.email).toMatch(/@eliminado\.invalid$/);
    expect(user.deleted_at).not.toBeNull();
    expect(await ds.query(`SELECT 1 FROM mail_log WHERE lower(to_email) = lower($1)`, [company.company.email])).toHaveLength(0);
    const [sub] = await ds.query(`SELECT cancel_at_period_end, status FROM company_subscriptions WHERE company_id = $1`, [
      company.companyId,
    ]);
    expect(sub.cancel_at_period_end || sub.status === 'cancelled').toBe(true);

    // The invoice is kept and its PDF still renders for a super admin (two-factor enrolled).
    const superAdmin = await createSuperAdmin(t);
    const pdf = await t.request('GET', `/api/admin/invoices/${company.invoice.id}/pdf`, undefined, bearer(superAdmin.token));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const [invoice] = await ds.query(`SELECT billing_snapshot FROM invoices WHERE id = $1`, [company.invoice.id]);
    expect(invoice.billing_snapshot).toBeTruthy();
  });

  it('a client: requests closed, pending proposals declined, shared contact data replaced, sign-in impossible', async () => {
    const { other } = cast;
    const extra = await call<{ id: string }>(
      t,
      'POST',
      '/api/requests',
      { title: 'Otra mudanza abierta', description: '<p>Piso pequeño</p>', services: ['mudanzas'], city: 'Madrid', province: 'Madrid' },
      bearer(other.accessToken),
    );
    expect((await deleteAccount(t, other.accessToken)).status).toBe(204);
    const open = await ds.query(`SELECT id FROM requests WHERE client_id = $1 AND status IN ('active', 'hired')`, [other.id]);
    expect(open).toHaveLength(0);
    if (extra.status === 201) expect((await call(t, 'GET', `/api/requests/${extra.body.id}`)).body).not.toMatchObject({ status: 'active' });
    const [proposal] = await ds.query(`SELECT client_shared_data FROM proposals WHERE id = $1`, [cast.otherProposal.id]);
    expect(proposal.client_shared_data).toMatchObject({ client_name: 'Usuario eliminado', client_phone: null });
    const relogin = await login(t, other.email, TEST_PASSWORD).catch((error: Error) => error);
    expect(relogin).toBeInstanceOf(Error);
    // Asking for an export is no longer possible either.
    expect((await call(t, 'POST', '/api/me/data-exports', undefined, bearer(other.accessToken))).status).toBe(403);
    expect(tag).toHaveLength(8);
  });
});
