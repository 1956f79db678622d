import type { Queryable } from '../../common/database/queryable.js';
import type { PaymentOrigin, PaymentRecordStatus } from './invoice-payment-record.entity.js';

/**
 * SQL of online payments: Stripe customers, payment records, processed webhook events and the
 * automatic-charge scan. Payments follow the billing lock order: the invoice's subscription, then
 * the invoice, then its payment record (lockInvoiceForLedger, then lockPaymentRecord…).
 */

export interface StripeCustomerRow {
  companyId: string;
  customerId: string;
  defaultPaymentMethodId: string | null;
  paymentMethodSavedAt: Date | null;
}

const CUSTOMER_SELECT = `SELECT company_id AS "companyId", customer_id AS "customerId",
       default_payment_method_id AS "defaultPaymentMethodId", payment_method_saved_at AS "paymentMethodSavedAt"
  FROM stripe_customers`;

export async function findStripeCustomer(db: Queryable, companyId: string): Promise<StripeCustomerRow | undefined> {
  const [row] = await db.query<StripeCustomerRow[]>(`${CUSTOMER_SELECT} WHERE company_id = $1`, [companyId]);
  return row;
}

export async function findStripeCustomerById(db: Queryable, customerId: string): Promise<StripeCustomerRow | undefined> {
  const [row] = await db.query<StripeCustomerRow[]>(`${CUSTOMER_SELECT} WHERE customer_id = $1`, [customerId]);
  return row;
}

