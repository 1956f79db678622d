import { isUuid } from '@rutalia/catalog';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import { AuditService } from '../audit/audit.service.js';
import type { WebhookReceivedDto } from './dto/payments.dto.js';
import type { PaymentOrigin } from './invoice-payment-record.entity.js';
import { recordPaymentOutcome, recordRefund, type PaymentOutcome } from './payment-ledger.js';
import { clearDefaultPaymentMethod, findInvoiceOfPaymentIntent, insertWebhookEvent, saveDefaultPaymentMethod } from './payments-sql.js';
import { StripeGateway } from './stripe-gateway.js';

/** What a handled event did (logged; the answer to Stripe is the same). */
type Applied = 'recorded' | 'ignored';

/** The message recorded when a SEPA debit bounces (Stripe's own comes in English, or not at all). */
const SEPA_FAILED = 'El adeudo SEPA no se pudo cobrar.';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * `POST /api/webhooks/stripe`: verifies the signature on the raw body, then, in ONE transaction,
 * records the event id (a replay finds it and applies nothing) and what the event means for its
 * invoice (payment-ledger.ts). Events about payments that are not ours (no invoice in their
 * metadata) and types we do not use are recorded as processed and ignored.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly stripe: StripeGateway,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceivedDto> {
    const event = this.stripe.constructEvent(rawBody, signature);
    const now = this.clock.now();
    const applied = await this.dataSource.transaction(async (em) => {
      const fresh = await insertWebhookEvent(
        em,
        { id: event.id, type: event.type, livemode: event.livemode, created: new Date(event.created * 1000) },
        now,
      );
      return fresh ? this.apply(em, event, now) : null;
    });
    if (applied === null) return { received: true, duplicate: true };
    if (applied === 'ignored') this.logger.debug(`Stripe ${event.type} ${event.id}: sin efecto`);
    return { received: true, duplicate: false };
  }

  private apply(db: Queryable, event: Stripe.Event, now: Date): Promise<Applied> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
        return this.checkoutSession(db, event.type, event.data.object, event.id, now);
      case 'payment_intent.succeeded':
      case 'payment_intent.processing':
      case 'payment_intent.payment_failed':
        return this.paymentIntent(db, event.type, event.data.object, event.id, now);
      case 'charge.refunded':
        return this.chargeRefunded(db, event.data.object, event.id, now);
      case 'setup_intent.succeeded':
        return this.savePaymentMethod(db, idOf(event.data.object.customer), idOf(event.data.object.payment_method), event, now);
      case 'customer.updated':
        return this.savePaymentMethod(
          db,
          event.data.object.id,
          idOf(event.data.object.invoice_settings?.default_payment_method),
          event,
          now,
        );
      case 'payment_method.detached':
        return this.forgetPaymentMethod(db, event.data.object.id, now);
      default:
        return Promise.resolve('ignored');
    }
  }

  /** Checkout of one invoice: paid now (card), later (SEPA: `async_payment_*`), or still processing. */
  private async checkoutSession(
    db: Queryable,
    type: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed',
    session: Stripe.Checkout.Session,
    eventId: string,
    now: Date,
  ): Promise<Applied> {
    const invoiceId = session.metadata?.invoiceId;
    const paymentIntentId = idOf(session.payment_intent);
    if (session.mode !== 'payment' || !isUuid(invoiceId) || !paymentIntentId) return 'ignored';
    const status: PaymentOutcome['status'] =
      type === 'checkout.session.async_payment_failed'
        ? 'failed'
        : type === 'checkout.session.async_payment_succeeded' || session.payment_status === 'paid'
          ? 'succeeded'
          : 'pending';
    return this.outcome(
      db,
      {
        invoiceId,
        origin: 'checkout',
        paymentIntentId,
        checkoutSessionId: session.id,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        status,
        failureMessage: status === 'failed' ? SEPA_FAILED : null,
        eventId,
      },
      now,
    );
  }

  private async paymentIntent(
    db: Queryable,
    type: 'payment_intent.succeeded' | 'payment_intent.processing' | 'payment_intent.payment_failed',
    intent: Stripe.PaymentIntent,
    eventId: string,
    now: Date,
  ): Promise<Applied> {
    const invoiceId = intent.metadata?.invoiceId;
    if (!isUuid(invoiceId)) return 'ignored';
    const status: PaymentOutcome['status'] =
      type === 'payment_intent.succeeded' ? 'succeeded' : type === 'payment_intent.payment_failed' ? 'failed' : 'pending';
    return this.outcome(
      db,
      {
        invoiceId,
        origin: originOf(intent.metadata),
        paymentIntentId: intent.id,
        recordId: isUuid(intent.metadata?.paymentRecordId) ? intent.metadata.paymentRecordId : null,
        chargeId: idOf(intent.latest_charge),
        amountCents: status === 'succeeded' && intent.amount_received > 0 ? intent.amount_received : intent.amount,
        currency: intent.currency,
        status,
        failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? SEPA_FAILED) : null,
        eventId,
      },
      now,
    );
  }

  /** `charge.refunded` carries the cumulative refunded amount; the invoice comes from our record, or the charge's metadata. */
  private async chargeRefunded(db: Queryable, charge: Stripe.Charge, eventId: string, now: Date): Promise<Applied> {
    const paymentIntentId = idOf(charge.payment_intent);
    if (!paymentIntentId) return 'ignored';
    const invoiceId = (await findInvoiceOfPaymentIntent(db, paymentIntentId)) ?? charge.metadata?.invoiceId;
    if (!isUuid(invoiceId)) return 'ignored';
    const result = await recordRefund(
      db,
      this.audit,
      {
        invoiceId,
        origin: originOf(charge.metadata),
        paymentIntentId,
        recordId: isUuid(charge.metadata?.paymentRecordId) ? charge.metadata.paymentRecordId : null,
        chargeId: charge.id,
        amountCents: charge.amount,
        refundedCents: charge.amount_refunded,
        fullyRefunded: charge.refunded,
        currency: charge.currency,
        eventId,
      },
      now,
    );
    return result.recorded ? 'recorded' : 'ignored';
  }

  /** The method saved in the setup checkout, or made default in the portal; an older event never replaces a newer one. */
  private async savePaymentMethod(
    db: Queryable,
    customerId: string | null,
    paymentMethodId: string | null,
    event: Stripe.Event,
    now: Date,
  ): Promise<Applied> {
    if (!customerId || !paymentMethodId) return 'ignored';
    const saved = await saveDefaultPaymentMethod(db, customerId, paymentMethodId, new Date(event.created * 1000), now);
    return saved ? 'recorded' : 'ignored';
  }

  private async forgetPaymentMethod(db: Queryable, paymentMethodId: string, now: Date): Promise<Applied> {
    return (await clearDefaultPaymentMethod(db, paymentMethodId, now)) ? 'recorded' : 'ignored';
  }

  private async outcome(db: Queryable, input: PaymentOutcome, now: Date): Promise<Applied> {
    const result = await recordPaymentOutcome(db, this.audit, input, now);
    if (!result.recorded) this.logger.warn(`Stripe ${input.eventId}: la factura ${input.invoiceId} no existe`);
    return result.recorded ? 'recorded' : 'ignored';
  }
}

const originOf = (metadata: Stripe.Metadata | null | undefined): PaymentOrigin =>
  metadata?.origin === 'auto_charge' ? 'auto_charge' : 'checkout';
