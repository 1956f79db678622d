import type { Queryable } from '../../common/database/queryable.js';
import type { AuditService } from '../audit/audit.service.js';
import { applyInvoicePayment } from '../billing/invoice-payment.js';
import type { PaymentOrigin, PaymentRecordStatus } from './invoice-payment-record.entity.js';
import { centsToEuros, toCents } from './payments-format.js';
import {
  hasOtherSucceededPayment,
  insertPaymentRecord,
  lockInvoiceForLedger,
  lockPaymentRecord,
  lockPaymentRecordByIntent,
  markInvoiceRefunded,
  updatePaymentRecord,
  type LedgerInvoiceRow,
  type PaymentRecordRow,
} from './payments-sql.js';

/**
 * The one way an online payment is recorded against its invoice, inside the caller's transaction
 * (the webhook's, together with the event id; or the automatic charge's). One row per payment
 * intent whose status only moves up this rank, so events may arrive in any order:
 * pending < failed < succeeded < refunded. A failure after the success changes nothing; a success
 * after a failure pays; a refund implies the success (it is recorded first) and a later success
 * leaves the refund standing.
 */
const RANK: Record<PaymentRecordStatus, number> = { pending: 0, failed: 1, succeeded: 2, refunded: 3 };

export function nextPaymentStatus(current: PaymentRecordStatus, incoming: PaymentRecordStatus): PaymentRecordStatus {
  return RANK[incoming] > RANK[current] ? incoming : current;
}

export interface PaymentOutcome {
  invoiceId: string;
  /** For a new row: where the payment started. */
  origin: PaymentOrigin;
  paymentIntentId: string;
  /** The automatic charge's row, waiting for this payment intent. */
  recordId?: string | null;
  checkoutSessionId?: string | null;
  chargeId?: string | null;
  /** What Stripe says it charged (or tried to), in cents. */
  amountCents: number;
  currency: string;
  status: Exclude<PaymentRecordStatus, 'refunded'>;
  failureMessage?: string | null;
  /** The webhook event (null from the automatic charge). */
  eventId: string | null;
}

export interface RefundOutcome {
  invoiceId: string;
  origin: PaymentOrigin;
  paymentIntentId: string;
  /** The automatic charge's row, when the refund is the first news of its payment intent. */
  recordId?: string | null;
  chargeId: string | null;
  /** The charge's amount and what has been refunded of it so far, in cents. */
  amountCents: number;
  refundedCents: number;
  /** Stripe's `charge.refunded`: refunded in full. */
  fullyRefunded: boolean;
  currency: string;
  eventId: string | null;
}

export interface LedgerResult {
  /** False when the invoice does not exist (nothing recorded). */
  recorded: boolean;
  status?: PaymentRecordStatus;
  /** Whether the payment's status changed. */
  changed: boolean;
  /** Whether this call made the invoice paid. */
  invoicePaid: boolean;
}

const NOT_RECORDED: LedgerResult = { recorded: false, changed: false, invoicePaid: false };

export async function recordPaymentOutcome(db: Queryable, audit: AuditService, input: PaymentOutcome, now: Date): Promise<LedgerResult> {
  const invoice = await lockInvoiceForLedger(db, input.invoiceId);
  if (!invoice) return NOT_RECORDED;
  const record = await findRecord(db, invoice, input.paymentIntentId, input.recordId);
  let status: PaymentRecordStatus = input.status;
  let changed = true;
  if (!record) {
    await insertPaymentRecord(
      db,
      {
        invoiceId: invoice.id,
        companyId: invoice.companyId,
        origin: input.origin,
        status,
        amount: centsToEuros(input.amountCents),
        currency: input.currency,
        paymentIntentId: input.paymentIntentId,
        checkoutSessionId: input.checkoutSessionId ?? null,
        chargeId: input.chargeId ?? null,
        failureMessage: status === 'failed' ? (input.failureMessage ?? null) : null,
        eventId: input.eventId,
      },
      now,
    );
  } else {
    status = nextPaymentStatus(record.status, input.status);
    changed = status !== record.status;
    await updatePaymentRecord(
      db,
      record.id,
      {
        status,
        paymentIntentId: input.paymentIntentId,
        checkoutSessionId: input.checkoutSessionId ?? null,
        chargeId: input.chargeId ?? null,
        failureMessage: changed && status === 'failed' ? (input.failureMessage ?? null) : null,
        eventId: input.eventId,
      },
      now,
    );
  }

  const details = {
    provider: 'stripe',
    origin: record?.origin ?? input.origin,
    eventId: input.eventId,
    paymentIntent: input.paymentIntentId,
  };
  const amount = Number(centsToEuros(input.amountCents));
  let invoicePaid = false;
  if (status === 'succeeded') {
    const covers = input.currency.toLowerCase() === 'eur' && input.amountCents >= toCents(invoice.amount);
    if (!covers) {
      if (changed)
        await auditInvoice(db, audit, invoice, 'invoice.payment_amount_mismatch', { ...details, amount, currency: input.currency });
    } else if (invoice.status !== 'paid') {
      const outcome = await applyInvoicePayment(db, audit, invoice.id, now, {
        actorId: null,
        action: 'invoice.paid_online',
        details: { ...details, checkoutSession: input.checkoutSessionId ?? null, amount },
      });
      invoicePaid = outcome?.changed ?? false;
    }
  }
  if (status === 'failed' && changed) {
    await auditInvoice(db, audit, invoice, 'invoice.payment_failed', {
      ...details,
      amount,
      failureMessage: input.failureMessage ?? null,
      invoiceStatus: invoice.status,
    });
  }
  return { recorded: true, status, changed, invoicePaid };
}