/** The first customer stored for a company wins; a second one (a race) is dropped. */
export async function insertStripeCustomer(db: Queryable, companyId: string, customerId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO stripe_customers (company_id, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (company_id) DO NOTHING`,
    [companyId, customerId, now],
  );
}

/** Saves the method for automatic charges unless a newer event already set another (`savedAt`: the event's time). */
export async function saveDefaultPaymentMethod(
  db: Queryable,
  customerId: string,
  paymentMethodId: string,
  savedAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `UPDATE stripe_customers SET default_payment_method_id = $2, payment_method_saved_at = $3, updated_at = $4
      WHERE customer_id = $1 AND (payment_method_saved_at IS NULL OR payment_method_saved_at <= $3)
      RETURNING company_id`,
    [customerId, paymentMethodId, savedAt, now],
  );
  return rows.length > 0;
}

/** A removed method is no longer charged (whoever had it as default). */
export async function clearDefaultPaymentMethod(db: Queryable, paymentMethodId: string, now: Date): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `UPDATE stripe_customers SET default_payment_method_id = NULL, updated_at = $2 WHERE default_payment_method_id = $1 RETURNING company_id`,
    [paymentMethodId, now],
  );
  return rows.length > 0;
}

export async function findCompanyName(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db.query<{ name: string }[]>(`SELECT company_name AS name FROM companies WHERE id = $1`, [companyId]);
  return row?.name ?? '';
}

export interface PayableInvoiceRow {
  id: string;
  companyId: string;
  invoiceNumber: string;
  description: string | null;
  amount: string;
  currency: string;
  status: string;
  dueDate: Date;
  paymentInProgress: boolean;
}

const PAYABLE_SELECT = `
  SELECT i.id, i.company_id AS "companyId", i.invoice_number AS "invoiceNumber", i.description, i.amount, i.currency,
         i.status, i.due_date AS "dueDate",
         EXISTS (SELECT 1 FROM invoice_payments p WHERE p.invoice_id = i.id AND p.status = 'pending') AS "paymentInProgress"
    FROM invoices i`;

/** One invoice of that company (any status), with whether a payment of it is still being processed. */
export async function findCompanyInvoice(db: Queryable, invoiceId: string, companyId: string): Promise<PayableInvoiceRow | undefined> {
  const [row] = await db.query<PayableInvoiceRow[]>(`${PAYABLE_SELECT} WHERE i.id = $1 AND i.company_id = $2`, [invoiceId, companyId]);
  return row;
}

/** The company's unpaid invoices (pending or overdue), oldest due first. */
export function listPayableInvoices(db: Queryable, companyId: string, limit: number): Promise<PayableInvoiceRow[]> {
  return db.query<PayableInvoiceRow[]>(
    `${PAYABLE_SELECT} WHERE i.company_id = $1 AND i.status IN ('pending', 'overdue') ORDER BY i.due_date, i.invoice_number LIMIT $2`,
    [companyId, limit],
  );
}

/** Records a webhook event; false when it was already processed (or is being processed by a concurrent delivery that commits). */
export async function insertWebhookEvent(
  db: Queryable,
  event: { id: string; type: string; livemode: boolean; created: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `INSERT INTO stripe_webhook_events (event_id, type, livemode, stripe_created_at, processed_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [event.id, event.type.slice(0, 100), event.livemode, event.created, now],
  );
  return rows.length > 0;
}

export interface LedgerInvoiceRow {
  id: string;
  companyId: string;
  invoiceNumber: string;
  amount: string;
  status: string;
}

/** Locks the invoice's subscription, then the invoice (the billing lock order); undefined when it does not exist. */
export async function lockInvoiceForLedger(db: Queryable, invoiceId: string): Promise<LedgerInvoiceRow | undefined> {
  const [ref] = await db.query<{ subscriptionId: string }[]>(`SELECT subscription_id AS "subscriptionId" FROM invoices WHERE id = $1`, [
    invoiceId,
  ]);
  if (!ref) return undefined;
  await db.query(`SELECT id FROM company_subscriptions WHERE id = $1 FOR UPDATE`, [ref.subscriptionId]);
  const [row] = await db.query<LedgerInvoiceRow[]>(
    `SELECT id, company_id AS "companyId", invoice_number AS "invoiceNumber", amount, status FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  );
  return row;
}

export interface PaymentRecordRow {
  id: string;
  invoiceId: string;
  origin: PaymentOrigin;
  status: PaymentRecordStatus;
  amount: string;
  amountRefunded: string;
  currency: string;
  paymentIntentId: string | null;
}

const RECORD_SELECT = `SELECT id, invoice_id AS "invoiceId", origin, status, amount, amount_refunded AS "amountRefunded", currency,
       payment_intent_id AS "paymentIntentId"
  FROM invoice_payments`;

export async function lockPaymentRecordByIntent(db: Queryable, paymentIntentId: string): Promise<PaymentRecordRow | undefined> {
  const [row] = await db.query<PaymentRecordRow[]>(`${RECORD_SELECT} WHERE payment_intent_id = $1 FOR UPDATE`, [paymentIntentId]);
  return row;
}

export async function lockPaymentRecord(db: Queryable, id: string): Promise<PaymentRecordRow | undefined> {
  const [row] = await db.query<PaymentRecordRow[]>(`${RECORD_SELECT} WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

/** The invoice a payment intent was recorded against, read without a lock (before locking the invoice). */
export async function findInvoiceOfPaymentIntent(db: Queryable, paymentIntentId: string): Promise<string | undefined> {
  const [row] = await db.query<{ invoiceId: string }[]>(
    `SELECT invoice_id AS "invoiceId" FROM invoice_payments WHERE payment_intent_id = $1`,
    [paymentIntentId],
  );
  return row?.invoiceId;
}

export interface NewPaymentRecord {
  invoiceId: string;
  companyId: string;
  origin: PaymentOrigin;
  status: PaymentRecordStatus;
  amount: string;
  currency: string;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
  chargeId: string | null;
  failureMessage: string | null;
  eventId: string | null;
}

export async function insertPaymentRecord(db: Queryable, row: NewPaymentRecord, now: Date): Promise<string> {
  const [inserted] = await db.query<{ id: string }[]>(
    `INSERT INTO invoice_payments (invoice_id, company_id, provider, origin, status, amount, currency, payment_intent_id,
       checkout_session_id, charge_id, failure_message, last_event_id, created_at, updated_at, succeeded_at, failed_at)
     VALUES ($1, $2, 'stripe', $3, $4::varchar, $5, upper($6), $7, $8, $9, $10, $11, $12, $12,
       CASE WHEN $4::varchar = 'succeeded' THEN $12::timestamptz END, CASE WHEN $4::varchar = 'failed' THEN $12::timestamptz END)
     RETURNING id`,
    [
      row.invoiceId,
      row.companyId,
      row.origin,
      row.status,
      row.amount,
      row.currency,
      row.paymentIntentId,
      row.checkoutSessionId,
      row.chargeId,
      row.failureMessage,
      row.eventId,
      now,
    ],
  );
  return inserted.id;
}

export interface PaymentRecordChange {
  /** The new status (unchanged when equal to the current one). */
  status: PaymentRecordStatus;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
  chargeId: string | null;
  failureMessage: string | null;
  eventId: string | null;
  /** Euros refunded so far; never lowered. */
  amountRefunded?: string;
}

/** Moves a record (the caller decided the status may move); ids already known are kept. */
export async function updatePaymentRecord(db: Queryable, id: string, change: PaymentRecordChange, now: Date): Promise<void> {
  await db.query(
    `UPDATE invoice_payments SET
       succeeded_at = CASE WHEN $2::varchar = 'succeeded' AND status <> 'succeeded' THEN $9::timestamptz ELSE succeeded_at END,
       failed_at = CASE WHEN $2::varchar = 'failed' AND status <> 'failed' THEN $9::timestamptz ELSE failed_at END,
       refunded_at = CASE WHEN $2::varchar = 'refunded' AND status <> 'refunded' THEN $9::timestamptz ELSE refunded_at END,
       failure_message = coalesce($6, failure_message),
       status = $2::varchar,
       payment_intent_id = coalesce(payment_intent_id, $3),
       checkout_session_id = coalesce(checkout_session_id, $4),
       charge_id = coalesce(charge_id, $5),
       last_event_id = coalesce($7, last_event_id),
       amount_refunded = greatest(amount_refunded, least(amount, coalesce($8::numeric, 0))),
       updated_at = $9
     WHERE id = $1`,
    [
      id,
      change.status,
      change.paymentIntentId,
      change.checkoutSessionId,
      change.chargeId,
      change.failureMessage,
      change.eventId,
      change.amountRefunded ?? null,
      now,
    ],
  );
}

/** Whether another payment of the invoice still stands (succeeded, not refunded). */
export async function hasOtherSucceededPayment(db: Queryable, invoiceId: string, exceptId: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `SELECT 1 FROM invoice_payments WHERE invoice_id = $1 AND id <> $2 AND status = 'succeeded' LIMIT 1`,
    [invoiceId, exceptId],
  );
  return rows.length > 0;
}

export async function markInvoiceRefunded(db: Queryable, invoiceId: string): Promise<void> {
  await db.query(`UPDATE invoices SET status = 'refunded' WHERE id = $1`, [invoiceId]);
}

/**
 * Invoices to charge automatically: unpaid, of a company with a saved method, with no payment
 * attempt at all (one automatic attempt per invoice; after it, the company pays by hand).
 */
export async function findInvoicesToAutoCharge(db: Queryable, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }[]>(
    `SELECT i.id FROM invoices i
       JOIN stripe_customers sc ON sc.company_id = i.company_id AND sc.default_payment_method_id IS NOT NULL
      WHERE i.status IN ('pending', 'overdue')
        AND NOT EXISTS (SELECT 1 FROM invoice_payments p WHERE p.invoice_id = i.id)
      ORDER BY i.created_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** The automatic charge of an invoice (at most one: uq_invoice_payments_auto_charge). */
export async function lockAutoChargeRecord(db: Queryable, invoiceId: string): Promise<PaymentRecordRow | undefined> {
  const [row] = await db.query<PaymentRecordRow[]>(`${RECORD_SELECT} WHERE invoice_id = $1 AND origin = 'auto_charge' FOR UPDATE`, [
    invoiceId,
  ]);
  return row;
}

export async function hasAnyPayment(db: Queryable, invoiceId: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(`SELECT 1 FROM invoice_payments WHERE invoice_id = $1 LIMIT 1`, [invoiceId]);
  return rows.length > 0;
}
