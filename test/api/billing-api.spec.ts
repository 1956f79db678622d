import { DataSource } from 'typeorm';
import type {
  BillingDataSavedDto,
  InvoicePageDto,
  InvoicePaidDto,
  PlanListDto,
  SubscriptionChangeDto,
  SubscriptionDto,
} from '@rutalia/api-contract';
import { BillingLifecycleService } from '../../backend/src/modules/billing/billing-lifecycle.service.js';
import { bearer, call, relaxedRateLimits, signedInClient, signedInCompany, type ApiErrorBody } from '../factories/auth-factories.js';
import { billingBody, INVOICE_NUMBER, subscriptionOf } from '../factories/billing-factories.js';
import { createSuperAdmin } from '../factories/admin-factories.js';
import { makeAdmin } from '../factories/company-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

const DAY = 24 * 3600 * 1000;

/** The document Title (pdfkit writes the Info dictionary uncompressed, the title as an indirect string). */
function pdfTitle(pdf: Buffer): string | undefined {
  const text = pdf.toString('latin1');
  const direct = text.match(/\/Title \(([^)]*)\)/);
  if (direct) return direct[1];
  const ref = text.match(/\/Title (\d+) 0 R/);
  return ref ? text.match(new RegExp(`\\n${ref[1]} 0 obj\\n\\(([^)]*)\\)`))?.[1] : undefined;
}