/**
 * A refund of a payment (`charge.refunded`: cumulative amounts). A refund proves the payment went
 * through, so a payment not yet recorded as succeeded is recorded (and its invoice paid) first.
 * Refunded in full, the payment becomes `refunded`, and the paid invoice too when no other payment
 * of it still stands: settled, neither paid nor dunned. A partial refund is recorded and audited;
 * the invoice stays paid.
 */
export async function recordRefund(db: Queryable, audit: AuditService, input: RefundOutcome, now: Date): Promise<LedgerResult> {
  const invoice = await lockInvoiceForLedger(db, input.invoiceId);
  if (!invoice) return NOT_RECORDED;
  let record = await lockPaymentRecordByIntent(db, input.paymentIntentId);
  if (!record || record.status === 'pending' || record.status === 'failed') {
    await recordPaymentOutcome(db, audit, { ...input, status: 'succeeded', failureMessage: null }, now);
    record = (await lockPaymentRecordByIntent(db, input.paymentIntentId))!;
  }
  const full = input.fullyRefunded || input.refundedCents >= input.amountCents;
  const refundedBefore = toCents(record.amountRefunded);
  if (record.status === 'refunded' || (!full && input.refundedCents <= refundedBefore)) {
    return { recorded: true, status: record.status, changed: false, invoicePaid: false };
  }
  const status: PaymentRecordStatus = full ? 'refunded' : record.status;
  await updatePaymentRecord(
    db,
    record.id,
    {
      status,
      paymentIntentId: input.paymentIntentId,
      checkoutSessionId: null,
      chargeId: input.chargeId,
      failureMessage: null,
      eventId: input.eventId,
      amountRefunded: centsToEuros(input.refundedCents),
    },
    now,
  );
  const current = (await lockInvoiceForLedger(db, invoice.id))!;
  const details = {
    provider: 'stripe',
    origin: record.origin,
    eventId: input.eventId,
    paymentIntent: input.paymentIntentId,
    amountRefunded: Number(centsToEuros(input.refundedCents)),
  };
  // Only a paid invoice is settled by a refund: one that this payment never paid (less than its total) stays owed.
  if (full && current.status === 'paid' && !(await hasOtherSucceededPayment(db, invoice.id, record.id))) {
    await markInvoiceRefunded(db, invoice.id);
    await auditInvoice(db, audit, current, 'invoice.refunded', {
      ...details,
      before: { status: current.status },
      after: { status: 'refunded' },
    });
  } else {
    await auditInvoice(db, audit, current, 'invoice.payment_refunded', { ...details, partial: !full, invoiceStatus: current.status });
  }
  return { recorded: true, status, changed: true, invoicePaid: false };
}

/** The row of this payment intent, or the automatic charge's row still waiting for it. */
async function findRecord(
  db: Queryable,
  invoice: LedgerInvoiceRow,
  paymentIntentId: string,
  recordId: string | null | undefined,
): Promise<PaymentRecordRow | undefined> {
  const byIntent = await lockPaymentRecordByIntent(db, paymentIntentId);
  if (byIntent || !recordId) return byIntent;
  const waiting = await lockPaymentRecord(db, recordId);
  return waiting && waiting.invoiceId === invoice.id && waiting.paymentIntentId === null ? waiting : undefined;
}

function auditInvoice(db: Queryable, audit: AuditService, invoice: LedgerInvoiceRow, action: string, details: Record<string, unknown>) {
  return audit.record(
    {
      actorId: null,
      action,
      entityType: 'invoice',
      entityId: invoice.id,
      details: { invoiceNumber: invoice.invoiceNumber, companyId: invoice.companyId, ...details },
    },
    db,
  );
}
