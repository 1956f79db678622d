import type { PaymentOptionsDto, RedirectUrlDto } from '@rutalia/api-contract';
import { DataSource } from 'typeorm';
import { AutoChargeService } from '../../backend/src/modules/payments/auto-charge.service.js';
import { QueueName } from '../../backend/src/queue/queues.js';
import { bearer, call, relaxedRateLimits, signedInCompany, type ApiErrorBody } from '../factories/auth-factories.js';
import { companyWithInvoice } from '../factories/billing-admin-factories.js';
import { drainQueue } from '../factories/billing-factories.js';
import { sendEvent, stripeSettings, TEST_STRIPE_SECRET_KEY } from '../factories/payment-factories.js';
import { startFakeStripeServer, type FakeStripeServer } from '../helpers/fake-stripe-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

/**
 * Paying invoices online (issue 20): the endpoints of the company and the automatic charge, with
 * the official SDK pointed at a local stand-in for api.stripe.com (STRIPE_API_URL) that records
 * what it was sent. And the same app without Stripe: bank transfer only.
 */
describe('online payment of invoices', () => {
  let stripe: FakeStripeServer;
  let t: TestApp;
  let ds: DataSource;
  const clock = new TestClock();

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
    t = await startTestApp({ rateLimits: relaxedRateLimits, runWorkers: true, payments: stripeSettings(stripe.url) }, { clock });
    ds = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(() => stripe.reset());

  async function companyInvoice() {
    const { company, companyId, invoice } = await companyWithInvoice(t, clock.now(), { companyName: 'Mudanzas Pagadoras S.L.' });
    return { company, companyId, invoice, auth: bearer(company.accessToken), cents: Math.round(Number(invoice.amount) * 100) };
  }

  describe('GET /me/payment-options', () => {
    it('offers Stripe, the bank transfer and the unpaid invoices', async () => {
      const { auth, invoice } = await companyInvoice();
      const res = await call<PaymentOptionsDto>(t, 'GET', '/api/me/payment-options', undefined, auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        stripe: true,
        bankTransfer: { iban: 'ES82 0000 0000 0000 0000 0000', beneficiary: 'Rutalia Servicios Digitales S.L.' },
        savedPaymentMethod: false,
        payableInvoices: [
          {
            id: invoice.id,
            invoiceNumber: invoice.invoiceNumber,
            amount: Number(invoice.amount),
            currency: 'EUR',
            status: 'pending',
            dueDate: new Date(invoice.dueDate).toISOString(),
            paymentInProgress: false,
          },
        ],
      });
      expect(stripe.requests).toEqual([]);
    });
  });

  describe('POST /me/invoices/:id/checkout', () => {
    it('creates the customer once and a Checkout Session for the invoice total in cents, and answers its url', async () => {
      const { auth, invoice, companyId, company, cents } = await companyInvoice();
      const res = await call<RedirectUrlDto>(t, 'POST', `/api/me/invoices/${invoice.id}/checkout`, undefined, auth);
      expect(res.status).toBe(200);

      const [customer] = stripe.to('/v1/customers');
      expect(customer.headers.authorization).toBe(`Bearer ${TEST_STRIPE_SECRET_KEY}`);
      expect(customer.headers['idempotency-key']).toBe(`rutalia-customer-${companyId}`);
      expect(customer.form).toMatchObject({ email: company.email, name: 'Mudanzas Pagadoras S.L.', 'metadata[companyId]': companyId });

      const [session] = stripe.to('/v1/checkout/sessions');
      expect(session.form).toMatchObject({
        mode: 'payment',
        customer: (await ds.query(`SELECT customer_id FROM stripe_customers WHERE company_id = $1`, [companyId]))[0].customer_id,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(cents),
        'line_items[0][price_data][product_data][name]': `Factura ${invoice.invoiceNumber}`,
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'sepa_debit',
        'metadata[invoiceId]': invoice.id,
        'metadata[companyId]': companyId,
        'payment_intent_data[metadata][invoiceId]': invoice.id,
        'payment_intent_data[metadata][companyId]': companyId,
        client_reference_id: invoice.id,
        locale: 'es',
        success_url: `${t.config.publicUrl}/company-billing?pago=ok`,
        cancel_url: `${t.config.publicUrl}/company-billing?pago=cancelado`,
      });
      expect(cents).toBeGreaterThan(0);
      expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

      // The customer is created once.
      expect((await call(t, 'POST', `/api/me/invoices/${invoice.id}/checkout`, undefined, auth)).status).toBe(200);
      expect(stripe.to('/v1/customers')).toHaveLength(1);
      expect(stripe.to('/v1/checkout/sessions')).toHaveLength(2);
      expect(stripe.to('/v1/checkout/sessions')[1].form.customer).toBe(session.form.customer);
    });

    it("answers 404 for another company's invoice, or one that does not exist, and asks Stripe nothing", async () => {
      const { invoice } = await companyInvoice();
      const other = await signedInCompany(t);
      for (const id of [invoice.id, '00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
        const res = await call<ApiErrorBody>(t, 'POST', `/api/me/invoices/${id}/checkout`, undefined, bearer(other.accessToken));
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'INVOICE_NOT_FOUND', message: 'Factura no encontrada' });
      }
      expect(stripe.requests).toEqual([]);
    });

    it('answers 409 for a paid invoice, and for one whose payment is being processed', async () => {
      const { auth, invoice } = await companyInvoice();
      await ds.query(`UPDATE invoices SET status = 'paid', paid_at = $2 WHERE id = $1`, [invoice.id, clock.now()]);
      const paid = await call<ApiErrorBody>(t, 'POST', `/api/me/invoices/${invoice.id}/checkout`, undefined, auth);
      expect(paid.status).toBe(409);
      expect(paid.body).toMatchObject({ code: 'INVOICE_ALREADY_PAID', message: 'Esta factura ya está pagada.' });

      const second = await companyInvoice();
      await sendEvent(t, {
        type: 'checkout.session.completed',
        object: {
          id: 'cs_test_sepa',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'unpaid',
          amount_total: second.cents,
          currency: 'eur',
          payment_intent: `pi_test_sepa_${second.invoice.id.slice(0, 8)}`,
          metadata: { invoiceId: second.invoice.id, companyId: second.companyId },
        },
      });
      const options = await call<PaymentOptionsDto>(t, 'GET', '/api/me/payment-options', undefined, second.auth);
      expect(options.body.payableInvoices).toEqual([expect.objectContaining({ id: second.invoice.id, paymentInProgress: true })]);
      const busy = await call<ApiErrorBody>(t, 'POST', `/api/me/invoices/${second.invoice.id}/checkout`, undefined, second.auth);
      expect(busy.status).toBe(409);
      expect(busy.body.code).toBe('PAYMENT_IN_PROGRESS');
      expect(stripe.to('/v1/checkout/sessions')).toEqual([]);
    });

    it('answers 502 with a Spanish message when Stripe refuses', async () => {
      const { auth, invoice } = await companyInvoice();
      stripe.answer('/v1/checkout/sessions', { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such price' } } });
      const res = await call<ApiErrorBody>(t, 'POST', `/api/me/invoices/${invoice.id}/checkout`, undefined, auth);
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'No se pudo conectar con la pasarela de pago. Inténtalo de nuevo en unos minutos.',
      });
    });
  });

  it('POST /me/billing/portal opens the Billing Portal of the company (its customer created on first use)', async () => {
    const { auth, companyId } = await companyInvoice();
    const res = await call<RedirectUrlDto>(t, 'POST', '/api/me/billing/portal', undefined, auth);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const [customer] = await ds.query(`SELECT customer_id FROM stripe_customers WHERE company_id = $1`, [companyId]);
    expect(stripe.to('/v1/billing_portal/sessions')[0].form).toEqual({
      customer: customer.customer_id,
      return_url: `${t.config.publicUrl}/company-billing`,
      locale: 'es',
    });
  });

  it('POST /me/subscription/checkout opens Checkout in setup mode for card or SEPA', async () => {
    const company = await signedInCompany(t);
    const res = await call<RedirectUrlDto>(t, 'POST', '/api/me/subscription/checkout', undefined, bearer(company.accessToken));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const [session] = stripe.to('/v1/checkout/sessions');
    expect(session.form).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'sepa_debit',
      success_url: `${t.config.publicUrl}/company-billing?metodo=guardado`,
      cancel_url: `${t.config.publicUrl}/company-billing?metodo=cancelado`,
    });
    expect(session.form['setup_intent_data[metadata][companyId]']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('automatic charge of the saved method', () => {
    /** A company with an invoice whose setup checkout saved `pm` (the webhook's setup_intent.succeeded). */
    async function withSavedMethod(pm: string) {
      const ctx = await companyInvoice();
      expect((await call(t, 'POST', '/api/me/subscription/checkout', undefined, ctx.auth)).status).toBe(200);
      const [{ customer_id: customerId }] = await ds.query(`SELECT customer_id FROM stripe_customers WHERE company_id = $1`, [
        ctx.companyId,
      ]);
      const saved = await sendEvent(t, {
        type: 'setup_intent.succeeded',
        object: { id: 'seti_test_1', object: 'setup_intent', status: 'succeeded', customer: customerId, payment_method: pm, metadata: {} },
      });
      expect(saved.res.status).toBe(200);
      return { ...ctx, customerId };
    }

    it('charges each issued invoice once, off session, with the idempotency key of the invoice', async () => {
      const { auth, invoice, companyId, customerId, cents } = await withSavedMethod('pm_test_visa');
      expect((await call<PaymentOptionsDto>(t, 'GET', '/api/me/payment-options', undefined, auth)).body.savedPaymentMethod).toBe(true);

      expect(await t.app.get(AutoChargeService).scan()).toBeGreaterThanOrEqual(1);
      await drainQueue(t, QueueName.PAYMENTS);

      const charge = stripe.to('/v1/payment_intents').find((r) => r.form['metadata[invoiceId]'] === invoice.id)!;
      expect(charge.headers['idempotency-key']).toBe(`rutalia-auto-charge-${invoice.id}`);
      expect(charge.form).toMatchObject({
        amount: String(cents),
        currency: 'eur',
        customer: customerId,
        payment_method: 'pm_test_visa',
        off_session: 'true',
        confirm: 'true',
        'metadata[companyId]': companyId,
        'metadata[origin]': 'auto_charge',
      });
      const [invoiceRow] = await ds.query(`SELECT status FROM invoices WHERE id = $1`, [invoice.id]);
      expect(invoiceRow.status).toBe('paid');
      const records = await ds.query(`SELECT origin, status, payment_intent_id FROM invoice_payments WHERE invoice_id = $1`, [invoice.id]);
      expect(records).toEqual([{ origin: 'auto_charge', status: 'succeeded', payment_intent_id: expect.stringMatching(/^pi_test_/) }]);

      // Nothing left to charge for it: a second scan queues nothing for this invoice.
      stripe.reset();
      await t.app.get(AutoChargeService).scan();
      await drainQueue(t, QueueName.PAYMENTS);
      expect(stripe.to('/v1/payment_intents').filter((r) => r.form['metadata[invoiceId]'] === invoice.id)).toEqual([]);
    });

    it('records a declined charge as failed (audited, invoice unpaid) and does not try again', async () => {
      const { invoice } = await withSavedMethod('pm_test_declined');
      stripe.answer('/v1/payment_intents', (form) => ({
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
            payment_intent: {
              id: `pi_test_declined_${form['metadata[invoiceId]'].slice(0, 8)}`,
              object: 'payment_intent',
              status: 'requires_payment_method',
              amount: Number(form.amount),
              amount_received: 0,
              currency: 'eur',
              metadata: {},
            },
          },
        },
      }));
      expect(await t.app.get(AutoChargeService).charge(invoice.id)).toBe('failed');
      const [row] = await ds.query(`SELECT status FROM invoices WHERE id = $1`, [invoice.id]);
      expect(row.status).toBe('pending');
      expect(await ds.query(`SELECT origin, status, failure_message FROM invoice_payments WHERE invoice_id = $1`, [invoice.id])).toEqual([
        { origin: 'auto_charge', status: 'failed', failure_message: 'Your card was declined.' },
      ]);
      const audit = await ds.query(`SELECT action FROM audit_logs WHERE entity_id = $1`, [invoice.id]);
      expect(audit).toEqual([{ action: 'invoice.payment_failed' }]);

      expect(await t.app.get(AutoChargeService).charge(invoice.id)).toBe('skipped');
      expect(stripe.to('/v1/payment_intents')).toHaveLength(1);
    });

    it('records one payment when the webhook of the charge arrives before Stripe answers the job', async () => {
      const { invoice, companyId, cents } = await withSavedMethod('pm_test_fast');
      const intentId = `pi_test_fast_${invoice.id.slice(0, 8)}`;
      stripe.answer('/v1/payment_intents', async (form) => {
        const metadata = Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice(9, -1), value]),
        );
        const intent = {
          id: intentId,
          object: 'payment_intent',
          status: 'succeeded',
          amount: cents,
          amount_received: cents,
          currency: 'eur',
          metadata,
        };
        expect((await sendEvent(t, { type: 'payment_intent.succeeded', object: intent })).res.status).toBe(200);
        return { status: 200, body: intent };
      });
      expect(await t.app.get(AutoChargeService).charge(invoice.id)).toBe('succeeded');
      expect(await ds.query(`SELECT origin, status, payment_intent_id FROM invoice_payments WHERE invoice_id = $1`, [invoice.id])).toEqual([
        { origin: 'auto_charge', status: 'succeeded', payment_intent_id: intentId },
      ]);
      const audit = await ds.query(`SELECT action, details FROM audit_logs WHERE entity_id = $1`, [invoice.id]);
      expect(audit).toEqual([
        { action: 'invoice.paid_online', details: expect.objectContaining({ companyId, origin: 'auto_charge', paymentIntent: intentId }) },
      ]);
    });

    it('stops charging a method the company removed', async () => {
      const { companyId } = await withSavedMethod('pm_test_removed');
      await sendEvent(t, { type: 'payment_method.detached', object: { id: 'pm_test_removed', object: 'payment_method', customer: null } });
      const [row] = await ds.query(`SELECT default_payment_method_id FROM stripe_customers WHERE company_id = $1`, [companyId]);
      expect(row.default_payment_method_id).toBeNull();
    });
  });

  describe('without Stripe configured', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await startTestApp({ rateLimits: relaxedRateLimits });
    });
    afterAll(() => bare?.close());

    it('offers only the bank transfer and refuses card payments in Spanish', async () => {
      const { company, invoice } = await companyWithInvoice(bare, new Date());
      const auth = bearer(company.accessToken);
      const options = await call<PaymentOptionsDto>(bare, 'GET', '/api/me/payment-options', undefined, auth);
      expect(options.status).toBe(200);
      expect(options.body).toMatchObject({
        stripe: false,
        bankTransfer: { iban: 'ES82 0000 0000 0000 0000 0000', beneficiary: 'Rutalia Servicios Digitales S.L.' },
        savedPaymentMethod: false,
        payableInvoices: [expect.objectContaining({ id: invoice.id, invoiceNumber: invoice.invoiceNumber })],
      });
      for (const route of [`/api/me/invoices/${invoice.id}/checkout`, '/api/me/billing/portal', '/api/me/subscription/checkout']) {
        const res = await call<ApiErrorBody>(bare, 'POST', route, undefined, auth);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          code: 'ONLINE_PAYMENT_UNAVAILABLE',
          message:
            'El pago con tarjeta no está disponible; paga por transferencia bancaria con los datos que ves en Facturación (el concepto es el número de la factura).',
        });
      }
      const webhook = await call<ApiErrorBody>(bare, 'POST', '/api/webhooks/stripe', '{"id":"evt_1"}', { 'stripe-signature': 't=1,v1=x' });
      expect(webhook.status).toBe(400);
      expect(webhook.body.code).toBe('WEBHOOK_NOT_CONFIGURED');
    });
  });
});
