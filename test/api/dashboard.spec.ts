import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import type {
  ApiResponse,
  ClientDashboardDto,
  CompanyDashboardDto,
  MyProposalsPageDto,
  MyRequestsPageDto,
  ProposalDto,
  RequestDto,
} from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient } from '../factories/auth-factories.js';
import { createCompany, makeAdmin, marker } from '../factories/company-factories.js';
import { createProposal, createRequest, endTrial } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

describe('GET /api/dashboard', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  /** `GET /api/dashboard` answers one of three shapes (by role): `T` says which the test expects. */
  const dashboard = <T extends ApiResponse<'/api/dashboard', 'get'> = ApiResponse<'/api/dashboard', 'get'>>(token: string) =>
    call<T>(t, 'GET', '/api/dashboard', undefined, bearer(token));
  const accept = (token: string, id: string) => call(t, 'POST', `/api/proposals/${id}/accept`, undefined, bearer(token));
  const reject = (token: string, id: string) => call(t, 'POST', `/api/proposals/${id}/reject`, undefined, bearer(token));

  /** Messages have no API yet (messaging issue): straight in SQL. */
  async function insertMessage(senderId: string, receiverId: string, isRead = false): Promise<void> {
    await ds.query(
      `INSERT INTO messages (sender_id, receiver_id, content, is_read, read_at) VALUES ($1, $2, 'Hola', $3, CASE WHEN $3 THEN now() END)`,
      [senderId, receiverId, isRead],
    );
  }

  /** Invoices have no API yet (billing issue): straight in SQL, numbers from a random year so runs never collide. */
  async function insertInvoices(companyId: string, amounts: number[]): Promise<string[]> {
    const [sub] = await ds.query(`SELECT id FROM company_subscriptions WHERE company_id = $1 ORDER BY created_at DESC LIMIT 1`, [
      companyId,
    ]);
    const year = 3000 + randomInt(0, 900_000);
    const ids: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      const base = Math.round((amount / 1.21) * 100) / 100;
      const tax = Math.round((amount - base) * 100) / 100;
      const seq = i + 1;
      const [row] = await ds.query(
        `INSERT INTO invoices (company_id, subscription_id, invoice_number, invoice_year, invoice_sequence, period_start, period_end,
                               base_amount, tax_amount, amount, due_date, status, paid_at, created_at)
         VALUES ($1, $2, $3, $4::int, $5::int, now() - make_interval(months => $5::int), now() - make_interval(months => $5::int - 1),
                 $6, $7, $8, now() + interval '10 days', $9::invoice_status, CASE WHEN $9 = 'paid' THEN now() END, now() - make_interval(days => 40 - $5::int))
         RETURNING id`,
        [companyId, sub.id, `RUT-${year}-${String(seq).padStart(6, '0')}`, year, seq, base, tax, amount, i === 0 ? 'paid' : 'pending'],
      );
      ids.push(row.id);
    }
    return ids;
  }

  it('is for signed-in users only', async () => {
    const res = await call(t, 'GET', '/api/dashboard');
    expect(res.status).toBe(401);
  });

  it('an admin gets { role: admin }', async () => {
    const admin = await signedInClient(t);
    await makeAdmin(ds, admin.id);
    const res = await dashboard(admin.accessToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ role: 'admin' });
  });

  describe('client', () => {
    it('without requests: zeros and a 0 % response rate', async () => {
      const client = await signedInClient(t);
      const res = await dashboard(client.accessToken);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        role: 'client',
        latestRequests: [],
        awaitingCompletion: [],
        stats: {
          totalRequests: 0,
          activeRequests: 0,
          completedRequests: 0,
          hiredRequests: 0,
          totalProposals: 0,
          pendingProposals: 0,
          acceptedProposals: 0,
          responseRate: 0,
          unreadMessages: 0,
        },
      });
    });

    it('the 5 newest requests (any status) and the totals over all of them', async () => {
      const client: Client = await signedInClient(t, { fullName: 'Carmen Panel Ruiz', phone: '655000111' });
      const c1 = await createCompany(t);
      const c2 = await createCompany(t);
      const m = marker();
      const r: RequestDto[] = [];
      for (let i = 1; i <= 6; i++) r.push(await createRequest(t, client.accessToken, { title: `Solicitud ${i} ${m}` }));
      const p11 = await createProposal(t, c1.token, r[0].id);
      await createProposal(t, c2.token, r[0].id);
      const p21 = await createProposal(t, c1.token, r[1].id);
      await createProposal(t, c2.token, r[2].id);
      await accept(client.accessToken, p11.id);
      await reject(client.accessToken, p21.id);
      await call(t, 'PATCH', `/api/requests/${r[3].id}`, { status: 'completed' }, bearer(client.accessToken));
      await call(t, 'POST', `/api/requests/${r[4].id}/close`, undefined, bearer(client.accessToken));

      const stranger = await signedInClient(t);
      await insertMessage(c1.account.id, client.id);
      await insertMessage(c2.account.id, client.id);
      await insertMessage(stranger.id, client.id, true); // read: not counted
      await insertMessage(client.id, stranger.id); // sent by the client: not counted

      const res = await dashboard<ClientDashboardDto>(client.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.role).toBe('client');
      // Accepting p11 hired r[0] and closed c2's proposal on it (issue 18).
      expect(res.body.stats).toEqual({
        totalRequests: 6,
        activeRequests: 3,
        completedRequests: 1,
        hiredRequests: 1,
        totalProposals: 4,
        pendingProposals: 1,
        acceptedProposals: 1,
        responseRate: 50, // 3 of 6 requests have proposals
        unreadMessages: 2,
      });
      expect(res.body.latestRequests.map((x) => x.id)).toEqual([r[5].id, r[4].id, r[3].id, r[2].id, r[1].id]);
      expect(res.body.latestRequests.map((x) => x.status)).toEqual(['active', 'closed', 'completed', 'active', 'active']);
      // Same items as GET /me/requests.
      const mine = await call<MyRequestsPageDto>(t, 'GET', '/api/me/requests', undefined, bearer(client.accessToken));
      expect(res.body.latestRequests.slice(0, 5)).toEqual(mine.body.items.slice(0, 5));
      expect(res.body.latestRequests[0].client).toEqual({ displayName: 'Carmen P.' });
    });

    it('rounds the response rate', async () => {
      const client = await signedInClient(t);
      const c = await createCompany(t);
      const rs = [];
      for (let i = 0; i < 3; i++) rs.push(await createRequest(t, client.accessToken));
      await createProposal(t, c.token, rs[0].id);
      await createProposal(t, c.token, rs[1].id);
      expect((await dashboard<ClientDashboardDto>(client.accessToken)).body.stats.responseRate).toBe(67);
    });
  });

  describe('company', () => {
    it('proposals, success rate, value, rating, unread messages, subscription, invoices and opportunities', async () => {
      const company = await createCompany(t, { companyName: `Panel Transportes ${marker()}` });
      const client: Client = await signedInClient(t, { fullName: 'Pablo Secreto', phone: '699888777' });
      const proposals: ProposalDto[] = [];
      for (const price of [100, 200.5, undefined, 50]) {
        const req = await createRequest(t, client.accessToken);
        proposals.push(await createProposal(t, company.token, req.id, { price }));
      }
      await accept(client.accessToken, proposals[0].id);
      await reject(client.accessToken, proposals[1].id);

      for (const rating of [5, 4]) {
        const reviewer = await signedInClient(t);
        expect(
          (await call(t, 'POST', `/api/companies/${company.company.id}/reviews`, { rating }, bearer(reviewer.accessToken))).status,
        ).toBe(201);
      }
      await insertMessage(client.id, company.account.id);
      await insertMessage(client.id, company.account.id, true);
      const invoices = await insertInvoices(company.company.id, [29, 59.9, 121, 10]);

      // Opportunities: the 4 newest active requests it has not proposed on.
      const other: Client = await signedInClient(t);
      const open: RequestDto[] = [];
      for (let i = 0; i < 5; i++) open.push(await createRequest(t, other.accessToken, { title: `Oportunidad ${i}` }));
      const proposedNewest = await createRequest(t, other.accessToken, { title: 'Ya propuesta' });
      await createProposal(t, company.token, proposedNewest.id, { price: 0 });
      const closedNewest = await createRequest(t, other.accessToken, { title: 'Cerrada' });
      await call(t, 'POST', `/api/requests/${closedNewest.id}/close`, undefined, bearer(other.accessToken));

      const res = await dashboard<CompanyDashboardDto>(company.token);
      expect(res.status).toBe(200);
      const body = res.body;
      expect(body.role).toBe('company');
      expect(body.company).toEqual({
        id: company.company.id,
        seoParam: company.company.seoParam,
        companyName: company.company.companyName,
        visible: true,
        status: 'active',
        suspensionReason: null,
      });
      expect(body.subscription).toEqual({
        planName: 'basic',
        displayName: 'Básico',
        status: 'trialing',
        trialDaysLeft: 7,
        hasAccess: true,
      });
      expect(body.stats).toEqual({
        totalProposals: 5,
        pendingProposals: 3,
        acceptedProposals: 1,
        rejectedProposals: 1,
        successRate: 20,
        totalValue: 350.5,
        unreadMessages: 1,
        rating: { average: 4.5, count: 2, verifiedCount: 0 },
      });
      expect(body.latestProposals.map((p) => p.id)).toEqual([expect.any(String), proposals[3].id, proposals[2].id]);
      const mine = await call<MyProposalsPageDto>(t, 'GET', '/api/me/proposals', undefined, bearer(company.token));
      expect(body.latestProposals).toEqual(mine.body.items.slice(0, 3));
      expect(body.latestProposals[0].request).toMatchObject({ id: proposedNewest.id, title: 'Ya propuesta' });
      expect(body.latestInvoices.map((i) => i.id)).toEqual([invoices[3], invoices[2], invoices[1]]);
      expect(body.latestInvoices[1]).toMatchObject({ amount: 121, status: 'pending' });
      expect(body.latestInvoices[1].invoiceNumber).toMatch(/^RUT-\d+-000003$/);
      expect(Object.keys(body.latestInvoices[0]).sort()).toEqual(['amount', 'createdAt', 'dueDate', 'id', 'invoiceNumber', 'status']);
      expect(body.opportunities.map((r) => r.id)).toEqual([open[4].id, open[3].id, open[2].id, open[1].id]);

      // The client's e-mail never appears (nor anything of a client in the opportunities but the display name).
      const raw = JSON.stringify(body);
      expect(raw).not.toContain(client.email);
      expect(raw).not.toContain(other.email);
    });

    it('without proposals: 0 % success, no rating; an ended trial shows 0 days and no access', async () => {
      const company = await createCompany(t);
      await endTrial(ds, company.company.id);
      const res = await dashboard<CompanyDashboardDto>(company.token);
      expect(res.body.stats).toMatchObject({
        totalProposals: 0,
        successRate: 0,
        totalValue: 0,
        unreadMessages: 0,
        rating: { average: null, count: 0 },
      });
      expect(res.body.subscription).toMatchObject({ status: 'trialing', trialDaysLeft: 0, hasAccess: false });
      expect(res.body.latestProposals).toEqual([]);
      expect(res.body.latestInvoices).toEqual([]);
      await ds.query(`UPDATE company_subscriptions SET status = 'past_due' WHERE company_id = $1`, [company.company.id]);
      expect((await dashboard<CompanyDashboardDto>(company.token)).body.subscription).toMatchObject({
        status: 'past_due',
        hasAccess: true,
      });
    });
  });
});
