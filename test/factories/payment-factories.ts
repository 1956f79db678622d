import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { DEFAULT_BANK_TRANSFER, type AppConfig } from '../../backend/src/config/app-config.js';
import type { TestApp } from '../helpers/test-app.js';
import { call, type ApiResult } from './auth-factories.js';

/**
 * Online payments in tests: Stripe settings for `startTestApp`, and Stripe events signed with the
 * configured webhook secret (`stripe.webhooks.generateTestHeaderString`), as Stripe would send them.
 */

export const TEST_STRIPE_SECRET_KEY = 'sk_test_rutaliaTestKey000000';
export const TEST_WEBHOOK_SECRET = 'whsec_rutaliaTestSecret0000000';

/** `payments` for startTestApp: Stripe on, its API at `apiUrl` (a fake server, or a closed port so nothing ever leaves). */
export function stripeSettings(apiUrl = 'http://127.0.0.1:9'): AppConfig['payments'] {
  return {
    bankTransferIban: DEFAULT_BANK_TRANSFER.iban,
    bankTransferBeneficiary: DEFAULT_BANK_TRANSFER.beneficiary,
    stripeSecretKey: TEST_STRIPE_SECRET_KEY,
    stripeWebhookSecret: TEST_WEBHOOK_SECRET,
    stripeApiUrl: apiUrl,
  };
}

const signer = new Stripe(TEST_STRIPE_SECRET_KEY);

export interface StripeEventInput {
  id?: string;
  type: string;
  object: Record<string, unknown>;
  /** Seconds since the epoch (Stripe's `created`); now by default. */
  created?: number;
}

export const newEventId = () => `evt_test_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
export const newIntentId = () => `pi_test_${randomUUID().replace(/-/g, '').slice(0, 24)}`;

/** The JSON Stripe sends for an event. */
export function eventPayload(input: StripeEventInput): string {
  return JSON.stringify({
    id: input.id ?? newEventId(),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: input.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: input.type,
    data: { object: input.object },
  });
}

/** The Stripe-Signature header of a payload (the real timestamp: the SDK checks it against its tolerance). */
export const signatureFor = (payload: string, secret = TEST_WEBHOOK_SECRET) =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

/** POST /api/webhooks/stripe with the exact bytes signed (or the given signature header). */
export function postWebhook(t: TestApp, payload: string, signature: string | null = signatureFor(payload)): Promise<ApiResult> {
  return call(t, 'POST', '/api/webhooks/stripe', payload, signature === null ? {} : { 'stripe-signature': signature });
}

/** Signs and posts one event; the event's id comes back for the checks. */
export async function sendEvent(t: TestApp, input: StripeEventInput): Promise<{ id: string; res: ApiResult }> {
  const id = input.id ?? newEventId();
  const res = await postWebhook(t, eventPayload({ ...input, id }));
  return { id, res };
}

export interface InvoiceRef {
  invoiceId: string;
  companyId: string;
  /** Total in cents. */
  amountCents: number;
}

/** A payment intent of an invoice as Stripe puts it in `payment_intent.*` events. */
export function paymentIntentObject(
  ref: InvoiceRef,
  opts: { id?: string; status?: string; failure?: string; metadata?: Record<string, string> } = {},
): Record<string, unknown> {
  return {
    id: opts.id ?? newIntentId(),
    object: 'payment_intent',
    amount: ref.amountCents,
    amount_received: opts.status === 'succeeded' ? ref.amountCents : 0,
    currency: 'eur',
    status: opts.status ?? 'succeeded',
    latest_charge: `ch_test_${randomUUID().slice(0, 8)}`,
    last_payment_error: opts.failure ? { type: 'card_error', code: 'card_declined', message: opts.failure } : null,
    metadata: { invoiceId: ref.invoiceId, companyId: ref.companyId, origin: 'checkout', ...opts.metadata },
  };
}

/** A Checkout Session of an invoice (mode payment) as `checkout.session.*` events carry it. */
export function checkoutSessionObject(ref: InvoiceRef, paymentIntentId: string, paymentStatus: 'paid' | 'unpaid'): Record<string, unknown> {
  return {
    id: `cs_test_${randomUUID().slice(0, 8)}`,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: paymentStatus,
    amount_total: ref.amountCents,
    currency: 'eur',
    payment_intent: paymentIntentId,
    client_reference_id: ref.invoiceId,
    metadata: { invoiceId: ref.invoiceId, companyId: ref.companyId, origin: 'checkout' },
  };
}

/** The charge of a payment intent after a refund (`amount_refunded` is cumulative; `refunded` when in full). */
export function refundedChargeObject(ref: InvoiceRef, paymentIntentId: string, refundedCents: number): Record<string, unknown> {
  return {
    id: `ch_test_${randomUUID().slice(0, 8)}`,
    object: 'charge',
    amount: ref.amountCents,
    amount_refunded: refundedCents,
    refunded: refundedCents >= ref.amountCents,
    currency: 'eur',
    payment_intent: paymentIntentId,
    metadata: { invoiceId: ref.invoiceId, companyId: ref.companyId, origin: 'checkout' },
  };
}
