import type { Queryable } from '../../common/database/queryable.js';
import { SubscriptionStatus } from '../../database/enums.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  findInvoiceSubscriptionId,
  hasOverdueInvoice,
  lockCompanyPaymentState,
  lockInvoiceForPayment,
  lockSubscriptionStatus,
  markCompanyPaid,
  markInvoicePaid,
  reactivateSubscription,
} from './billing-sql.js';
import { clearReminders, reactivateUnpaid } from './dunning-sql.js';

/** Who recorded a payment: a super admin by hand (bank transfer) or the payment provider's webhook. */
export interface InvoicePaymentSource {
  /** The admin's user id; null for the webhook. */
  actorId: string | null;
  /** The audit action: `invoice.mark_paid` (admin) or `invoice.paid_online` (Stripe). */
  action: string;
  /** Extra audit details (e.g. the Stripe event and payment intent). */
  details?: Record<string, unknown>;
}

export interface InvoicePaymentOutcome {
  /** False when the invoice was already paid (nothing changed, nothing audited). */
  changed: boolean;
  subscriptionStatus: SubscriptionStatus;
}

/**
 * The one way an invoice becomes paid, inside the caller's transaction. Lock order as every
 * billing transition: the subscription, then the invoice, then the company. The first time the
 * invoice is paid, the company's payment_status becomes 'paid' with last_payment = `now` and the
 * audit entry is written in the same transaction; a repeat changes nothing. A paid invoice gets no
 * more reminders. A subscription in dunning (past_due, or unpaid: no access) is active again at
 * once when no other invoice is overdue; an unpaid one whose period ended meanwhile (no renewal
 * while unpaid) starts a new period at the payment, invoiced by the next `renew` (reactivateUnpaid).
 * Returns undefined when the invoice does not exist.
 */
export async function applyInvoicePayment(
  manager: Queryable,
  audit: AuditService,
  invoiceId: string,
  now: Date,
  source: InvoicePaymentSource,
): Promise<InvoicePaymentOutcome | undefined> {
  const subscriptionId = await findInvoiceSubscriptionId(manager, invoiceId);
  if (!subscriptionId) return undefined;
  const sub = (await lockSubscriptionStatus(manager, subscriptionId))!;
  const invoice = (await lockInvoiceForPayment(manager, invoiceId))!;
  const changed = invoice.status !== 'paid';
  if (changed) {
    await markInvoicePaid(manager, invoiceId, now);
    await clearReminders(manager, invoiceId);
    const company = (await lockCompanyPaymentState(manager, invoice.companyId))!;
    await markCompanyPaid(manager, invoice.companyId, now);
    await audit.record(
      {
        actorId: source.actorId,
        action: source.action,
        entityType: 'invoice',
        entityId: invoiceId,
        details: {
          invoiceNumber: invoice.invoiceNumber,
          companyId: invoice.companyId,
          ...source.details,
          before: { status: invoice.status, companyPaymentStatus: company.paymentStatus, companyLastPayment: company.lastPayment },
          after: { status: 'paid', companyPaymentStatus: 'paid', companyLastPayment: now.toISOString() },
        },
      },
      manager,
    );
  }
  if (sub.status !== SubscriptionStatus.PastDue && sub.status !== SubscriptionStatus.Unpaid) {
    return { changed, subscriptionStatus: sub.status };
  }
  if (await hasOverdueInvoice(manager, sub.id)) return { changed, subscriptionStatus: sub.status };
  if (sub.status === SubscriptionStatus.Unpaid) await reactivateUnpaid(manager, sub.id, now);
  else await reactivateSubscription(manager, sub.id, now);
  return { changed, subscriptionStatus: SubscriptionStatus.Active };
}
