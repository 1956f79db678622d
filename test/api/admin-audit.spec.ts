import { DataSource } from 'typeorm';
import { AuditService } from '../../backend/src/modules/audit/audit.service.js';
import { adminList, createAdmin, expectAdminRoute, outsiders, type Outsiders, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits } from '../factories/auth-factories.js';
import { createCompany, marker, type TestCompany } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('/api/admin/audit-logs', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let who: Outsiders;
  let company: TestCompany;
  let m: string;
  /** An entity id only this file uses, so its entries are easy to single out. */
  let entityId: string;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    m = marker();
    [superAdmin, who] = await Promise.all([createAdmin(t, { superAdmin: true, fullName: `Auditora ${m}` }), outsiders(t)]);
    company = await createCompany(t, { companyName: `Auditada ${m}` });
    entityId = company.company.id;
    const act = (action: string, body?: unknown) =>
      call(t, 'POST', `/api/admin/companies/${entityId}/${action}`, body, bearer(superAdmin.token));
    await act('suspend', { reason: 'Documentación falsa' });
    await act('reactivate');
    await call(t, 'PUT', `/api/admin/companies/${entityId}`, { paymentStatus: 'paid' }, bearer(superAdmin.token));
    // A system entry (no actor), written through the service's own API.
    await t.app
      .get(AuditService)
      .record({ actorId: null, action: 'company.recalculate', entityType: 'company', entityId, details: { note: m } });
    await ds.query(`UPDATE audit_logs SET created_at = '2026-01-01T08:00:00Z' WHERE entity_id = $1 AND action = 'company.suspend'`, [
      entityId,
    ]);
  });
  afterAll(() => t.close());

  const list = (query: Parameters<typeof adminList>[3] = {}) => adminList(t, 'audit-logs', superAdmin.token, query);
  const actions = (res: { body: Array<{ action: string }> }) => res.body.map((e) => e.action);

  it('lists the entries of an entity newest first, with who did it, and an exact Content-Range', async () => {
    const res = await list({ filter: { entityId } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('audit-logs 0-3/4');
    expect(actions(res)).toEqual(['company.recalculate', 'company.payment', 'company.reactivate', 'company.suspend']);
    const suspend = res.body[3];
    expect(suspend).toEqual({
      id: expect.any(String),
      action: 'company.suspend',
      entityType: 'company',
      entityId,
      reason: 'Documentación falsa',
      details: { from: 'active' },
      actorId: superAdmin.id,
      actorName: `Auditora ${m}`,
      actorEmail: superAdmin.email,
      createdAt: '2026-01-01T08:00:00.000Z',
    });
    expect(res.body[0]).toMatchObject({ actorId: null, actorName: null, actorEmail: null, details: { note: m } });
  });

  it('sorts by createdAt both ways, pages with range and answers getMany', async () => {
    const oldest = await list({ filter: { entityId }, sort: ['createdAt', 'ASC'], range: [0, 0] });
    expect(actions(oldest)).toEqual(['company.suspend']);
    expect(oldest.headers.get('content-range')).toBe('audit-logs 0-0/4');
    expect((await list({ sort: ['action', 'ASC'] })).status).toBe(400);
    const byId = await list({ filter: { id: [oldest.body[0].id] } });
    expect(actions(byId)).toEqual(['company.suspend']);
  });

  it('filters by action, entityType, actorId and creation dates', async () => {
    expect(actions(await list({ filter: { entityId, action: 'company.payment' } }))).toEqual(['company.payment']);
    expect(actions(await list({ filter: { entityId, action: ['company.payment', 'company.suspend'] } }))).toEqual([
      'company.payment',
      'company.suspend',
    ]);
    expect((await list({ filter: { entityId, entityType: 'user' } })).body).toEqual([]);
    expect(actions(await list({ filter: { actorId: superAdmin.id } }))).toEqual([
      'company.payment',
      'company.reactivate',
      'company.suspend',
    ]);
    expect(actions(await list({ filter: { entityId, createdTo: '2026-01-01' } }))).toEqual(['company.suspend']);
    expect(actions(await list({ filter: { entityId, createdFrom: '2026-01-02' } }))).toHaveLength(3);
    expect((await list({ filter: { actorId: 'nadie' } })).body.message).toBe('El filtro actorId no es válido.');
  });

  it('shows one entry; unknown ids are 404', async () => {
    const [first] = (await list({ filter: { entityId } })).body;
    expect((await call(t, 'GET', `/api/admin/audit-logs/${first.id}`, undefined, bearer(superAdmin.token))).body).toEqual(first);
    const missing = await call(t, 'GET', '/api/admin/audit-logs/00000000-0000-4000-8000-000000000000', undefined, bearer(superAdmin.token));
    expect(missing.status).toBe(404);
  });

  it('is read-only and for super admins only', async () => {
    await expectAdminRoute(t, who, 'GET', '/api/admin/audit-logs', { superAdminOnly: true });
    await expectAdminRoute(t, who, 'GET', `/api/admin/audit-logs/${entityId}`, { superAdminOnly: true });
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await call(t, method, `/api/admin/audit-logs${method === 'POST' ? '' : `/${entityId}`}`, {}, bearer(superAdmin.token));
      expect(res.status).toBe(404);
    }
  });
});
