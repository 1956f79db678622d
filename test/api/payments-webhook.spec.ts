import { DataSource } from 'typeorm';
import { relaxedRateLimits, type ApiErrorBody } from '../factories/auth-factories.js';
import { companyWithInvoice } from '../factories/billing-admin-factories.js';
import {
  checkoutSessionObject,
  eventPayload,
  newEventId,
  newIntentId,
  paymentIntentObject,
  postWebhook,
  refundedChargeObject,
  sendEvent,
  signatureFor,
  stripeSettings,
  type InvoiceRef,
} from '../factories/payment-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { TestClock } from '../helpers/test-clock.js';

/**
 * POST /api/webhooks/stripe (issue 20): signed events, verified on the raw body, each applied
 * once (event id) in one transaction with the invoice's payment record and audit. Stripe's API is
 * never called: STRIPE_API_URL points at a closed port.
 */
describe('Stripe webhook', () => {
  let t: TestApp;
  let ds: DataSource;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp({ rateLimits: relaxedRateLimits, payments: stripeSettings() }, { clock });
    ds = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  async function invoiceRef(): Promise<InvoiceRef & { subscriptionId: string; companyUserId: string }> {
    const { invoice, companyId, subscription, company } = await companyWithInvoice(t, clock.now());
    return {
      invoiceId: invoice.id,
      companyId,
      amountCents: Math.round(Number(invoice.amount) * 100),
      subscriptionId: subscription.id,
      companyUserId: company.id,
    };
  }

  const invoiceRow = async (id: string) =>
    (await ds.query(`SELECT status, paid_at FROM invoices WHERE id = $1`, [id]))[0] as { status: string; paid_at: Date | null };
  const paymentsOf = (invoiceId: string) =>
    ds.query(
      `SELECT status, origin, amount, amount_refunded, payment_intent_id, checkout_session_id, failure_message, last_event_id
         FROM invoice_payments WHERE invoice_id = $1 ORDER BY created_at`,
      [invoiceId],
    );
  const auditOf = (invoiceId: string) =>
    ds.query(`SELECT action, actor_id, details FROM audit_logs WHERE entity_id = $1 ORDER BY created_at, action`, [invoiceId]);
  const eventRecorded = async (id: string) =>
    (await ds.query(`SELECT 1 FROM stripe_webhook_events WHERE event_id = $1`, [id])).length === 1;

  it('pays the invoice on payment_intent.succeeded: payment record, audit and the event id, at the app clock', async () => {
    const ref = await invoiceRef();
    clock.advance(60_000);
    const intent = paymentIntentObject(ref);
    const { id, res } = await sendEvent(t, { type: 'payment_intent.succeeded', object: intent });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const invoice = await invoiceRow(ref.invoiceId);
    expect(invoice.status).toBe('paid');
    expect(invoice.paid_at).toEqual(clock.now());
    const [company] = await ds.query(`SELECT payment_status, last_payment FROM companies WHERE id = $1`, [ref.companyId]);
    expect(company).toEqual({ payment_status: 'paid', last_payment: clock.now() });
    expect(await paymentsOf(ref.invoiceId)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        origin: 'checkout',
        amount_refunded: '0.00',
        payment_intent_id: intent.id,
        last_event_id: id,
      }),
    ]);
    expect(Number((await paymentsOf(ref.invoiceId))[0].amount)).toBe(ref.amountCents / 100);
    const audit = await auditOf(ref.invoiceId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'invoice.paid_online',
        actor_id: null,
        details: expect.objectContaining({
          eventId: id,
          paymentIntent: intent.id,
          provider: 'stripe',
          before: expect.objectContaining({ status: 'pending' }),
          after: expect.objectContaining({ status: 'paid' }),
        }),
      }),
    ]);
    expect(await eventRecorded(id)).toBe(true);
  });

  it('records the event, the payment and the audit in one transaction: if one fails, none is kept and a redelivery applies it', async () => {
    const ref = await invoiceRef();
    const intent = paymentIntentObject(ref);
    const id = newEventId();
    const payload = eventPayload({ id, type: 'payment_intent.succeeded', object: intent });
    // The audit entry (written last, by applyInvoicePayment) fails for this event only.
    await ds.query(`CREATE OR REPLACE FUNCTION test_fail_audit_of_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.details->>'eventId' = '${id}' THEN RAISE EXCEPTION 'auditoría caída'; END IF; RETURN NEW; END $$`);
    await ds.query(
      `CREATE TRIGGER trg_test_fail_audit BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION test_fail_audit_of_event()`,
    );
    try {
      const failed = await postWebhook(t, payload);
      expect(failed.status).toBe(500);
      expect(await eventRecorded(id)).toBe(false);
      expect(await paymentsOf(ref.invoiceId)).toEqual([]);
      expect((await invoiceRow(ref.invoiceId)).status).toBe('pending');
      expect(await auditOf(ref.invoiceId)).toEqual([]);
    } finally {
      await ds.query(`DROP TRIGGER trg_test_fail_audit ON audit_logs`);
      await ds.query(`DROP FUNCTION test_fail_audit_of_event()`);
    }
    const redelivered = await postWebhook(t, payload);
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toEqual({ received: true, duplicate: false });
    expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
    expect(await paymentsOf(ref.invoiceId)).toHaveLength(1);
  });

  describe('refuses what Stripe did not sign, and records nothing', () => {
    let ref: InvoiceRef;
    let payload: string;
    let id: string;

    beforeAll(async () => {
      ref = await invoiceRef();
      id = newEventId();
      payload = eventPayload({ id, type: 'payment_intent.succeeded', object: paymentIntentObject(ref) });
    });

    it.each([
      ['without a signature', () => postWebhook(t, payload, null)],
      ['signed with another secret', () => postWebhook(t, payload, signatureFor(payload, 'whsec_otroSecretoCualquiera00'))],
      ['with a body changed after signing', () => postWebhook(t, payload.replace('"amount":', '"amount":1'), signatureFor(payload))],
      ['with a made-up signature', () => postWebhook(t, payload, 't=1700000000,v1=abc123')],
      ['with an old timestamp', () => postWebhook(t, payload, signatureFor(payload).replace(/t=\d+/, 't=1500000000'))],
    ])('%s → 400', async (_label, send) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body as ApiErrorBody).toMatchObject({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: 'Firma de Stripe no válida: la notificación no se ha procesado.',
      });
      expect(await eventRecorded(id)).toBe(false);
      expect(await paymentsOf(ref.invoiceId)).toEqual([]);
      expect(await invoiceRow(ref.invoiceId)).toEqual({ status: 'pending', paid_at: null });
      expect(await auditOf(ref.invoiceId)).toEqual([]);
    });
  });

  it('applies a replayed event once', async () => {
    const ref = await invoiceRef();
    const intent = paymentIntentObject(ref);
    const id = newEventId();
    const payload = eventPayload({ id, type: 'payment_intent.succeeded', object: intent });
    expect((await postWebhook(t, payload)).body).toEqual({ received: true, duplicate: false });
    const paidAt = (await invoiceRow(ref.invoiceId)).paid_at;
    clock.advance(3600_000);
    for (let i = 0; i < 2; i++) {
      const again = await postWebhook(t, payload);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ received: true, duplicate: true });
    }
    expect((await invoiceRow(ref.invoiceId)).paid_at).toEqual(paidAt);
    expect(await paymentsOf(ref.invoiceId)).toHaveLength(1);
    expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action)).toEqual(['invoice.paid_online']);
  });

  it('pays once when both checkout.session.completed and payment_intent.succeeded arrive', async () => {
    const ref = await invoiceRef();
    const intent = paymentIntentObject(ref);
    const session = checkoutSessionObject(ref, intent.id as string, 'paid');
    expect((await sendEvent(t, { type: 'checkout.session.completed', object: session })).res.status).toBe(200);
    expect((await sendEvent(t, { type: 'payment_intent.succeeded', object: intent })).res.status).toBe(200);
    expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
    expect(await paymentsOf(ref.invoiceId)).toEqual([
      expect.objectContaining({ status: 'succeeded', payment_intent_id: intent.id, checkout_session_id: session.id }),
    ]);
    expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action)).toEqual(['invoice.paid_online']);
  });

  describe('events out of order', () => {
    it('a failure arriving after the success does not un-pay the invoice', async () => {
      const ref = await invoiceRef();
      const id = newIntentId();
      await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject(ref, { id }) });
      const late = await sendEvent(t, {
        type: 'payment_intent.payment_failed',
        object: paymentIntentObject(ref, { id, status: 'requires_payment_method', failure: 'Your card was declined.' }),
      });
      expect(late.res.status).toBe(200);
      expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
      expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded', failure_message: null })]);
      expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action)).toEqual(['invoice.paid_online']);
    });

    it('a failure is recorded and audited with the invoice unpaid; a success after it pays', async () => {
      const ref = await invoiceRef();
      const id = newIntentId();
      const failed = await sendEvent(t, {
        type: 'payment_intent.payment_failed',
        object: paymentIntentObject(ref, { id, status: 'requires_payment_method', failure: 'Your card has insufficient funds.' }),
      });
      expect(failed.res.status).toBe(200);
      expect((await invoiceRow(ref.invoiceId)).status).toBe('pending');
      expect(await paymentsOf(ref.invoiceId)).toEqual([
        expect.objectContaining({ status: 'failed', failure_message: 'Your card has insufficient funds.' }),
      ]);
      expect(await auditOf(ref.invoiceId)).toEqual([
        expect.objectContaining({
          action: 'invoice.payment_failed',
          details: expect.objectContaining({ eventId: failed.id, paymentIntent: id, failureMessage: 'Your card has insufficient funds.' }),
        }),
      ]);

      await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject(ref, { id }) });
      expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
      expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
      expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action).sort()).toEqual([
        'invoice.paid_online',
        'invoice.payment_failed',
      ]);
    });

    it('a full refund arriving before the success is not lost: the invoice ends refunded, and the later success leaves it so', async () => {
      const ref = await invoiceRef();
      const id = newIntentId();
      const refund = await sendEvent(t, { type: 'charge.refunded', object: refundedChargeObject(ref, id, ref.amountCents) });
      expect(refund.res.status).toBe(200);
      expect((await invoiceRow(ref.invoiceId)).status).toBe('refunded');

      await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject(ref, { id }) });
      await sendEvent(t, { type: 'checkout.session.completed', object: checkoutSessionObject(ref, id, 'paid') });
      expect((await invoiceRow(ref.invoiceId)).status).toBe('refunded');
      expect(await paymentsOf(ref.invoiceId)).toEqual([
        expect.objectContaining({ status: 'refunded', payment_intent_id: id, amount_refunded: (ref.amountCents / 100).toFixed(2) }),
      ]);
      // The refund proved the payment: it was recorded (paid) first, then refunded.
      expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action).sort()).toEqual([
        'invoice.paid_online',
        'invoice.refunded',
      ]);
    });

    it('a partial refund keeps the invoice paid; the rest of it makes it refunded', async () => {
      const ref = await invoiceRef();
      const id = newIntentId();
      await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject(ref, { id }) });
      await sendEvent(t, { type: 'charge.refunded', object: refundedChargeObject(ref, id, 500) });
      expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
      expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded', amount_refunded: '5.00' })]);

      await sendEvent(t, { type: 'charge.refunded', object: refundedChargeObject(ref, id, ref.amountCents) });
      const invoice = await invoiceRow(ref.invoiceId);
      expect(invoice.status).toBe('refunded');
      expect(invoice.paid_at).not.toBeNull();
      expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'refunded' })]);
      const audit = await auditOf(ref.invoiceId);
      expect(audit.map((a: { action: string }) => a.action)).toEqual([
        'invoice.paid_online',
        'invoice.payment_refunded',
        'invoice.refunded',
      ]);
      expect(audit[2].details).toMatchObject({ before: { status: 'paid' }, after: { status: 'refunded' } });
    });
  });

  it('records a SEPA debit as a payment in progress, then pays it when the bank confirms', async () => {
    const ref = await invoiceRef();
    const id = newIntentId();
    await sendEvent(t, { type: 'checkout.session.completed', object: checkoutSessionObject(ref, id, 'unpaid') });
    expect((await invoiceRow(ref.invoiceId)).status).toBe('pending');
    expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'pending' })]);

    await sendEvent(t, { type: 'checkout.session.async_payment_succeeded', object: checkoutSessionObject(ref, id, 'paid') });
    expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
    expect(await paymentsOf(ref.invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('gives back access to a subscription that was past due for this invoice', async () => {
    const ref = await invoiceRef();
    await ds.query(`UPDATE invoices SET status = 'overdue' WHERE id = $1`, [ref.invoiceId]);
    await ds.query(`UPDATE company_subscriptions SET status = 'past_due' WHERE id = $1`, [ref.subscriptionId]);
    await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject(ref) });
    expect((await invoiceRow(ref.invoiceId)).status).toBe('paid');
    const [sub] = await ds.query(`SELECT status FROM company_subscriptions WHERE id = $1`, [ref.subscriptionId]);
    expect(sub.status).toBe('active');
  });

  it('does not pay an invoice with less than its total', async () => {
    const ref = await invoiceRef();
    await sendEvent(t, { type: 'payment_intent.succeeded', object: paymentIntentObject({ ...ref, amountCents: ref.amountCents - 1 }) });
    expect((await invoiceRow(ref.invoiceId)).status).toBe('pending');
    expect((await auditOf(ref.invoiceId)).map((a: { action: string }) => a.action)).toEqual(['invoice.payment_amount_mismatch']);
  });

  it('accepts and ignores unknown event types and payments that are not of an invoice, keeping their ids', async () => {
    const ref = await invoiceRef();
    const unknown = await sendEvent(t, { type: 'customer.subscription.created', object: { id: 'sub_x', object: 'subscription' } });
    expect(unknown.res.status).toBe(200);
    expect(unknown.res.body).toEqual({ received: true, duplicate: false });
    expect(await eventRecorded(unknown.id)).toBe(true);

    const foreign = await sendEvent(t, {
      type: 'payment_intent.succeeded',
      object: { ...paymentIntentObject(ref), metadata: { orderId: 'tienda-123' } },
    });
    expect(foreign.res.status).toBe(200);
    const missing = await sendEvent(t, {
      type: 'payment_intent.succeeded',
      object: paymentIntentObject({ ...ref, invoiceId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(missing.res.status).toBe(200);
    expect(await eventRecorded(missing.id)).toBe(true);
    expect((await invoiceRow(ref.invoiceId)).status).toBe('pending');
    expect(await paymentsOf(ref.invoiceId)).toEqual([]);
  });
});