/** The billing and subscription endpoints of a company (spec 2, "Billing and subscription"). */
describe('billing API', () => {
  let t: TestApp;
  let ds: DataSource;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits }, { clock });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** A company whose trial has ended and got its first invoice (by the lifecycle, at the test clock). */
  async function companyWithInvoice(overrides: Record<string, unknown> = {}) {
    const company = await signedInCompany(t, overrides);
    const sub = await subscriptionOf(ds, company.id);
    await ds.query(`UPDATE company_subscriptions SET trial_ends_at = $2 WHERE id = $1`, [sub.id, new Date(clock.now().getTime() - 60_000)]);
    const outcome = await t.app.get(BillingLifecycleService).applyTrialEnd(sub.id);
    if (!outcome.applied || !outcome.invoice) throw new Error(`No se emitió la factura: ${JSON.stringify(outcome)}`);
    return { company, sub, invoice: outcome.invoice };
  }

  describe('GET /me/subscription', () => {
    it('answers the trial of a new company with its plan, days left and access', async () => {
      const company = await signedInCompany(t, { subscriptionPlan: 'professional' });
      const res = await call<SubscriptionDto>(t, 'GET', '/api/me/subscription', undefined, bearer(company.accessToken));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'trialing',
        billingCycle: 'monthly',
        trialDaysLeft: 7,
        cancelAtPeriodEnd: false,
        cancelledAt: null,
        hasAccess: true,
        dunning: null,
        plan: { planName: 'professional', displayName: 'Profesional' },
      });
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'billingCycle',
          'cancelAtPeriodEnd',
          'cancelledAt',
          'currentPeriodEnd',
          'currentPeriodStart',
          'dunning',
          'hasAccess',
          'id',
          'plan',
          'status',
          'trialDaysLeft',
          'trialEndsAt',
        ].sort(),
      );
      expect(Object.keys(res.body.plan).sort()).toEqual(
        [
          'displayName',
          'features',
          'id',
          'planName',
          'priceMonthly',
          'priceYearly',
          'maxProposalsPerMonth',
          'maxGalleryImages',
          'alerts',
          'featuredLevel',
          'insights',
        ].sort(),
      );
      expect(res.body.plan.priceMonthly).toBeGreaterThan(0);
      expect(new Date(String(res.body.trialEndsAt)).getTime() - clock.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    });

    it('is for companies only: a client gets 403, nobody signed in 401', async () => {
      const client = await signedInClient(t);
      for (const [method, route, body] of [
        ['GET', '/api/me/subscription'],
        ['POST', '/api/me/subscription/change-plan', { planName: 'premium' }],
        ['POST', '/api/me/subscription/cancel'],
        ['GET', '/api/me/billing'],
        ['PUT', '/api/me/billing', billingBody()],
        ['GET', '/api/me/invoices'],
        ['GET', '/api/me/invoices/00000000-0000-4000-8000-000000000000/pdf'],
      ] as const) {
        expect((await call(t, method, route, body, bearer(client.accessToken))).status).toBe(403);
        expect((await call(t, method, route, body)).status).toBe(401);
      }
    });

    it('404 with a Spanish message when the company has no subscription', async () => {
      const company = await signedInCompany(t);
      const sub = await subscriptionOf(ds, company.id);
      await ds.query(`DELETE FROM company_subscriptions WHERE id = $1`, [sub.id]);
      const res = await call(t, 'GET', '/api/me/subscription', undefined, bearer(company.accessToken));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'No tienes ninguna suscripción.' });
      expect((await call(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(company.accessToken))).status).toBe(404);
    });
  });

  describe('POST /me/subscription/change-plan and /cancel', () => {
    it('changes the plan by id or by name', async () => {
      const company = await signedInCompany(t);
      const plans = (await call<PlanListDto>(t, 'GET', '/api/plans')).body.items;
      const premium = plans.find((p) => p.planName === 'premium')!;
      const byId = await call<SubscriptionChangeDto>(
        t,
        'POST',
        '/api/me/subscription/change-plan',
        { planId: premium.id },
        bearer(company.accessToken),
      );
      expect(byId.status).toBe(200);
      expect(byId.body.message).toBe('Plan actualizado');
      expect(byId.body.subscription.plan.planName).toBe('premium');
      const byName = await call<SubscriptionChangeDto>(
        t,
        'POST',
        '/api/me/subscription/change-plan',
        { planName: 'professional', billingCycle: 'yearly' },
        bearer(company.accessToken),
      );
      expect(byName.status).toBe(200);
      expect(byName.body.subscription).toMatchObject({ plan: { planName: 'professional' }, billingCycle: 'yearly', status: 'trialing' });
      const sub = await subscriptionOf(ds, company.id);
      expect(sub.plan_id).toBe(byName.body.subscription.plan.id);
    });

    it('refuses bad plan requests with 400 and Spanish field errors', async () => {
      const company = await signedInCompany(t);
      const auth = bearer(company.accessToken);
      const cases: Array<[unknown, string, RegExp]> = [
        [{}, 'planId', /obligatorio/],
        [{ planId: 'no-es-un-uuid' }, 'planId', /planId/],
        [{ planId: '00000000-0000-4000-8000-000000000000' }, 'planId', /no existe/],
        [{ planName: 'inexistente' }, 'planId', /no existe/],
        [{ planName: 'basic', billingCycle: 'semanal' }, 'billingCycle', /monthly o yearly/],
        [{ planName: 'basic', extra: 1 }, 'extra', /no está permitido/],
      ];
      for (const [body, field, message] of cases) {
        const res = await call<ApiErrorBody>(t, 'POST', '/api/me/subscription/change-plan', body, auth);
        expect(res.status).toBe(400);
        const error = res.body.errors?.find((e) => e.field === field);
        expect(error?.message).toMatch(message);
      }
    });

    it('cancel sets cancelAtPeriodEnd and cancelledAt, and is idempotent', async () => {
      const company = await signedInCompany(t);
      const first = await call<SubscriptionChangeDto>(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(company.accessToken));
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Suscripción cancelada');
      expect(first.body.subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'trialing', hasAccess: true });
      expect(first.body.subscription.cancelledAt).toBe(clock.now().toISOString());
      clock.advance(60_000);
      const again = await call<SubscriptionChangeDto>(t, 'POST', '/api/me/subscription/cancel', undefined, bearer(company.accessToken));
      expect(again.status).toBe(200);
      expect(again.body.subscription.cancelledAt).toBe(first.body.subscription.cancelledAt);
    });
  });

  describe('GET/PUT /me/billing', () => {
    it('is null until saved; saving normalises the NIF/CIF and defaults the country to España', async () => {
      const company = await signedInCompany(t);
      const auth = bearer(company.accessToken);
      const empty = await t.request('GET', '/api/me/billing', undefined, auth);
      expect(empty.status).toBe(200);
      expect(empty.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await empty.text()).toBe('null');

      const saved = await call<BillingDataSavedDto>(
        t,
        'PUT',
        '/api/me/billing',
        billingBody({ taxId: ' b-1234 5678 ', billingName: '  Transportes   García S.L. ' }),
        auth,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('Datos actualizados');
      expect(saved.body.billing).toMatchObject({
        billingName: 'Transportes García S.L.',
        taxId: 'B12345678',
        billingCountry: 'España',
        billingPostalCode: '28013',
      });
      const read = await call(t, 'GET', '/api/me/billing', undefined, auth);
      expect(read.body).toEqual(saved.body.billing);

      const updated = await call<BillingDataSavedDto>(
        t,
        'PUT',
        '/api/me/billing',
        billingBody({ taxId: 'ES12345678Z', billingCountry: 'Portugal' }),
        auth,
      );
      expect(updated.body.billing).toMatchObject({ taxId: '12345678Z', billingCountry: 'Portugal' });
    });

    it('400 with a Spanish message naming each missing field, never a 500', async () => {
      const company = await signedInCompany(t);
      const auth = bearer(company.accessToken);
      const res = await call<ApiErrorBody>(t, 'PUT', '/api/me/billing', {}, auth);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      const byField = (body: ApiErrorBody) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));
      const messages = byField(res.body);
      // A missing field is told it is required (not that it is too long or malformed).
      expect(messages.billingName).toBe('La razón social es obligatoria.');
      expect(messages.taxId).toBe('El NIF/CIF es obligatorio.');
      expect(messages.billingAddress).toBe('La dirección es obligatoria.');
      expect(messages.billingCity).toBe('La ciudad es obligatoria.');
      expect(messages.billingPostalCode).toBe('El código postal es obligatorio.');
      expect(messages.billingProvince).toBe('La provincia es obligatoria.');
      expect(messages.billingCountry).toBeUndefined();

      const blank = await call<ApiErrorBody>(t, 'PUT', '/api/me/billing', billingBody({ billingName: '   ', billingCity: '' }), auth);
      expect(blank.status).toBe(400);
      expect(byField(blank.body)).toEqual({ billingName: 'La razón social es obligatoria.', billingCity: 'La ciudad es obligatoria.' });

      for (const taxId of ['1234', 'ABCDEFGHI', '1234567890', 'B1234567$']) {
        const bad = await call<ApiErrorBody>(t, 'PUT', '/api/me/billing', billingBody({ taxId }), auth);
        expect(bad.status).toBe(400);
        expect(byField(bad.body).taxId).toBe('El NIF/CIF debe tener 9 letras o números, p. ej. 12345678A o B12345678.');
      }
      const wrongTypes = await call<ApiErrorBody>(
        t,
        'PUT',
        '/api/me/billing',
        billingBody({ taxId: 12345678, billingName: ['x'], billingPostalCode: '1'.repeat(11) }),
        auth,
      );
      expect(wrongTypes.status).toBe(400);
      expect(Object.keys(byField(wrongTypes.body)).sort()).toEqual(['billingName', 'billingPostalCode', 'taxId']);
      const notJson = await call(t, 'PUT', '/api/me/billing', '{"billingName":', auth);
      expect(notJson.status).toBe(400);
      expect((await call(t, 'GET', '/api/me/billing', undefined, auth)).body ?? null).toBeNull();
    });
  });

  describe('invoices', () => {
    it('lists the company invoices, newest first, paginated', async () => {
      const { company, sub, invoice } = await companyWithInvoice();
      const auth = bearer(company.accessToken);
      // A second period, a month later.
      clock.advanceDays(31);
      const renewal = await t.app.get(BillingLifecycleService).applyRenewal(sub.id);
      expect(renewal.applied).toBe(true);
      const list = await call<InvoicePageDto>(t, 'GET', '/api/me/invoices', undefined, auth);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
      expect(list.body.items.map((i) => i.invoiceNumber)).toEqual([
        renewal.applied ? renewal.invoice?.invoiceNumber : undefined,
        invoice.invoiceNumber,
      ]);
      const first = list.body.items[1];
      expect(first.invoiceNumber).toMatch(INVOICE_NUMBER);
      expect(first).toMatchObject({
        baseAmount: 29,
        taxRate: 21,
        taxAmount: 6.09,
        amount: 35.09,
        currency: 'EUR',
        status: 'pending',
        paidAt: null,
      });
      expect(new Date(first.dueDate).getTime() - new Date(first.issuedAt).getTime()).toBe(15 * DAY);
      const page2 = await call<InvoicePageDto>(t, 'GET', '/api/me/invoices?page=2&pageSize=1', undefined, auth);
      expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page2.body.items.map((i) => i.id)).toEqual([first.id]);
      expect((await call(t, 'GET', '/api/me/invoices?page=0', undefined, auth)).status).toBe(400);

      const other = await signedInCompany(t);
      expect((await call(t, 'GET', '/api/me/invoices', undefined, bearer(other.accessToken))).body).toMatchObject({ items: [], total: 0 });
    });

    it('GET /me/invoices/:id/pdf answers a real PDF named after the invoice; others get 404', async () => {
      const { company, invoice } = await companyWithInvoice();
      const res = await fetch(`${t.url}/api/me/invoices/${invoice.id}/pdf`, { headers: bearer(company.accessToken) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
      expect(pdfTitle(pdf)).toBe(invoice.invoiceNumber);

      const other = await signedInCompany(t);
      const stranger = await call(t, 'GET', `/api/me/invoices/${invoice.id}/pdf`, undefined, bearer(other.accessToken));
      expect(stranger.status).toBe(404);
      expect(stranger.body).toMatchObject({ code: 'INVOICE_NOT_FOUND', message: 'Factura no encontrada' });
      expect((await call(t, 'GET', `/api/me/invoices/no-es-un-id/pdf`, undefined, bearer(company.accessToken))).status).toBe(404);
      const client = await signedInClient(t);
      expect((await call(t, 'GET', `/api/me/invoices/${invoice.id}/pdf`, undefined, bearer(client.accessToken))).status).toBe(403);
    });

    it('POST /admin/invoices/:id/mark-paid: super admins only; idempotent', async () => {
      const { company, invoice } = await companyWithInvoice();
      const route = `/api/admin/invoices/${invoice.id}/mark-paid`;
      expect((await call(t, 'POST', route, undefined, bearer(company.accessToken))).status).toBe(403);
      expect((await call(t, 'POST', route)).status).toBe(401);
      const plainAdmin = await signedInClient(t);
      await makeAdmin(ds, plainAdmin.id);
      expect((await call(t, 'POST', route, undefined, bearer(plainAdmin.accessToken))).status).toBe(403);
      const admin = { accessToken: (await createSuperAdmin(t)).token };
      const paid = await call<InvoicePaidDto>(t, 'POST', route, undefined, bearer(admin.accessToken));
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({
        message: 'Factura marcada como pagada',
        subscriptionStatus: 'active',
        invoice: { id: invoice.id, status: 'paid' },
      });
      expect(paid.body.invoice.paidAt).toBe(clock.now().toISOString());
      const again = await call<InvoicePaidDto>(t, 'POST', route, undefined, bearer(admin.accessToken));
      expect(again.body.invoice.paidAt).toBe(paid.body.invoice.paidAt);
      expect(
        (await call(t, 'POST', `/api/admin/invoices/00000000-0000-4000-8000-000000000000/mark-paid`, undefined, bearer(admin.accessToken)))
          .status,
      ).toBe(404);
      const list = await call<InvoicePageDto>(t, 'GET', '/api/me/invoices', undefined, bearer(company.accessToken));
      expect(list.body.items[0]).toMatchObject({ status: 'paid' });
    });
  });
});
