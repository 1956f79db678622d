import { DataSource } from 'typeorm';
import type { AdminRequestDetailDto, RequestPageDto } from '@rutalia/api-contract';
import { createAdmin, adminList, contentRange, type AdminResource, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import { createCompany } from '../factories/company-factories.js';
import { createMarket, type Market } from '../factories/market-admin-factories.js';
import { createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('backoffice: requests, proposals and reviews', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  let m: Market;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    [superAdmin, admin, m] = await Promise.all([createAdmin(t, { superAdmin: true }), createAdmin(t), createMarket(t)]);
  }, 90_000);
  afterAll(() => t.close());

  const as = <T = unknown>(token: string | undefined, method: string, route: string, body?: unknown) =>
    call<T>(t, method, route, body, token ? bearer(token) : {});
  const list = <R extends AdminResource>(resource: R, query: Parameters<typeof adminList>[3] = {}) =>
    adminList(t, resource, superAdmin.token, query);
  const auditOf = (entityId: string) =>
    ds.query(`SELECT actor_id, action, entity_type, reason, details FROM audit_logs WHERE entity_id = $1 ORDER BY created_at`, [entityId]);

  it('every endpoint is for super admins only: 401 anonymous, 403 client, company and plain admin', async () => {
    const client = await signedInClient(t);
    const company = await createCompany(t);
    const endpoints: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/requests'],
      ['GET', `/api/admin/requests/${m.request.id}`],
      ['POST', `/api/admin/requests/${m.otherRequest.id}/cancel`, { reason: 'Spam' }],
      ['GET', '/api/admin/proposals'],
      ['GET', `/api/admin/proposals/${m.pending.id}`],
      ['GET', '/api/admin/reviews'],
      ['GET', `/api/admin/reviews/${m.reviews.good.id}`],
      ['DELETE', `/api/admin/reviews/${m.reviews.good.id}`],
    ];
    for (const [method, route, body] of endpoints) {
      expect([route, (await as(undefined, method, route, body)).status]).toEqual([route, 401]);
      for (const token of [client.accessToken, company.token, admin.token]) {
        const res = await as<ApiErrorBody>(token, method, route, body);
        expect([route, res.status, res.body.code]).toEqual([route, 403, 'FORBIDDEN']);
      }
    }
    // Nothing happened on the way.
    expect((await as(superAdmin.token, 'GET', `/api/admin/reviews/${m.reviews.good.id}`)).status).toBe(200);
    expect((await as<AdminRequestDetailDto>(superAdmin.token, 'GET', `/api/admin/requests/${m.otherRequest.id}`)).body.status).toBe(
      'active',
    );
  });

  describe('/api/admin/requests', () => {
    it('lists in the ra-data-simple-rest contract with the client contact and proposal counts', async () => {
      const res = await list('requests', { filter: { q: m.tag }, sort: ['title', 'ASC'], range: [0, 0] });
      expect(res.status).toBe(200);
      expect(contentRange(res.headers)).toEqual({ resource: 'requests', first: 0, last: 0, total: 2 });
      expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
      expect(res.body).toEqual([
        {
          id: m.request.id,
          title: `Mudanza urgente ${m.tag}`,
          status: 'hired', // its proposal was accepted (issue 18)
          services: ['Mudanzas'],
          city: 'Valencia',
          province: 'Valencia',
          clientId: m.client.id,
          clientName: `Clara Cliente ${m.tag}`,
          clientEmail: m.client.email,
          proposalCount: 2,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
      const second = await list('requests', { filter: { q: m.tag }, sort: ['title', 'ASC'], range: [1, 1] });
      expect(contentRange(second.headers)).toEqual({ resource: 'requests', first: 1, last: 1, total: 2 });
      expect(second.body.map((r) => r.id)).toEqual([m.otherRequest.id]);
    });

    it('filters by text (title, location, services, description), status, client and dates; sorts by proposals', async () => {
      const ids = async (filter: Record<string, unknown>, sort?: [string, 'ASC' | 'DESC']) => {
        const res = await list('requests', { filter, sort });
        expect(res.status).toBe(200);
        return res.body.map((r) => r.id);
      };
      expect(await ids({ clientId: m.client.id, q: 'valencia' })).toEqual([m.request.id]);
      expect(await ids({ clientId: m.client.id, q: 'transporte nacional' })).toEqual([m.otherRequest.id]);
      expect(await ids({ clientId: m.client.id, q: '80 M2' })).toHaveLength(2); // the description, without its tags
      expect(await ids({ clientId: m.client.id }, ['proposalCount', 'ASC'])).toEqual([m.otherRequest.id, m.request.id]);
      expect(await ids({ clientId: m.client.id, status: 'completed' })).toEqual([]);
      expect(
        await ids({ clientId: m.client.id, createdFrom: '2000-01-01', createdTo: new Date().toISOString().slice(0, 10) }),
      ).toHaveLength(2);
      expect(await ids({ clientId: m.client.id, createdTo: '2000-01-01' })).toEqual([]);
      expect(await ids({ id: [m.request.id, m.otherRequest.id] })).toHaveLength(2); // getMany
    });

    it('answers bad list parameters with a Spanish 400, and one request with its sanitized description', async () => {
      const bad = await list('requests', { filter: { status: 'borrada' } });
      expect(bad.status).toBe(400);
      const unknown = await list('requests', { filter: { clientEmail: 'x' } });
      expect([unknown.status, unknown.body.message]).toEqual([400, 'Filtro desconocido: «clientEmail».']);
      expect((await list('requests', { sort: ['clientEmail', 'ASC'] })).status).toBe(400);

      await ds.query(`UPDATE requests SET description = '<p>Hola</p><script>alert(1)</script>' WHERE id = $1`, [m.otherRequest.id]);
      const one = await as<AdminRequestDetailDto>(superAdmin.token, 'GET', `/api/admin/requests/${m.otherRequest.id}`);
      expect(one.body).toMatchObject({ id: m.otherRequest.id, description: '<p>Hola</p>', clientEmail: m.client.email, closedAt: null });
      expect(one.body.seoParam).toMatch(new RegExp(`${m.otherRequest.id}$`));
      expect((await as(superAdmin.token, 'GET', `/api/admin/requests/${UNKNOWN_ID}`)).status).toBe(404);
      expect((await as(superAdmin.token, 'GET', '/api/admin/requests/nope')).status).toBe(404);
    });

    it('cancels with a required reason, once, in the audit log; the request leaves the public list for good', async () => {
      const r = m.otherRequest;
      const cancel = <T = AdminRequestDetailDto>(body: unknown) =>
        as<T>(superAdmin.token, 'POST', `/api/admin/requests/${r.id}/cancel`, body);
      for (const body of [{}, { reason: '   ' }]) {
        const res = await cancel<ApiErrorBody>(body);
        expect([res.status, res.body.message]).toEqual([400, 'El motivo de la cancelación es obligatorio.']);
      }
      expect((await call<RequestPageDto>(t, 'GET', `/api/requests?q=${m.tag}`)).body.items.map((x) => x.id)).toContain(r.id);

      const res = await cancel({ reason: ' Spam de enlaces ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: r.id, status: 'cancelled' });
      expect(await auditOf(r.id)).toEqual([
        {
          actor_id: superAdmin.id,
          action: 'request.cancel',
          entity_type: 'request',
          reason: 'Spam de enlaces',
          details: { previousStatus: 'active', title: `Porte de sofá ${m.tag}` },
        },
      ]);

      const again = await cancel<ApiErrorBody>({ reason: 'Otra vez' });
      expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ALREADY_FINAL']);
      expect(await auditOf(r.id)).toHaveLength(1);

      // Nothing of the market stays public: its other request hired a company (issue 18), this one is cancelled.
      expect((await call<RequestPageDto>(t, 'GET', `/api/requests?q=${m.tag}`)).body.items.map((x) => x.id)).toEqual([]);
      expect((await call(t, 'GET', `/api/requests/${r.id}`)).status).toBe(404);
      // The author cannot put it back online.
      const reopen = await as<ApiErrorBody>(m.client.accessToken, 'PATCH', `/api/requests/${r.id}`, { status: 'active' });
      expect([reopen.status, reopen.body.code]).toEqual([409, 'REQUEST_MODERATED']);
      expect((await list('requests', { filter: { clientId: m.client.id, status: 'cancelled' } })).body.map((x) => x.id)).toEqual([r.id]);

      // A request its client closed cannot be cancelled either.
      const toClose = await createRequest(t, m.client.accessToken, { title: `Cerrada ${m.tag}` });
      const closed = await as(m.client.accessToken, 'POST', `/api/requests/${toClose.id}/close`);
      expect(closed.status).toBe(200);
      expect((await as(superAdmin.token, 'POST', `/api/admin/requests/${toClose.id}/cancel`, { reason: 'Spam' })).status).toBe(409);
      expect((await as(superAdmin.token, 'POST', `/api/admin/requests/${UNKNOWN_ID}/cancel`, { reason: 'Spam' })).status).toBe(404);
    });
  });

  describe('/api/admin/proposals', () => {
    it('lists, filters, sorts and pages proposals without any client contact data', async () => {
      const res = await list('proposals', { filter: { requestId: m.request.id }, sort: ['price', 'ASC'] });
      expect(res.status).toBe(200);
      expect(contentRange(res.headers)).toEqual({ resource: 'proposals', first: 0, last: 1, total: 2 });
      expect(res.body.map((p) => p.id)).toEqual([m.pending.id, m.accepted.id]);
      expect(res.body[1]).toEqual({
        id: m.accepted.id,
        requestId: m.request.id,
        requestTitle: `Mudanza urgente ${m.tag}`,
        companyId: m.companyA.company.id,
        companyName: `Mudanzas Alfa ${m.tag}`,
        price: 1234.5,
        status: 'accepted',
        createdAt: expect.any(String),
        message: '<p>Lo hacemos <strong>el lunes</strong></p>',
      });

      const byCompany = await list('proposals', { filter: { companyId: m.companyB.company.id } });
      expect(byCompany.body.map((p) => p.id)).toEqual([m.pending.id]);
      const accepted = await list('proposals', { filter: { requestId: m.request.id, status: 'accepted' } });
      expect(accepted.body.map((p) => p.id)).toEqual([m.accepted.id]);
      const page2 = await list('proposals', { filter: { requestId: m.request.id }, sort: ['price', 'DESC'], range: [1, 5] });
      expect(contentRange(page2.headers)).toEqual({ resource: 'proposals', first: 1, last: 1, total: 2 });
      expect(page2.body.map((p) => p.id)).toEqual([m.pending.id]);
      const many = await list('proposals', { filter: { id: [m.accepted.id] } });
      expect(many.body.map((p) => p.id)).toEqual([m.accepted.id]);
      expect((await list('proposals', { filter: { requestId: m.request.id, createdTo: '2000-01-01' } })).body).toEqual([]);
      expect((await list('proposals', { filter: { companyId: 'nope' } })).status).toBe(400);

      const one = await as(superAdmin.token, 'GET', `/api/admin/proposals/${m.accepted.id}`);
      expect(one.body).toMatchObject({ id: m.accepted.id, requestStatus: expect.any(String), respondedAt: expect.any(String) });
      for (const body of [res.body, one.body]) {
        const text = JSON.stringify(body);
        expect(text).not.toContain('699888777');
        expect(text).not.toContain(m.client.email);
        expect(text).not.toContain('Clara Cliente');
        expect(text).not.toContain('clientSharedData');
      }
      expect((await as(superAdmin.token, 'GET', `/api/admin/proposals/${UNKNOWN_ID}`)).status).toBe(404);
    });
  });

  describe('/api/admin/reviews', () => {
    it('lists, filters and sorts reviews', async () => {
      const companyId = m.companyA.company.id;
      const res = await list('reviews', { filter: { companyId }, sort: ['rating', 'ASC'] });
      expect(contentRange(res.headers)).toEqual({ resource: 'reviews', first: 0, last: 1, total: 2 });
      expect(res.body.map((r) => r.id)).toEqual([m.reviews.abusive.id, m.reviews.good.id]);
      expect(res.body[1]).toEqual({
        id: m.reviews.good.id,
        companyId,
        companyName: `Mudanzas Alfa ${m.tag}`,
        userId: m.client.id,
        authorName: `Clara Cliente ${m.tag}`,
        rating: 5,
        comment: `Muy profesionales ${m.tag}`,
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toContain(m.client.email);
      const ids = async (filter: Record<string, unknown>) => (await list('reviews', { filter })).body.map((r) => r.id);
      expect(await ids({ companyId, rating: 1 })).toEqual([m.reviews.abusive.id]);
      expect(await ids({ companyId, rating: ['4', '5'] })).toEqual([m.reviews.good.id]);
      expect(await ids({ userId: m.reviewer.id })).toEqual([m.reviews.abusive.id]);
      expect(await ids({ q: `PROFESIONALES ${m.tag}` })).toEqual([m.reviews.good.id]);
      expect(await ids({ id: [m.reviews.good.id, m.reviews.abusive.id] })).toHaveLength(2);
      for (const rating of [0, 6, 'cinco', { $gt: 1 }]) {
        const bad = await list('reviews', { filter: { rating } });
        expect([bad.status, bad.body.message]).toEqual([400, 'El filtro rating debe ser un número del 1 al 5.']);
      }
    });

    it('deletes an abusive review: answers it, audits it, and the company stats follow', async () => {
      const companyId = m.companyA.company.id;
      const stats = async () => (await call(t, 'GET', `/api/companies/${companyId}/reviews/stats`)).body;
      expect(await stats()).toMatchObject({ total: 2, average: 3 });

      const res = await as(superAdmin.token, 'DELETE', `/api/admin/reviews/${m.reviews.abusive.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: m.reviews.abusive.id, companyId, rating: 1, authorName: `Rita Reseña ${m.tag}` });
      const [entry] = await auditOf(m.reviews.abusive.id);
      expect(entry).toMatchObject({ actor_id: superAdmin.id, action: 'review.delete', entity_type: 'review' });
      expect(entry.details).toEqual({ companyId, rating: 1, comment: expect.stringMatching(new RegExp(`^Insultos y spam ${m.tag} x+$`)) });
      expect(entry.details.comment).toHaveLength(120);

      expect(await stats()).toEqual({ total: 1, average: 5, verified: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
      expect((await list('reviews', { filter: { companyId } })).body.map((r) => r.id)).toEqual([m.reviews.good.id]);
      const again = await as<ApiErrorBody>(superAdmin.token, 'DELETE', `/api/admin/reviews/${m.reviews.abusive.id}`);
      expect([again.status, again.body.code]).toEqual([404, 'REVIEW_NOT_FOUND']);
      expect((await as(superAdmin.token, 'DELETE', '/api/admin/reviews/nope')).status).toBe(404);
      expect(await auditOf(m.reviews.abusive.id)).toHaveLength(1);
    });
  });
});
