import { DataSource } from 'typeorm';
import type { MyProposalsPageDto, ProposalDto, ProposalListDto, RequestDto, RequestPageDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany, makeAdmin, marker, type TestCompany } from '../factories/company-factories.js';
import { cancelSubscription, createProposal, createRequest, endTrial, setSubscriptionStatus } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

type Client = Awaited<ReturnType<typeof signedInClient>>;

describe('proposals API', () => {
  let t: TestApp;
  let ds: DataSource;
  let owner: Client;
  let stranger: Client;
  let company: TestCompany;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    owner = await signedInClient(t, { fullName: 'Lucía Cliente', phone: '622333444' });
    stranger = await signedInClient(t);
    company = await createCompany(t, { companyName: 'Mudanzas Rápidas' });
    // It sends more than Básico's 10 proposals a month across these tests (limits: plan-entitlements.spec.ts).
    await call(t, 'POST', '/api/me/subscription/change-plan', { planName: 'premium' }, bearer(company.token));
  }, 60_000);
  afterAll(() => t.close());

  const post = <T = ProposalDto>(token: string, requestId: string, body: Record<string, unknown>) =>
    call<T>(t, 'POST', `/api/requests/${requestId}/proposals`, body, bearer(token));

  describe('POST /api/requests/:id/proposals', () => {
    it('creates a pending proposal with sanitized message and counts it on the request', async () => {
      const r = await createRequest(t, owner.accessToken);
      const res = await post(company.token, r.id, { message: '<p>Lo hacemos <b>mañana</b><script>x()</script></p>', price: 350.5 });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        requestId: r.id,
        companyId: company.company.id,
        message: '<p>Lo hacemos <strong>mañana</strong></p>',
        price: 350.5,
        status: 'pending',
      });
      expect(res.body.clientSharedData).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(owner.email);
      expect(JSON.stringify(res.body)).not.toContain('622333444');
      expect((await call<RequestDto>(t, 'GET', `/api/requests/${r.id}`)).body.proposalCount).toBe(1);
      const noPrice = await post((await createCompany(t)).token, r.id, { message: 'Sin precio' });
      expect(noPrice.status).toBe(201);
      expect(noPrice.body.price).toBeNull();
    });

    it('refuses a second proposal of the same company, also when both race', async () => {
      const r = await createRequest(t, owner.accessToken);
      await createProposal(t, company.token, r.id);
      const again = await post<ApiErrorBody>(company.token, r.id, { message: 'Otra vez' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Ya has enviado una propuesta para esta solicitud.');

      const r2 = await createRequest(t, owner.accessToken);
      const racer = await createCompany(t);
      const results = await Promise.all(
        [0, 1, 2].map(() => post<ProposalDto | ApiErrorBody>(racer.token, r2.id, { message: 'Carrera', price: 10 })),
      );
      expect(results.map((x) => x.status).sort()).toEqual([201, 409, 409]);
      for (const x of results.filter((x) => x.status === 409))
        expect(x.body.message).toBe('Ya has enviado una propuesta para esta solicitud.');
      const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM proposals WHERE request_id = $1`, [r2.id]);
      expect(count).toBe(1);
    });

    it.each([
      [{ message: '   ' }, 'El mensaje es obligatorio'],
      [{ message: '<script>alert(1)</script>' }, 'El mensaje es obligatorio'],
      [{ price: 10 }, 'El mensaje es obligatorio'],
    ])('refuses %j', async (body, message) => {
      const r = await createRequest(t, owner.accessToken);
      const res = await post(company.token, r.id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it.each([-1, 10.123, 1_000_000.01, 'diez'])('refuses the price %p', async (price) => {
      const r = await createRequest(t, owner.accessToken);
      const res = await post(company.token, r.id, { message: 'Hola', price });
      expect(res.status).toBe(400);
    });

    it('accepts the edge prices 0 and 1,000,000', async () => {
      const r = await createRequest(t, owner.accessToken);
      expect((await post(company.token, r.id, { message: 'Gratis', price: 0 })).status).toBe(201);
      const r2 = await createRequest(t, owner.accessToken);
      expect((await post(company.token, r2.id, { message: 'Caro', price: 1_000_000 })).body.price).toBe(1_000_000);
    });

    it('only accepts proposals on active requests', async () => {
      const closed = await createRequest(t, owner.accessToken);
      await call(t, 'POST', `/api/requests/${closed.id}/close`, undefined, bearer(owner.accessToken));
      const closedRes = await post(company.token, closed.id, { message: 'Hola' });
      expect(closedRes.status).toBe(409);
      expect(closedRes.body.message).toBe('Esta solicitud ya no acepta propuestas.');
      const completed = await createRequest(t, owner.accessToken);
      await call(t, 'PATCH', `/api/requests/${completed.id}`, { status: 'completed' }, bearer(owner.accessToken));
      expect((await post(company.token, completed.id, { message: 'Hola' })).status).toBe(409);
      expect((await post(company.token, '00000000-0000-4000-8000-000000000000', { message: 'Hola' })).status).toBe(404);
    });

    it('is for companies only', async () => {
      const r = await createRequest(t, owner.accessToken);
      expect((await post(stranger.accessToken, r.id, { message: 'Hola' })).status).toBe(403);
      expect((await call(t, 'POST', `/api/requests/${r.id}/proposals`, { message: 'Hola' })).status).toBe(401);
    });

    it('needs subscription access: valid trial, active or past_due', async () => {
      const r = await createRequest(t, owner.accessToken);
      const expired = await createCompany(t);
      await endTrial(ds, expired.company.id);
      const res = await post(expired.token, r.id, { message: 'Hola' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'Necesitas una suscripción activa para enviar propuestas. Revisa tu plan en Facturación.',
      });

      const cancelled = await createCompany(t);
      await cancelSubscription(ds, cancelled.company.id);
      expect((await post<ApiErrorBody>(cancelled.token, r.id, { message: 'Hola' })).body.code).toBe('SUBSCRIPTION_REQUIRED');

      const pastDue = await createCompany(t);
      await setSubscriptionStatus(ds, pastDue.company.id, 'past_due');
      expect((await post(pastDue.token, r.id, { message: 'Hola' })).status).toBe(201);
      const active = await createCompany(t);
      await setSubscriptionStatus(ds, active.company.id, 'active');
      expect((await post(active.token, r.id, { message: 'Hola' })).status).toBe(201);
    });
  });

  describe('reading proposals', () => {
    it("lists a request's proposals to its owner (and super admins) only, with the company card", async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id, { price: 99 });
      const res = await call<ProposalListDto>(t, 'GET', `/api/requests/${r.id}/proposals`, undefined, bearer(owner.accessToken));
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0]).toMatchObject({
        id: p.id,
        price: 99,
        company: { id: company.company.id, companyName: 'Mudanzas Rápidas', verified: false, rating: { average: null, count: 0 } },
      });
      expect(res.body.items[0].company?.seoParam).toContain(company.company.id);
      expect((await call(t, 'GET', `/api/requests/${r.id}/proposals`, undefined, bearer(stranger.accessToken))).status).toBe(403);
      expect((await call(t, 'GET', `/api/requests/${r.id}/proposals`, undefined, bearer(company.token))).status).toBe(403);
      // Proposal data is super-admin data among admins (issue 15): a plain admin is an outsider here.
      const admin = await signedInClient(t);
      await makeAdmin(ds, admin.id);
      expect((await call(t, 'GET', `/api/requests/${r.id}/proposals`, undefined, bearer(admin.accessToken))).status).toBe(403);
    });

    it('shows one proposal to its company and the request owner; 404 to others', async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id);
      const get = (token: string) => call<ProposalDto>(t, 'GET', `/api/proposals/${p.id}`, undefined, bearer(token));
      expect((await get(company.token)).status).toBe(200);
      expect((await get(company.token)).body.request).toMatchObject({ id: r.id, title: r.title, location: r.location });
      expect((await get(owner.accessToken)).status).toBe(200);
      expect((await get(stranger.accessToken)).status).toBe(404);
      expect((await get((await createCompany(t)).token)).status).toBe(404);
      expect((await get(company.token)).body.clientSharedData).toBeUndefined();
    });
  });

  describe('accepting and rejecting', () => {
    it('shares name and phone (never the email) with the company on acceptance', async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id);
      const accepted = await call<ProposalDto>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(owner.accessToken));
      expect(accepted.status).toBe(200);
      expect(accepted.body).toMatchObject({
        status: 'accepted',
        clientSharedData: { clientName: 'Lucía Cliente', clientPhone: '622333444' },
      });
      expect(accepted.body.respondedAt).toBeTruthy();
      const [row] = await ds.query(`SELECT client_shared_data FROM proposals WHERE id = $1`, [p.id]);
      expect(Object.keys(row.client_shared_data).sort()).toEqual(['client_name', 'client_phone', 'shared_at']);

      const seen = await call<ProposalDto>(t, 'GET', `/api/proposals/${p.id}`, undefined, bearer(company.token));
      expect(seen.body.clientSharedData).toMatchObject({ clientName: 'Lucía Cliente', clientPhone: '622333444', clientUserId: owner.id });
      const mine = await call(t, 'GET', '/api/me/proposals', undefined, bearer(company.token));
      const opportunities = await call(t, 'GET', '/api/me/opportunities', undefined, bearer(company.token));
      for (const res of [seen, mine, opportunities]) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain(owner.email);
      }
      expect(JSON.stringify(accepted.body)).not.toContain(owner.email);
    });

    it('answers accept twice with the same result', async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id);
      const first = await call<ProposalDto>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(owner.accessToken));
      const second = await call<ProposalDto>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(owner.accessToken));
      expect(second.status).toBe(200);
      expect(second.body.clientSharedData).toEqual(first.body.clientSharedData);
      expect(second.body.respondedAt).toBe(first.body.respondedAt);
      const rejectAfter = await call(t, 'POST', `/api/proposals/${p.id}/reject`, undefined, bearer(owner.accessToken));
      expect(rejectAfter.status).toBe(409);
    });

    it('never accepts a rejected proposal', async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id);
      const rejected = await call<ProposalDto>(t, 'POST', `/api/proposals/${p.id}/reject`, undefined, bearer(owner.accessToken));
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('rejected');
      expect(rejected.body.clientSharedData).toBeUndefined();
      expect((await call(t, 'POST', `/api/proposals/${p.id}/reject`, undefined, bearer(owner.accessToken))).status).toBe(200);
      const accept = await call<ApiErrorBody>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(owner.accessToken));
      expect(accept.status).toBe(409);
      expect(accept.body.message).toBe('Esta propuesta ya fue rechazada.');
    });

    it('is for the request owner only, while the request is active', async () => {
      const r = await createRequest(t, owner.accessToken);
      const p = await createProposal(t, company.token, r.id);
      for (const token of [stranger.accessToken, company.token]) {
        expect((await call(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(token))).status).toBe(403);
        expect((await call(t, 'POST', `/api/proposals/${p.id}/reject`, undefined, bearer(token))).status).toBe(403);
      }
      expect(
        (await call(t, 'POST', '/api/proposals/00000000-0000-4000-8000-000000000000/accept', undefined, bearer(owner.accessToken))).status,
      ).toBe(404);
      await call(t, 'POST', `/api/requests/${r.id}/close`, undefined, bearer(owner.accessToken));
      const late = await call<ApiErrorBody>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(owner.accessToken));
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('Esta solicitud ya no acepta propuestas.');
    });

    // Issue 18: one hire per request (before, the client could accept several proposals of one request).
    it('serializes concurrent accepts on one request: the first hires, the other is 409 and shares nothing', async () => {
      const r = await createRequest(t, owner.accessToken);
      const other = await createCompany(t);
      const p1 = await createProposal(t, company.token, r.id);
      const p2 = await createProposal(t, other.token, r.id);
      const [a, b] = await Promise.all([
        call<ProposalDto | ApiErrorBody>(t, 'POST', `/api/proposals/${p1.id}/accept`, undefined, bearer(owner.accessToken)),
        call<ProposalDto | ApiErrorBody>(t, 'POST', `/api/proposals/${p2.id}/accept`, undefined, bearer(owner.accessToken)),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((x) => x.status === 409)!.body).toMatchObject({ code: 'REQUEST_HIRED' });
      const rows: Array<{ status: string; client_shared_data: { client_name?: string } | null }> = await ds.query(
        `SELECT status, client_shared_data FROM proposals WHERE request_id = $1 ORDER BY status`,
        [r.id],
      );
      expect(rows.map((x) => x.status)).toEqual(['accepted', 'rejected']);
      expect(rows.map((x) => x.client_shared_data?.client_name ?? null)).toEqual(['Lucía Cliente', null]);

      const winner = a.status === 200 ? p1 : p2;
      const same = await Promise.all(
        [0, 1, 2].map(() => call<ProposalDto>(t, 'POST', `/api/proposals/${winner.id}/accept`, undefined, bearer(owner.accessToken))),
      );
      expect(same.map((x) => x.status)).toEqual([200, 200, 200]);
      expect(new Set(same.map((x) => x.body.clientSharedData?.sharedAt)).size).toBe(1);
    });
  });

  describe("the client's contact data", () => {
    it("no endpoint a company reaches ever returns the client's e-mail; full name and phone only after acceptance", async () => {
      const m = marker();
      const client = await signedInClient(t, { fullName: `Inés Privada ${m}`, phone: '688777666' });
      const seller = await createCompany(t);
      const r = await createRequest(t, client.accessToken, { title: `Privacidad ${m}` });
      const created = await post(seller.token, r.id, { message: 'Hola', price: 20 });
      expect(created.status).toBe(201);
      const p = created.body;
      const companyViews = async () =>
        [
          await call<RequestPageDto>(t, 'GET', `/api/requests?q=${m}`, undefined, bearer(seller.token)),
          await call(t, 'GET', `/api/requests?q=${m}`),
          await call(t, 'GET', `/api/requests/${r.id}`, undefined, bearer(seller.token)),
          await call(t, 'GET', `/api/requests/${r.seoParam}`),
          await call(t, 'GET', '/api/me/opportunities', undefined, bearer(seller.token)),
          await call(t, 'GET', '/api/me/proposals', undefined, bearer(seller.token)),
          await call(t, 'GET', `/api/proposals/${p.id}`, undefined, bearer(seller.token)),
          await call(t, 'GET', '/api/dashboard', undefined, bearer(seller.token)),
        ] as const;
      const before = await companyViews();
      for (const res of [created, ...before]) {
        expect([200, 201]).toContain(res.status);
        const raw = JSON.stringify(res.body);
        expect(raw).not.toContain(client.email);
        expect(raw).not.toContain('Privada');
        expect(raw).not.toContain('688777666');
      }
      expect(before[0].body.items.map((x) => x.client)).toEqual([{ displayName: 'Inés P.' }]);

      const accepted = await call<ProposalDto>(t, 'POST', `/api/proposals/${p.id}/accept`, undefined, bearer(client.accessToken));
      expect(accepted.status).toBe(200);
      expect(accepted.body.clientSharedData).toMatchObject({ clientName: `Inés Privada ${m}`, clientPhone: '688777666' });
      const after = await companyViews();
      // Hired (issue 18): off the public list and detail; the company that proposed still opens it.
      expect(after.map((res) => res.status)).toEqual([200, 200, 200, 404, 200, 200, 200, 200]);
      expect(after[0].body.items).toEqual([]);
      for (const res of [accepted, ...after]) expect(JSON.stringify(res.body)).not.toContain(client.email);
    });
  });

  describe('GET /api/me/proposals', () => {
    it('lists own proposals with stats, filters and sorts, 10 per page', async () => {
      const seller = await createCompany(t);
      // Twelve proposals: more than Básico's 10 a month.
      await call(t, 'POST', '/api/me/subscription/change-plan', { planName: 'premium' }, bearer(seller.token));
      const m = marker();
      const r1 = await createRequest(t, owner.accessToken, { title: `Piano ${m}`, city: 'Bilbao', province: 'Vizcaya' });
      const r2 = await createRequest(t, owner.accessToken, { title: `Sofá ${m}` });
      const r3 = await createRequest(t, owner.accessToken, { title: `Cajas ${m}` });
      const p1 = await createProposal(t, seller.token, r1.id, { price: 100 });
      const p2 = await createProposal(t, seller.token, r2.id, { price: 300.25 });
      const p3 = await createProposal(t, seller.token, r3.id, { price: undefined });
      await call(t, 'POST', `/api/proposals/${p1.id}/accept`, undefined, bearer(owner.accessToken));
      await call(t, 'POST', `/api/proposals/${p3.id}/reject`, undefined, bearer(owner.accessToken));

      const me = (query = '') => call<MyProposalsPageDto>(t, 'GET', `/api/me/proposals?${query}`, undefined, bearer(seller.token));
      const all = await me();
      expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 10, stats: { total: 3, pending: 1, accepted: 1, totalValue: 400.25 } });
      expect(all.body.items.map((p) => p.id)).toEqual([p3.id, p2.id, p1.id]);
      expect(all.body.items[0].request).toMatchObject({ id: r3.id, title: `Cajas ${m}` });
      expect((await me('sort=oldest')).body.items.map((p) => p.id)).toEqual([p1.id, p2.id, p3.id]);
      expect((await me('sort=price-high')).body.items.map((p) => p.id)).toEqual([p2.id, p1.id, p3.id]);
      expect((await me('sort=price-low')).body.items.map((p) => p.id)).toEqual([p1.id, p2.id, p3.id]);
      expect((await me('status=accepted')).body.items.map((p) => p.id)).toEqual([p1.id]);
      expect((await me('status=rejected')).body.items.map((p) => p.id)).toEqual([p3.id]);
      expect((await me('q=bilbao')).body.items.map((p) => p.id)).toEqual([p1.id]);
      expect((await me(`q=${encodeURIComponent('sofa')}`)).body.items.map((p) => p.id)).toEqual([p2.id]);
      expect((await me('sort=cheap')).status).toBe(400);
      expect(all.body.items.find((p) => p.id === p1.id)?.clientSharedData?.clientName).toBe('Lucía Cliente');
      expect(all.body.items.find((p) => p.id === p2.id)?.clientSharedData).toBeUndefined();
      expect((await call(t, 'GET', '/api/me/proposals', undefined, bearer(owner.accessToken))).status).toBe(403);

      for (let i = 0; i < 9; i++) await createProposal(t, seller.token, (await createRequest(t, owner.accessToken)).id, { price: 1 });
      expect((await me()).body.items).toHaveLength(10);
      expect((await me('page=2')).body.items).toHaveLength(2);
    }, 60_000);
  });

  describe('GET /api/me/opportunities', () => {
    it('lists active requests the company has not proposed on, newest first', async () => {
      const seeker = await createCompany(t);
      const open = await createRequest(t, owner.accessToken, { title: 'Oportunidad abierta' });
      const proposed = await createRequest(t, owner.accessToken, { title: 'Ya propuesta' });
      const closed = await createRequest(t, owner.accessToken, { title: 'Cerrada' });
      await createProposal(t, seeker.token, proposed.id);
      await call(t, 'POST', `/api/requests/${closed.id}/close`, undefined, bearer(owner.accessToken));
      const newest = await createRequest(t, owner.accessToken, { title: 'La más nueva' });

      const res = await call<RequestPageDto>(t, 'GET', '/api/me/opportunities', undefined, bearer(seeker.token));
      expect(res.status).toBe(200);
      expect(res.body.pageSize).toBe(6);
      const ids = res.body.items.map((r) => r.id);
      expect(ids[0]).toBe(newest.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(proposed.id);
      expect(ids).not.toContain(closed.id);
      // another company still sees the request the first one proposed on
      const otherIds = (await call<RequestPageDto>(t, 'GET', '/api/me/opportunities', undefined, bearer(company.token))).body.items.map(
        (r) => r.id,
      );
      expect(otherIds).toContain(proposed.id);
      expect((await call(t, 'GET', '/api/me/opportunities', undefined, bearer(owner.accessToken))).status).toBe(403);
    });
  });
});
