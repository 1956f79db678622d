import { DataSource } from 'typeorm';
import type { CompanyCardPageDto } from '@rutalia/api-contract';
import { adminList, createAdmin, expectAdminRoute, outsiders, type Outsiders, type TestAdmin } from '../factories/admin-factories.js';
import { bearer, call, relaxedRateLimits, signedInClient, type ApiErrorBody } from '../factories/auth-factories.js';
import {
  createCompany,
  deactivateCompany,
  marker,
  setCompanyColumns,
  setCreatedAt,
  type TestCompany,
} from '../factories/company-factories.js';
import { createProposal, createRequest } from '../factories/request-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

describe('/api/admin/companies', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  let who: Outsiders;
  let m: string;
  let alfa: TestCompany;
  let beta: TestCompany;
  let gamma: TestCompany;

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits });
    ds = t.app.get(DataSource);
    [superAdmin, admin, who] = await Promise.all([
      createAdmin(t, { superAdmin: true, fullName: 'Super Moderadora' }),
      createAdmin(t),
      outsiders(t),
    ]);
    m = marker();
    alfa = await createCompany(t, {
      companyName: `Alfa Mudanzas ${m}`,
      contactPerson: 'Pilar Ortega',
      city: 'Sevilla',
      province: 'Sevilla',
      services: ['Mudanzas'],
    });
    beta = await createCompany(t, { companyName: `Beta Transportes ${m}`, city: 'Bilbao', province: 'Bizkaia' });
    gamma = await createCompany(t, { companyName: `Gamma Logística ${m}`, city: 'Madrid', province: 'Madrid' });
    await setCreatedAt(ds, alfa.company.id, new Date('2026-01-10T10:00:00Z'));
    await setCreatedAt(ds, beta.company.id, new Date('2026-02-10T10:00:00Z'));
    await setCreatedAt(ds, gamma.company.id, new Date('2026-03-10T10:00:00Z'));
    await setCompanyColumns(ds, beta.company.id, { verified_at: new Date('2026-02-11T10:00:00Z'), payment_status: 'paid' });
    await deactivateCompany(ds, gamma.company.id);
  });
  afterAll(() => t.close());

  const list = (query: Parameters<typeof adminList>[3] = {}, token = admin.token) => adminList(t, 'companies', token, query);
  const names = (res: { body: Array<{ companyName: string }> }) => res.body.map((c) => c.companyName.replace(` ${m}`, ''));
  const act = <T = unknown>(id: string, action: string, body?: unknown, token = superAdmin.token) =>
    call<T>(t, 'POST', `/api/admin/companies/${id}/${action}`, body, bearer(token));

  describe('list (ra-data-simple-rest)', () => {
    it('answers an array of records with an exact Content-Range, newest first by default', async () => {
      const res = await list({ filter: { q: m } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('companies 0-2/3');
      expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
      expect(names(res)).toEqual(['Gamma Logística', 'Beta Transportes', 'Alfa Mudanzas']);
      const record = res.body.find((c) => c.id === alfa.company.id)!;
      expect(record).toEqual({
        id: alfa.company.id,
        companyName: `Alfa Mudanzas ${m}`,
        contactPerson: 'Pilar Ortega',
        email: alfa.company.email,
        phone: '600111222',
        city: 'Sevilla',
        province: 'Sevilla',
        services: alfa.company.services,
        status: 'active',
        isActive: true,
        verified: false,
        verifiedAt: null,
        suspensionReason: null,
        suspendedAt: null,
        paymentStatus: null,
        lastPayment: null,
        ownerEmail: alfa.account.email,
        subscription: { plan: 'basic', status: 'trialing', currentPeriodEnd: expect.any(String) },
        proposalsCount: 0,
        createdAt: '2026-01-10T10:00:00.000Z',
      });
      expect(record).not.toHaveProperty('description');
    });

    it('pages with range and sorts by every declared field', async () => {
      const second = await list({ filter: { q: m }, range: [1, 1] });
      expect(second.headers.get('content-range')).toBe('companies 1-1/3');
      expect(names(second)).toEqual(['Beta Transportes']);
      const past = await list({ filter: { q: m }, range: [10, 19] });
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe('companies 10-10/3');

      expect(names(await list({ filter: { q: m }, sort: ['companyName', 'ASC'] }))).toEqual([
        'Alfa Mudanzas',
        'Beta Transportes',
        'Gamma Logística',
      ]);
      expect(names(await list({ filter: { q: m }, sort: ['createdAt', 'ASC'] }))).toEqual([
        'Alfa Mudanzas',
        'Beta Transportes',
        'Gamma Logística',
      ]);
      expect(names(await list({ filter: { q: m }, sort: ['city', 'DESC'] }))).toEqual([
        'Alfa Mudanzas',
        'Gamma Logística',
        'Beta Transportes',
      ]);
      expect(names(await list({ filter: { q: m }, sort: ['verified', 'DESC'] }))[0]).toBe('Beta Transportes');
      expect((await list({ filter: { q: m }, sort: ['status', 'ASC'] })).status).toBe(200);
      const bad = await list({ sort: ['ownerEmail', 'ASC'] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('No se puede ordenar por «ownerEmail».');
    });

    it('filters by q over name, email, city, province and contact person, and by each other filter', async () => {
      expect(names(await list({ filter: { q: `pilar ortega` } }))).toContain('Alfa Mudanzas');
      expect(names(await list({ filter: { q: alfa.company.email } }))).toEqual(['Alfa Mudanzas']);
      const inBizkaia = await list({ filter: { q: m, province: 'Bizkaia' } });
      expect(names(inBizkaia)).toEqual(['Beta Transportes']);
      expect(names(await list({ filter: { q: `${m}`, isActive: false } }))).toEqual(['Gamma Logística']);
      expect(names(await list({ filter: { q: m, verified: true } }))).toEqual(['Beta Transportes']);
      expect(names(await list({ filter: { q: m, verified: false } }))).toEqual(['Gamma Logística', 'Alfa Mudanzas']);
      expect(names(await list({ filter: { q: m, paymentStatus: 'paid' } }))).toEqual(['Beta Transportes']);
      expect(names(await list({ filter: { q: m, status: ['active', 'pending'] } }))).toHaveLength(3);
      expect(names(await list({ filter: { q: m, createdFrom: '2026-02-01', createdTo: '2026-02-10' } }))).toEqual(['Beta Transportes']);
      const bad = await list({ filter: { status: 'borrada' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('El filtro status no es válido.');
      expect((await list({ filter: { paymentStatus: ['paid', 'nope'] } })).status).toBe(400);
    });

    it('answers getMany through filter id', async () => {
      const res = await list({ filter: { id: [alfa.company.id, gamma.company.id] } });
      expect(res.body.map((c: { id: string }) => c.id).sort()).toEqual([alfa.company.id, gamma.company.id].sort());
      expect(res.headers.get('content-range')).toBe('companies 0-1/2');
    });

    it('counts proposals and shows the latest subscription without one query per row', async () => {
      const client = await signedInClient(t);
      const request = await createRequest(t, client.accessToken);
      await createProposal(t, alfa.token, request.id);
      const [record] = (await list({ filter: { id: [alfa.company.id] } })).body;
      expect(record.proposalsCount).toBe(1);
    });
  });

  describe('show', () => {
    it('answers one record with its description; 404 in Spanish for unknown or malformed ids', async () => {
      const res = await call(t, 'GET', `/api/admin/companies/${beta.company.id}`, undefined, bearer(admin.token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: beta.company.id, verified: true, paymentStatus: 'paid', description: expect.any(String) });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        const missing = await call(t, 'GET', `/api/admin/companies/${id}`, undefined, bearer(admin.token));
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ code: 'COMPANY_NOT_FOUND', message: 'Empresa no encontrada' });
      }
    });
  });

  describe('moderation', () => {
    const publicList = async () =>
      (await call<CompanyCardPageDto>(t, 'GET', `/api/companies?q=${m}&pageSize=48`)).body.items.map((c: { id: string }) => c.id);

    it('suspend needs a reason (400 in Spanish) and refuses over 500 characters', async () => {
      for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 3 }]) {
        const res = await act<ApiErrorBody>(alfa.company.id, 'suspend', body);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('El motivo de la suspensión es obligatorio');
      }
      expect((await act(alfa.company.id, 'suspend', { reason: 'x'.repeat(501) })).status).toBe(400);
      expect((await act(alfa.company.id, 'suspend', { reason: 'ok', extra: 1 })).status).toBe(400);
    });

    it('suspend hides the company from the directory and its page at once; reactivate brings it back; both are audited', async () => {
      expect(await publicList()).toContain(alfa.company.id);
      const suspended = await act(alfa.company.id, 'suspend', { reason: '  Reseñas falsas reiteradas  ' });
      expect(suspended.status).toBe(200);
      expect(suspended.body).toMatchObject({
        id: alfa.company.id,
        status: 'suspended',
        suspensionReason: 'Reseñas falsas reiteradas',
        suspendedAt: expect.any(String),
      });
      expect(await publicList()).not.toContain(alfa.company.id);
      expect((await call(t, 'GET', `/api/companies/${alfa.company.id}`)).status).toBe(404);

      const again = await act(alfa.company.id, 'suspend', { reason: 'Otra vez' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'COMPANY_STATE_CONFLICT', message: 'La empresa ya está suspendida.' });

      const reactivated = await act(alfa.company.id, 'reactivate');
      expect(reactivated.status).toBe(200);
      expect(reactivated.body).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null });
      expect(await publicList()).toContain(alfa.company.id);
      expect((await call(t, 'GET', `/api/companies/${alfa.company.id}`)).status).toBe(200);
      expect((await act(alfa.company.id, 'reactivate')).body).toMatchObject({
        code: 'COMPANY_STATE_CONFLICT',
        message: 'La empresa ya está activa.',
      });

      const rows = await ds.query(
        `SELECT action, actor_id, reason, details FROM audit_logs WHERE entity_type = 'company' AND entity_id = $1 ORDER BY created_at, action DESC`,
        [alfa.company.id],
      );
      expect(rows).toEqual([
        { action: 'company.suspend', actor_id: superAdmin.id, reason: 'Reseñas falsas reiteradas', details: { from: 'active' } },
        { action: 'company.reactivate', actor_id: superAdmin.id, reason: null, details: { from: 'suspended' } },
      ]);
    });

    it('offers no manual verification any more: «Verificado» comes only from an approved CIF (documents, issue 20)', async () => {
      for (const action of ['verify', 'unverify']) expect((await act(gamma.company.id, action)).status).toBe(404);
      const [row] = await ds.query(`SELECT verified_at FROM companies WHERE id = $1`, [gamma.company.id]);
      expect(row.verified_at).toBeNull();
    });

    it('PUT changes only the payment status and last payment, validated, and is audited', async () => {
      const put = <T = unknown>(body: unknown) =>
        call<T>(t, 'PUT', `/api/admin/companies/${beta.company.id}`, body, bearer(superAdmin.token));
      const res = await put({ paymentStatus: 'overdue', lastPayment: '2026-10-31' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: beta.company.id,
        paymentStatus: 'overdue',
        lastPayment: '2026-10-31T00:00:00.000Z',
        verified: true,
      });
      expect((await put({ lastPayment: null })).body).toMatchObject({ paymentStatus: 'overdue', lastPayment: null });
      const badStatus = await put<ApiErrorBody>({ paymentStatus: 'gratis' });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body.message).toBe('El estado de pago no es válido.');
      expect((await put<ApiErrorBody>({ lastPayment: 'ayer' })).body.message).toBe('La fecha del último pago no es válida.');
      expect((await put({ companyName: 'Otro nombre' })).status).toBe(400);
      const [entry] = await ds.query(
        `SELECT actor_id, details FROM audit_logs WHERE entity_id = $1 AND action = 'company.payment' ORDER BY created_at LIMIT 1`,
        [beta.company.id],
      );
      expect(entry).toEqual({
        actor_id: superAdmin.id,
        details: {
          before: { paymentStatus: 'paid', lastPayment: null },
          after: { paymentStatus: 'overdue', lastPayment: '2026-10-31T00:00:00.000Z' },
        },
      });
    });

    it('actions on an unknown company answer 404', async () => {
      expect((await act('00000000-0000-4000-8000-000000000000', 'reactivate')).status).toBe(404);
    });
  });

  describe('access', () => {
    it('reads: 401 anonymous, 403 client and company; plain admins may read', async () => {
      await expectAdminRoute(t, who, 'GET', '/api/admin/companies');
      await expectAdminRoute(t, who, 'GET', `/api/admin/companies/${beta.company.id}`);
      expect((await list({}, admin.token)).status).toBe(200);
    });

    it('actions: 401 anonymous, 403 client, company and plain admin, and nothing changes', async () => {
      const id = beta.company.id;
      for (const action of ['suspend', 'reactivate']) {
        await expectAdminRoute(t, who, 'POST', `/api/admin/companies/${id}/${action}`, {
          superAdminOnly: true,
          body: action === 'suspend' ? { reason: 'x' } : undefined,
        });
      }
      await expectAdminRoute(t, who, 'PUT', `/api/admin/companies/${id}`, { superAdminOnly: true, body: { paymentStatus: 'paid' } });
      const [row] = await ds.query(`SELECT status, payment_status FROM companies WHERE id = $1`, [id]);
      expect(row).toEqual({ status: 'active', payment_status: 'overdue' });
    });
  });
});
