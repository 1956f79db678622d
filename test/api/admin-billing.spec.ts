import { DataSource } from 'typeorm';
import type { AdminPlanDto, InvoicePaidDto } from '@rutalia/api-contract';
import { bearer, call, relaxedRateLimits, signedInClient, signedInCompany, type ApiErrorBody } from '../factories/auth-factories.js';
import { adminList, contentRange, createAdmin, type TestAdmin } from '../factories/admin-factories.js';
import { companyWithInvoice, deleteSubscriptionRows, insertPlan, insertSubscriptionRow } from '../factories/billing-admin-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** Backoffice plans, subscriptions and invoices (`/api/admin/…`, ra-data-simple-rest; super admins). */
describe('admin billing API', () => {
  let t: TestApp;
  let ds: DataSource;
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  const clock = new TestClock();
  const created: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
    [superAdmin, admin] = await Promise.all([createAdmin(t, { superAdmin: true }), createAdmin(t)]);
  });
  afterAll(async () => {
    await deleteSubscriptionRows(ds, created);
    await t.close();
  });

  const asSuper = <T = unknown>(method: string, route: string, body?: unknown) => call<T>(t, method, route, body, bearer(superAdmin.token));

  it('every endpoint: 401 anonymous, 403 for clients, companies and plain admins', async () => {
    const [client, company] = await Promise.all([signedInClient(t), signedInCompany(t)]);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/plans'],
      ['GET', `/api/admin/plans/${NO_ID}`],
      ['PUT', `/api/admin/plans/${NO_ID}`, { priceMonthly: 1 }],
      ['GET', '/api/admin/subscriptions'],
      ['GET', `/api/admin/subscriptions/${NO_ID}`],
      ['GET', '/api/admin/invoices'],
      ['GET', `/api/admin/invoices/${NO_ID}`],
      ['GET', `/api/admin/invoices/${NO_ID}/pdf`],
      ['POST', `/api/admin/invoices/${NO_ID}/mark-paid`],
    ];
    for (const [method, route, body] of routes) {
      expect([route, (await call(t, method, route, body)).status]).toEqual([route, 401]);
      for (const token of [client.accessToken, company.accessToken, admin.token]) {
        expect([route, (await call(t, method, route, body, bearer(token))).status]).toEqual([route, 403]);
      }
      expect([route, (await asSuper(method, route, body)).status]).not.toEqual([route, 403]);
    }
  });

  describe('plans', () => {
    it('lists with Content-Range, sorts and filters; GET /:id; 404 in Spanish', async () => {
      const inactive = await insertPlan(ds, { priceMonthly: 0.5 });
      const res = await adminList(t, 'plans', superAdmin.token, { sort: ['priceMonthly', 'ASC'], range: [0, 99] });
      expect(res.status).toBe(200);
      const range = contentRange(res.headers);
      expect(range).toMatchObject({ resource: 'plans', first: 0, total: res.body.length });
      expect(res.body.map((p) => p.planName)).toEqual(expect.arrayContaining(['basic', 'professional', 'premium']));
      const prices = res.body.map((p) => p.priceMonthly);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'createdAt',
          'description',
          'displayName',
          'features',
          'id',
          'isActive',
          'isPopular',
          'openSubscriptions',
          'planName',
          'maxProposalsPerMonth',
          'maxGalleryImages',
          'alerts',
          'featuredLevel',
          'insights',
          'priceMonthly',
          'priceYearly',
          'sortOrder',
          'updatedAt',
        ].sort(),
      );

      const onlyInactive = await adminList(t, 'plans', superAdmin.token, { filter: { isActive: false } });
      expect(onlyInactive.body.map((p) => p.id)).toContain(inactive);
      expect(onlyInactive.body.every((p) => p.isActive === false)).toBe(true);
      const paged = await adminList(t, 'plans', superAdmin.token, { range: [1, 1] });
      expect(paged.body).toHaveLength(1);
      expect(contentRange(paged.headers)).toMatchObject({ first: 1, last: 1, total: range.total });

      const one = await asSuper('GET', `/api/admin/plans/${inactive}`);
      expect(one.body).toMatchObject({ id: inactive, priceMonthly: 0.5, isActive: false, openSubscriptions: 0 });
      expect(await asSuper('GET', `/api/admin/plans/${NO_ID}`)).toMatchObject({ status: 404, body: { message: 'Plan no encontrado' } });
      expect((await asSuper('GET', '/api/admin/plans?sort=["password","ASC"]')).status).toBe(400);
    });

    it('PUT updates the editable fields, keeps the key and audits prices before and after', async () => {
      const id = await insertPlan(ds, { priceMonthly: 19.9, priceYearly: 199 });
      const res = await asSuper<AdminPlanDto>('PUT', `/api/admin/plans/${id}`, {
        description: '  Para empresas pequeñas  ',
        priceMonthly: 24.5,
        priceYearly: null,
        features: [' Perfil de empresa ', 'Propuestas ilimitadas'],
        isActive: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        description: 'Para empresas pequeñas',
        priceMonthly: 24.5,
        priceYearly: null,
        features: ['Perfil de empresa', 'Propuestas ilimitadas'],
        isActive: true,
      });
      expect(res.body.planName).toMatch(/^test-/);
      const [audit] = await ds.query(
        `SELECT actor_id, action, entity_type, details FROM audit_logs WHERE entity_id = $1 ORDER BY created_at LIMIT 1`,
        [id],
      );
      expect(audit).toMatchObject({ actor_id: superAdmin.id, action: 'plan.update', entity_type: 'plan' });
      expect(audit.details).toMatchObject({
        before: { priceMonthly: 19.9, priceYearly: 199 },
        after: { priceMonthly: 24.5, priceYearly: null },
      });
      expect(audit.details.changed).toEqual(expect.arrayContaining(['description', 'priceMonthly', 'priceYearly', 'features', 'isActive']));
      // Back off the public pricing: other specs expect only the seeded plans there.
      expect((await asSuper<AdminPlanDto>('PUT', `/api/admin/plans/${id}`, { isActive: false })).body.isActive).toBe(false);
      // Saving the same values again is not a change: no new audit entry.
      expect((await asSuper('PUT', `/api/admin/plans/${id}`, { priceMonthly: 24.5, isActive: false })).status).toBe(200);
      expect(await ds.query(`SELECT 1 FROM audit_logs WHERE entity_id = $1`, [id])).toHaveLength(2);
    });

    it('refuses bad input with Spanish 400s and never changes the key or deactivates the default plan', async () => {
      const id = await insertPlan(ds, { priceMonthly: 10 });
      const cases: [Record<string, unknown>, string][] = [
        [{ priceMonthly: -1 }, 'priceMonthly'],
        [{ priceMonthly: 10.123 }, 'priceMonthly'],
        [{ priceMonthly: '10' }, 'priceMonthly'],
        [{ priceYearly: -5 }, 'priceYearly'],
        [{ features: ['Perfil', '  '] }, 'features'],
        [{ features: 'Perfil' }, 'features'],
        [{ isActive: 'sí' }, 'isActive'],
        [{ planName: 'otro' }, 'planName'],
      ];
      for (const [body, field] of cases) {
        const res = await asSuper<ApiErrorBody>('PUT', `/api/admin/plans/${id}`, body);
        expect([field, res.status]).toEqual([field, 400]);
        expect(res.body.code).toBe('VALIDATION_ERROR');
        expect(res.body.message).toMatch(/[áéíóúñ]|El campo|debe|precio|característica/i);
        expect(res.body.errors?.map((e) => e.field)).toContain(field);
      }
      expect((await asSuper('GET', `/api/admin/plans/${id}`)).body).toMatchObject({ priceMonthly: 10, isActive: false });
      const [basic] = await ds.query(`SELECT id FROM subscription_plans WHERE plan_name = 'basic'`);
      const refused = await asSuper('PUT', `/api/admin/plans/${basic.id}`, { isActive: false });
      expect(refused).toMatchObject({ status: 409, body: { message: 'El plan por defecto (basic) no se puede desactivar.' } });
      expect((await asSuper('PUT', `/api/admin/plans/${NO_ID}`, { priceMonthly: 1 })).status).toBe(404);
    });
  });

  describe('subscriptions', () => {
    it('lists company subscriptions with plan and company, filters and sorts; GET /:id', async () => {
      const planId = await insertPlan(ds, { priceMonthly: 15 });
      const trial = await insertSubscriptionRow(ds, { planId, status: 'trialing', trialEndsAt: new Date('2098-03-10T10:00:00Z') });
      const active = await insertSubscriptionRow(ds, { planId, status: 'active', periodEnd: new Date('2098-06-01T00:00:00Z') });
      created.push(trial.id, active.id);

      const res = await adminList(t, 'subscriptions', superAdmin.token, { filter: { planId }, sort: ['currentPeriodEnd', 'ASC'] });
      expect(res.status).toBe(200);
      expect(contentRange(res.headers)).toMatchObject({ resource: 'subscriptions', first: 0, last: 1, total: 2 });
      expect(res.body.map((s) => s.id)).toEqual([active.id, trial.id]);
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'billingCycle',
          'cancelAtPeriodEnd',
          'cancelledAt',
          'companyId',
          'companyName',
          'createdAt',
          'currentPeriodEnd',
          'currentPeriodStart',
          'id',
          'plan',
          'planId',
          'status',
          'trialEndsAt',
          'unpaidAt',
        ].sort(),
      );
      expect(res.body[0]).toMatchObject({
        companyId: active.companyId,
        status: 'active',
        unpaidAt: null,
        plan: { id: planId, priceMonthly: 15 },
      });
      expect(res.body[0].companyName).toMatch(/^Transportes /);

      const trials = await adminList(t, 'subscriptions', superAdmin.token, {
        filter: { status: 'trialing', trialEndsFrom: '2098-03-10', trialEndsTo: '2098-03-10' },
      });
      expect(trials.body.map((s) => s.id)).toEqual([trial.id]);
      const byCompany = await adminList(t, 'subscriptions', superAdmin.token, { filter: { companyId: active.companyId } });
      expect(byCompany.body.map((s) => s.id)).toEqual([active.id]);
      expect((await adminList(t, 'subscriptions', superAdmin.token, { filter: { status: 'nope' } })).status).toBe(400);
      expect((await adminList(t, 'subscriptions', superAdmin.token, { filter: { planId: 'x' } })).status).toBe(400);

      const one = await asSuper('GET', `/api/admin/subscriptions/${trial.id}`);
      expect(one.body).toMatchObject({
        id: trial.id,
        status: 'trialing',
        trialEndsAt: '2098-03-10T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        cancelledAt: null,
      });
      expect(await asSuper('GET', `/api/admin/subscriptions/${NO_ID}`)).toMatchObject({
        status: 404,
        body: { message: 'Suscripción no encontrada' },
      });
      expect((await asSuper('PUT', `/api/admin/subscriptions/${trial.id}`, { status: 'active' })).status).toBe(404);
    });
  });

  describe('invoices', () => {
    it('lists invoices with company, searches by number, filters and sorts; GET /:id and the PDF', async () => {
      clock.set(new Date());
      const { companyId, invoice } = await companyWithInvoice(t, clock.now(), { companyName: 'Mudanzas Facturadas' });
      const res = await adminList(t, 'invoices', superAdmin.token, { filter: { q: invoice.invoiceNumber } });
      expect(res.status).toBe(200);
      expect(contentRange(res.headers)).toMatchObject({ resource: 'invoices', first: 0, last: 0, total: 1 });
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'amount',
          'baseAmount',
          'companyId',
          'companyName',
          'description',
          'dueDate',
          'id',
          'invoiceNumber',
          'issuedAt',
          'paidAt',
          'periodEnd',
          'periodStart',
          'status',
          'subscriptionId',
          'taxAmount',
          'taxRate',
        ].sort(),
      );
      expect(res.body[0]).toMatchObject({ id: invoice.id, companyId, companyName: 'Mudanzas Facturadas', status: 'pending', paidAt: null });
      expect(res.body[0].amount).toBeCloseTo(res.body[0].baseAmount + res.body[0].taxAmount, 2);

      const day = clock.now().toISOString().slice(0, 10);
      const filtered = await adminList(t, 'invoices', superAdmin.token, {
        filter: { companyId, status: 'pending', issuedFrom: day, issuedTo: day },
      });
      expect(filtered.body.map((i) => i.id)).toEqual([invoice.id]);
      expect((await adminList(t, 'invoices', superAdmin.token, { filter: { companyId, status: 'paid' } })).body).toEqual([]);
      const sorted = await adminList(t, 'invoices', superAdmin.token, { sort: ['amount', 'DESC'], range: [0, 49] });
      const amounts = sorted.body.map((i) => i.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      for (const field of ['issuedAt', 'dueDate', 'status', 'invoiceNumber']) {
        expect((await adminList(t, 'invoices', superAdmin.token, { sort: [field, 'ASC'] })).status).toBe(200);
      }

      expect((await asSuper('GET', `/api/admin/invoices/${invoice.id}`)).body).toMatchObject({
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
      });
      const pdf = await t.request('GET', `/api/admin/invoices/${invoice.id}/pdf`, undefined, bearer(superAdmin.token));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain(`${invoice.invoiceNumber}.pdf`);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(await asSuper('GET', `/api/admin/invoices/${NO_ID}`)).toMatchObject({
        status: 404,
        body: { message: 'Factura no encontrada' },
      });
      expect((await asSuper('GET', `/api/admin/invoices/${NO_ID}/pdf`)).status).toBe(404);
    });

    it('mark-paid sets the company payment status and last payment and audits it, once', async () => {
      clock.set(new Date());
      const { companyId, invoice } = await companyWithInvoice(t, clock.now());
      const paidAt = clock.advance(3_600_000);
      const res = await asSuper('POST', `/api/admin/invoices/${invoice.id}/mark-paid`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Factura marcada como pagada',
        subscriptionStatus: 'active',
        invoice: { id: invoice.id, status: 'paid' },
      });
      const [company] = await ds.query(`SELECT payment_status, last_payment FROM companies WHERE id = $1`, [companyId]);
      expect(company.payment_status).toBe('paid');
      expect(new Date(company.last_payment).toISOString()).toBe(paidAt.toISOString());
      const audits = await ds.query(`SELECT actor_id, action, entity_type, details FROM audit_logs WHERE entity_id = $1`, [invoice.id]);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actor_id: superAdmin.id, action: 'invoice.mark_paid', entity_type: 'invoice' });
      expect(audits[0].details).toMatchObject({
        invoiceNumber: invoice.invoiceNumber,
        companyId,
        before: { status: 'pending' },
        after: { status: 'paid', companyPaymentStatus: 'paid' },
      });

      // A repeat is a no-op: same payment time, no second audit entry.
      clock.advance(3_600_000);
      const again = await asSuper<InvoicePaidDto>('POST', `/api/admin/invoices/${invoice.id}/mark-paid`);
      expect(again.body.invoice.paidAt).toBe(paidAt.toISOString());
      const [still] = await ds.query(`SELECT last_payment FROM companies WHERE id = $1`, [companyId]);
      expect(new Date(still.last_payment).toISOString()).toBe(paidAt.toISOString());
      expect(await ds.query(`SELECT 1 FROM audit_logs WHERE entity_id = $1`, [invoice.id])).toHaveLength(1);
      const listed = await adminList(t, 'invoices', superAdmin.token, { filter: { id: [invoice.id] } });
      expect(listed.body[0]).toMatchObject({ status: 'paid', paidAt: paidAt.toISOString() });
      expect((await asSuper('POST', `/api/admin/invoices/${NO_ID}/mark-paid`)).status).toBe(404);
    });
  });
});
