import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { onlinePaymentUnavailable, paymentProviderError, webhookNotConfigured, webhookSignatureInvalid } from './payments-errors.js';
import { stripeEnabled, stripeHostOptions } from './payments-format.js';

/**
 * Card and SEPA Direct Debit (both in euros), for one-off payments and for the saved method alike.
 * Since SDK 23 (API 2026-10-28) Stripe takes them as `allowed_payment_method_types` (a filter on
 * the methods enabled in the dashboard); `payment_method_types` no longer exists.
 */
export const PAYMENT_METHOD_TYPES: Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[] = ['card', 'sepa_debit'];
export const STRIPE_CURRENCY = 'eur';

export interface InvoiceCheckoutInput {
  customerId: string;
  invoiceId: string;
  companyId: string;
  invoiceNumber: string;
  description: string | null;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface OffSessionChargeInput {
  customerId: string;
  paymentMethodId: string;
  invoiceId: string;
  companyId: string;
  invoiceNumber: string;
  amountCents: number;
  /** The `invoice_payments` row waiting for this payment intent. */
  paymentRecordId: string;
}

/**
 * The one place that talks to Stripe (the official SDK). Enabled only with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET; STRIPE_API_URL points it elsewhere (tests). Requests the API answers to a
 * person turn any Stripe failure into 502 PAYMENT_PROVIDER_ERROR (the details go to the log).
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger(StripeGateway.name);
  readonly enabled: boolean;
  private readonly client?: Stripe;
  private readonly webhookSecret?: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = stripeEnabled(config.payments);
    if (!this.enabled) return;
    this.webhookSecret = config.payments.stripeWebhookSecret;
    this.client = new Stripe(config.payments.stripeSecretKey!, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Rutalia' },
      ...stripeHostOptions(config.payments.stripeApiUrl),
    });
  }

  /** A customer per company; the idempotency key makes two simultaneous first payments create one. */
  async createCustomer(input: { companyId: string; email: string; name: string }): Promise<string> {
    const customer = await this.call('customers.create', (stripe) =>
      stripe.customers.create(
        { email: input.email, name: input.name, metadata: { companyId: input.companyId }, preferred_locales: ['es'] },
        { idempotencyKey: `rutalia-customer-${input.companyId}` },
      ),
    );
    return customer.id;
  }

  /** Stripe Checkout for one invoice: its total in cents, by card or SEPA debit; metadata on the session and its payment intent. */
  async createInvoiceCheckout(input: InvoiceCheckoutInput): Promise<string> {
    const metadata = { invoiceId: input.invoiceId, companyId: input.companyId, origin: 'checkout' };
    const session = await this.call('checkout.sessions.create', (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: input.customerId,
        allowed_payment_method_types: PAYMENT_METHOD_TYPES,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: STRIPE_CURRENCY,
              unit_amount: input.amountCents,
              product_data: { name: `Factura ${input.invoiceNumber}`, ...(input.description ? { description: input.description } : {}) },
            },
          },
        ],
        metadata,
        client_reference_id: input.invoiceId,
        payment_intent_data: { metadata, description: `Factura ${input.invoiceNumber}` },
        locale: 'es',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw paymentProviderError();
    return session.url;
  }

  /** Stripe Checkout in `setup` mode: saves a card or SEPA mandate for the automatic charges. */
  async createSetupCheckout(input: { customerId: string; companyId: string; successUrl: string; cancelUrl: string }): Promise<string> {
    const session = await this.call('checkout.sessions.create', (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'setup',
        customer: input.customerId,
        currency: STRIPE_CURRENCY,
        allowed_payment_method_types: PAYMENT_METHOD_TYPES,
        metadata: { companyId: input.companyId },
        setup_intent_data: { metadata: { companyId: input.companyId }, description: 'Pago automático de las facturas de Rutalia' },
        locale: 'es',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw paymentProviderError();
    return session.url;
  }

  /** The Billing Portal, where the company changes its card or SEPA mandate. */
  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call('billingPortal.sessions.create', (stripe) =>
      stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'es' }),
    );
    return session.url;
  }

  /**
   * Charges the saved method without the company present. Card declines and authentication
   * requests come back as a StripeCardError carrying the payment intent; the idempotency key of
   * the invoice makes a retried job get the same payment intent instead of a second charge.
   */
  chargeOffSession(input: OffSessionChargeInput): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: STRIPE_CURRENCY,
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        allowed_payment_method_types: PAYMENT_METHOD_TYPES,
        off_session: true,
        confirm: true,
        description: `Factura ${input.invoiceNumber}`,
        metadata: { invoiceId: input.invoiceId, companyId: input.companyId, origin: 'auto_charge', paymentRecordId: input.paymentRecordId },
      },
      { idempotencyKey: `rutalia-auto-charge-${input.invoiceId}` },
    );
  }

  /** The verified event, or 400 WEBHOOK_SIGNATURE_INVALID (nothing recorded) when the signature is missing or wrong. */
  constructEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!this.enabled || !this.webhookSecret) throw webhookNotConfigured();
    if (!rawBody || !signature) throw webhookSignatureInvalid();
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw webhookSignatureInvalid();
    }
  }

  private get stripe(): Stripe {
    if (!this.client) throw onlinePaymentUnavailable();
    return this.client;
  }

  private async call<T>(operation: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.stripe;
    try {
      return await run(stripe);
    } catch (error) {
      this.logger.warn(`Stripe ${operation} falló: ${error instanceof Error ? error.message : String(error)}`);
      throw paymentProviderError();
    }
  }
}

/** A decline or an authentication request of an off-session charge (not worth retrying). */
export function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeCardError;
}

/** Stripe refused the request itself (e.g. the saved method was removed): retrying changes nothing. */
export function isInvalidRequestError(error: unknown): error is Stripe.errors.StripeInvalidRequestError {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}
