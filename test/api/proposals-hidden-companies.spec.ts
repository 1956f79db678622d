import { DataSource } from 'typeorm';
import type { CompanyDashboardDto, ProposalDto, ProposalListDto } from '@rutalia/api-contract';
import { createAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, type TestCompany } from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 15, failures 5 and 6: a company moderators hid (suspended, deactivated, or whose account
 * is suspended) gets no client data, and its proposals show as unavailable; proposal data is for
 * the two parties and super admins only, never plain admins.
 */
describe('proposals of hidden companies, and who reads proposals', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    [superAdmin, admin] = await Promise.all([createAdmin(t, { superAdmin: true }), createAdmin(t)]);
  }, 60_000);
  afterAll(() => t.close());

  const as = <T = unknown>(token: string | undefined, method: string, route: string, body?: unknown) =>
    call<T>(t, method, route, body, token ? bearer(token) : {});

  /** A client's request with one pending proposal from each of two companies. */
  async function market() {
    const client = await signedInClient(t, { phone: '600111222' });
    const [hidden, other] = await Promise.all([createCompany(t), createCompany(t)]);
    const request = await createRequest(t, client.accessToken);
    const hiddenProposal = await createProposal(t, hidden.token, request.id);
    const otherProposal = await createProposal(t, other.token, request.id);
    return { client, hidden, other, request, hiddenProposal, otherProposal };
  }

  const sharedDataOf = async (proposalId: string) =>
    (await ds.query(`SELECT status, client_shared_data FROM proposals WHERE id = $1`, [proposalId]))[0] as {
      status: string;
      client_shared_data: unknown;
    };

  const hide: Record<string, (c: TestCompany) => Promise<unknown>> = {
    'suspended by a moderator': (c) =>
      as(superAdmin.token, 'POST', `/api/admin/companies/${c.company.id}/suspend`, { reason: 'Reseñas falsas' }),
    'whose account is suspended': (c) => as(superAdmin.token, 'POST', `/api/admin/users/${c.account.id}/suspend`, { reason: 'Fraude' }),
    deactivated: (c) => ds.query(`UPDATE companies SET is_active = false WHERE id = $1`, [c.company.id]),
  };

  for (const [how, hideCompany] of Object.entries(hide)) {
    it(`a company ${how}: its proposal cannot be accepted (409, nothing shared) and shows as unavailable`, async () => {
      const m = await market();
      await hideCompany(m.hidden);

      const accept = await as<ApiErrorBody>(m.client.accessToken, 'POST', `/api/proposals/${m.hiddenProposal.id}/accept`);
      expect([accept.status, accept.body.code]).toEqual([409, 'PROPOSAL_COMPANY_UNAVAILABLE']);
      expect(accept.body.message).toMatch(/ya no está disponible/);
      expect(await sharedDataOf(m.hiddenProposal.id)).toEqual({ status: 'pending', client_shared_data: null });
      const reject = await as<ApiErrorBody>(m.client.accessToken, 'POST', `/api/proposals/${m.hiddenProposal.id}/reject`);
      expect([reject.status, reject.body.code]).toEqual([409, 'PROPOSAL_COMPANY_UNAVAILABLE']);

      // The client sees which proposals it can still answer.
      const list = await as<ProposalListDto>(m.client.accessToken, 'GET', `/api/requests/${m.request.id}/proposals`);
      const availability = Object.fromEntries(list.body.items.map((p) => [p.id, p.company?.available]));
      expect(availability).toEqual({ [m.hiddenProposal.id]: false, [m.otherProposal.id]: true });
      expect((await as<ProposalDto>(m.client.accessToken, 'GET', `/api/proposals/${m.hiddenProposal.id}`)).body.company?.available).toBe(
        false,
      );

      // The other company's proposal is unaffected.
      const other = await as<ProposalDto>(m.client.accessToken, 'POST', `/api/proposals/${m.otherProposal.id}/accept`);
      expect(other.status).toBe(200);
      expect(other.body.clientSharedData).toMatchObject({ clientPhone: '600111222' });
    });
  }

  it('once reactivated, the company is available again and its proposal can be accepted', async () => {
    const m = await market();
    await hide['suspended by a moderator'](m.hidden);
    expect((await as(m.client.accessToken, 'POST', `/api/proposals/${m.hiddenProposal.id}/accept`)).status).toBe(409);
    expect((await as(superAdmin.token, 'POST', `/api/admin/companies/${m.hidden.company.id}/reactivate`)).status).toBe(200);
    const accept = await as<ProposalDto>(m.client.accessToken, 'POST', `/api/proposals/${m.hiddenProposal.id}/accept`);
    expect([accept.status, accept.body.company?.available]).toEqual([200, true]);
  });

  it('a suspended company learns it from its dashboard, with the reason, and is refused new proposals with it', async () => {
    const m = await market();
    await hide['suspended by a moderator'](m.hidden);
    const dashboard = await as<CompanyDashboardDto>(m.hidden.token, 'GET', '/api/dashboard');
    expect(dashboard.body.company).toMatchObject({ visible: false, status: 'suspended', suspensionReason: 'Reseñas falsas' });
    expect((await as<CompanyDashboardDto>(m.other.token, 'GET', '/api/dashboard')).body.company).toMatchObject({
      visible: true,
      status: 'active',
      suspensionReason: null,
    });

    const another = await createRequest(t, m.client.accessToken);
    const send = await as<ApiErrorBody>(m.hidden.token, 'POST', `/api/requests/${another.id}/proposals`, { message: '<p>Hola</p>' });
    expect([send.status, send.body.code]).toEqual([403, 'COMPANY_SUSPENDED']);
    expect(send.body.message).toContain('Reseñas falsas');
  });

  it('proposal data is for the client, the company and super admins: a plain admin gets what any outsider gets', async () => {
    const m = await market();
    const list = `/api/requests/${m.request.id}/proposals`;
    const one = `/api/proposals/${m.hiddenProposal.id}`;
    expect((await as(admin.token, 'GET', list)).status).toBe(403);
    expect((await as(admin.token, 'GET', one)).status).toBe(404);
    // The same answers as another client's.
    const outsider = await signedInClient(t);
    expect((await as(outsider.accessToken, 'GET', list)).status).toBe(403);
    expect((await as(outsider.accessToken, 'GET', one)).status).toBe(404);
    // Parties and super admins still read them.
    expect((await as<ProposalListDto>(superAdmin.token, 'GET', list)).body.items).toHaveLength(2);
    expect((await as(superAdmin.token, 'GET', one)).status).toBe(200);
    expect((await as(m.hidden.token, 'GET', one)).status).toBe(200);
    expect((await as(m.client.accessToken, 'GET', list)).status).toBe(200);
  });
});
