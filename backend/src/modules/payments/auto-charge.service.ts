import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { QueueService } from '../../queue/queue.service.js';
import { PaymentsJob, paymentsChargeJobId, QueueName } from '../../queue/queues.js';
import { AuditService } from '../audit/audit.service.js';
import { recordPaymentOutcome, type PaymentOutcome } from './payment-ledger.js';
import { toCents } from './payments-format.js';
import {
  findInvoicesToAutoCharge,
  findStripeCustomer,
  hasAnyPayment,
  insertPaymentRecord,
  lockAutoChargeRecord,
  lockInvoiceForLedger,
  updatePaymentRecord,
} from './payments-sql.js';
import { isCardError, isInvalidRequestError, StripeGateway } from './stripe-gateway.js';

/** Invoices queued per scan (the next scan takes the rest). */
const SCAN_BATCH = 500;

/** What the charge job did with one invoice. */
export type AutoChargeResult = 'skipped' | 'pending' | 'succeeded' | 'failed';

const AUTHENTICATION_REQUIRED = 'Tu banco pide confirmar este pago: págalo desde Facturación con «Pagar con tarjeta o SEPA».';

/**
 * Automatic charge of issued invoices with the payment method a company saved (setup checkout
 * or portal): one attempt per invoice. The attempt's row is written before calling Stripe, so
 * the scan never queues it again; the Stripe idempotency key of the invoice makes a retried job
 * get the same payment intent. The result goes through the same ledger as the webhook, which
 * may well arrive first: both find the row by the payment intent or by its id in the metadata.
 */
@Injectable()
export class AutoChargeService {
  private readonly logger = new Logger(AutoChargeService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly stripe: StripeGateway,
    private readonly queues: QueueService,
  ) {}

  /** Queues the charge of every unpaid invoice of a company with a saved method and no payment attempt yet. */
  async scan(): Promise<number> {
    if (!this.stripe.enabled) return 0;
    const ids = await findInvoicesToAutoCharge(this.dataSource, SCAN_BATCH);
    if (ids.length > 0) {
      await this.queues.queue(QueueName.PAYMENTS).addBulk(
        ids.map((invoiceId) => ({
          name: PaymentsJob.CHARGE_INVOICE,
          data: { invoiceId },
          opts: { jobId: paymentsChargeJobId(invoiceId) },
        })),
      );
    }
    return ids.length;
  }

  async charge(invoiceId: string): Promise<AutoChargeResult> {
    const attempt = await this.dataSource.transaction((em) => this.prepare(em, invoiceId));
    if (!attempt) return 'skipped';
    let outcome: PaymentOutcome;
    try {
      const intent = await this.stripe.chargeOffSession(attempt);
      outcome = this.outcomeOf(attempt, intent);
    } catch (error) {
      if (isCardError(error) && error.payment_intent) {
        const message = error.code === 'authentication_required' ? AUTHENTICATION_REQUIRED : error.message;
        outcome = { ...this.outcomeOf(attempt, error.payment_intent), status: 'failed', failureMessage: message };
      } else if (isCardError(error) || isInvalidRequestError(error)) {
        await this.failWithoutIntent(attempt, error.message);
        return 'failed';
      } else {
        throw error; // network or Stripe outage: the job is retried with the same idempotency key
      }
    }
    const now = this.clock.now();
    const result = await this.dataSource.transaction((em) => recordPaymentOutcome(em, this.audit, outcome, now));
    this.logger.log(`Cobro automático de ${attempt.invoiceNumber}: ${result.status}`);
    return result.status === 'succeeded' || result.status === 'failed' ? result.status : 'pending';
  }

  /** Under the invoice's locks: still unpaid, a saved method, no other payment; the attempt's row (new or left by a failed try). */
  private async prepare(em: EntityManager, invoiceId: string) {
    const invoice = await lockInvoiceForLedger(em, invoiceId);
    if (!invoice || (invoice.status !== 'pending' && invoice.status !== 'overdue')) return null;
    const customer = await findStripeCustomer(em, invoice.companyId);
    if (!customer?.defaultPaymentMethodId) return null;
    let record = await lockAutoChargeRecord(em, invoiceId);
    if (record?.paymentIntentId) return null;
    if (!record) {
      if (await hasAnyPayment(em, invoiceId)) return null;
      await insertPaymentRecord(
        em,
        {
          invoiceId,
          companyId: invoice.companyId,
          origin: 'auto_charge',
          status: 'pending',
          amount: invoice.amount,
          currency: 'EUR',
          paymentIntentId: null,
          checkoutSessionId: null,
          chargeId: null,
          failureMessage: null,
          eventId: null,
        },
        this.clock.now(),
      );
      record = (await lockAutoChargeRecord(em, invoiceId))!;
    }
    if (record.status !== 'pending') return null;
    return {
      paymentRecordId: record.id,
      invoiceId,
      companyId: invoice.companyId,
      invoiceNumber: invoice.invoiceNumber,
      customerId: customer.customerId,
      paymentMethodId: customer.defaultPaymentMethodId,
      amountCents: toCents(invoice.amount),
    };
  }

  private outcomeOf(attempt: { invoiceId: string; paymentRecordId: string }, intent: Stripe.PaymentIntent): PaymentOutcome {
    const status: PaymentOutcome['status'] =
      intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'pending' : 'failed';
    return {
      invoiceId: attempt.invoiceId,
      origin: 'auto_charge',
      paymentIntentId: intent.id,
      recordId: attempt.paymentRecordId,
      chargeId: typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null),
      amountCents: status === 'succeeded' && intent.amount_received > 0 ? intent.amount_received : intent.amount,
      currency: intent.currency,
      status,
      failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? AUTHENTICATION_REQUIRED) : null,
      eventId: null,
    };
  }

  /** Stripe refused before any payment intent existed (e.g. the saved method was removed): the attempt failed. */
  private async failWithoutIntent(
    attempt: { invoiceId: string; paymentRecordId: string; invoiceNumber: string; companyId: string },
    message: string,
  ) {
    const now = this.clock.now();
    await this.dataSource.transaction(async (em) => {
      await lockInvoiceForLedger(em, attempt.invoiceId);
      await updatePaymentRecord(
        em,
        attempt.paymentRecordId,
        { status: 'failed', paymentIntentId: null, checkoutSessionId: null, chargeId: null, failureMessage: message, eventId: null },
        now,
      );
      await this.audit.record(
        {
          actorId: null,
          action: 'invoice.payment_failed',
          entityType: 'invoice',
          entityId: attempt.invoiceId,
          details: {
            invoiceNumber: attempt.invoiceNumber,
            companyId: attempt.companyId,
            provider: 'stripe',
            origin: 'auto_charge',
            failureMessage: message,
          },
        },
        em,
      );
    });
  }
}
