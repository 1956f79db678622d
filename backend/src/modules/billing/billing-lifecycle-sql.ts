import type { Queryable } from '../../common/database/queryable.js';
import type { BillingSnapshot } from './invoice.entity.js';

/**
 * SQL of the subscription lifecycle (BillingLifecycleService): the scan's indexed look-ups, the
 * locked subscription every transition re-checks, the period moves and the invoice insert. Times
 * are always the clock's `now`, passed as a parameter, never the database's now().
 */

/** The SQL interval of one billing period. */
const PERIOD_INTERVAL = `CASE s.billing_cycle WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END`;

export interface LockedSubscription {
  id: string;
  companyId: string;
  planId: string;
  status: 'trialing' | 'active' | 'past_due' | 'cancelled' | 'unpaid';
  billingCycle: 'monthly' | 'yearly';
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEndingNotifiedAt: Date | null;
}

export interface Period {
  start: Date;
  end: Date;
}

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL as `[rows, affectedCount]`. */
function updated<T>(result: unknown): T[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
}

// ------------------------------------------------------------------ scan

/** Trials over at `now` (ix_company_subscriptions_status_trial_ends_at). */
export function findEndedTrials(db: Queryable, now: Date, limit: number): Promise<{ id: string; trialEndsAt: Date }[]> {
  return db.query<{ id: string; trialEndsAt: Date }[]>(
    `SELECT id, trial_ends_at AS "trialEndsAt" FROM company_subscriptions
      WHERE status = 'trialing' AND trial_ends_at <= $1 ORDER BY trial_ends_at LIMIT $2`,
    [now, limit],
  );
}

/** Paid periods over at `now` (ix_company_subscriptions_status_period_end). */
export function findEndedPeriods(db: Queryable, now: Date, limit: number): Promise<{ id: string; periodEnd: Date }[]> {
  return db.query<{ id: string; periodEnd: Date }[]>(
    `SELECT id, current_period_end AS "periodEnd" FROM company_subscriptions
      WHERE status IN ('active', 'past_due') AND current_period_end <= $1 ORDER BY current_period_end LIMIT $2`,
    [now, limit],
  );
}

/** Pending invoices past their due date (ix_invoices_status_due_date). */
export function findDueUnpaidInvoices(db: Queryable, now: Date, limit: number): Promise<{ id: string }[]> {
  return db.query<{ id: string }[]>(`SELECT id FROM invoices WHERE status = 'pending' AND due_date <= $1 ORDER BY due_date LIMIT $2`, [
    now,
    limit,
  ]);
}

/**
 * Trials ending in (now, noticeUntil] whose "your trial ends soon" mail has not gone yet
 * (ix_company_subscriptions_status_trial_ends_at (range), then the flag).
 */
export function findTrialsEndingSoon(db: Queryable, now: Date, noticeUntil: Date, limit: number): Promise<{ id: string }[]> {
  return db.query<{ id: string }[]>(
    `SELECT id FROM company_subscriptions
      WHERE status = 'trialing' AND trial_ends_at > $1 AND trial_ends_at <= $2
        AND trial_ending_notified_at IS NULL AND NOT cancel_at_period_end
      ORDER BY trial_ends_at LIMIT $3`,
    [now, noticeUntil, limit],
  );
}

// ------------------------------------------------------------------ transitions

/** The subscription row, locked (FOR UPDATE) until the transaction ends. */
export async function lockSubscription(db: Queryable, subscriptionId: string): Promise<LockedSubscription | undefined> {
  const [row] = await db.query<LockedSubscription[]>(
    `SELECT id, company_id AS "companyId", plan_id AS "planId", status, billing_cycle AS "billingCycle",
            trial_ends_at AS "trialEndsAt", current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd",
            cancel_at_period_end AS "cancelAtPeriodEnd", trial_ending_notified_at AS "trialEndingNotifiedAt"
       FROM company_subscriptions WHERE id = $1 FOR UPDATE`,
    [subscriptionId],
  );
  return row;
}

/** Cancelled at the end of the trial or period (keeps an earlier cancelled_at). */
export async function cancelSubscription(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE company_subscriptions SET status = 'cancelled', cancelled_at = coalesce(cancelled_at, $2), updated_at = $2 WHERE id = $1`,
    [subscriptionId, now],
  );
}

/** End of the trial: active, the first period starting when the trial ended. */
export async function startFirstPeriod(db: Queryable, subscriptionId: string, now: Date): Promise<Period> {
  const [period] = updated<Period>(
    await db.query(
      `UPDATE company_subscriptions s
          SET status = 'active', current_period_start = s.trial_ends_at, current_period_end = s.trial_ends_at + ${PERIOD_INTERVAL}, updated_at = $2
        WHERE s.id = $1
        RETURNING s.current_period_start AS start, s.current_period_end AS "end"`,
      [subscriptionId, now],
    ),
  );
  return period;
}

/** The next period, starting when the current one ended (the status does not change). */
export async function advancePeriod(db: Queryable, subscriptionId: string, now: Date): Promise<Period> {
  const [period] = updated<Period>(
    await db.query(
      `UPDATE company_subscriptions s
          SET current_period_start = s.current_period_end, current_period_end = s.current_period_end + ${PERIOD_INTERVAL}, updated_at = $2
        WHERE s.id = $1
        RETURNING s.current_period_start AS start, s.current_period_end AS "end"`,
      [subscriptionId, now],
    ),
  );
  return period;
}

/** The invoice, locked after its subscription (the lock order of every billing transaction). */
export async function lockInvoiceDue(db: Queryable, invoiceId: string): Promise<{ status: string; dueDate: Date } | undefined> {
  const [invoice] = await db.query<{ status: string; dueDate: Date }[]>(
    `SELECT status, due_date AS "dueDate" FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  );
  return invoice;
}

export async function markInvoiceOverdue(db: Queryable, invoiceId: string): Promise<void> {
  await db.query(`UPDATE invoices SET status = 'overdue' WHERE id = $1`, [invoiceId]);
}

export async function markSubscriptionPastDue(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET status = 'past_due', updated_at = $2 WHERE id = $1`, [subscriptionId, now]);
}

export async function markTrialEndingNotified(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET trial_ending_notified_at = $2 WHERE id = $1`, [subscriptionId, now]);
}

/** Whether the "trial ends soon" notice is flagged, and the status now (after the transaction). */
export async function findTrialEndingNotice(
  db: Queryable,
  subscriptionId: string,
): Promise<{ notified: Date | null; status: string } | undefined> {
  const [sub] = await db.query<{ notified: Date | null; status: string }[]>(
    `SELECT trial_ending_notified_at AS notified, status FROM company_subscriptions WHERE id = $1`,
    [subscriptionId],
  );
  return sub;
}

// ------------------------------------------------------------------ invoices

export async function periodInvoiceExists(db: Queryable, subscriptionId: string, periodStart: Date): Promise<boolean> {
  const [existing] = await db.query(`SELECT id FROM invoices WHERE subscription_id = $1 AND period_start = $2`, [
    subscriptionId,
    periodStart,
  ]);
  return Boolean(existing);
}

/** The plan's names and the base price of one period of the cycle (yearly: price_yearly, or 10 months). */
export async function findPlanPeriodPrice(
  db: Queryable,
  planId: string,
  billingCycle: LockedSubscription['billingCycle'],
): Promise<{ planName: string; displayName: string; base: string } | undefined> {
  const [plan] = await db.query<{ planName: string; displayName: string; base: string }[]>(
    `SELECT plan_name AS "planName", display_name AS "displayName",
            CASE WHEN $2 = 'yearly' THEN coalesce(price_yearly, price_monthly * 10) ELSE price_monthly END AS base
       FROM subscription_plans WHERE id = $1`,
    [planId, billingCycle],
  );
  return plan;
}

/** The company's billing data (null columns when it has none yet) and its profile's name and place. */
export async function findInvoiceCustomer(db: Queryable, companyId: string): Promise<Record<string, string> | undefined> {
  const [data] = await db.query<Record<string, string>[]>(
    `SELECT b.billing_name, b.tax_id, b.billing_address, b.billing_city, b.billing_province, b.billing_postal_code, b.billing_country,
            c.company_name, c.city, c.province
       FROM companies c LEFT JOIN company_billing_data b ON b.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
  return data;
}

export interface NewInvoice {
  companyId: string;
  subscriptionId: string;
  year: number;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  baseAmount: string;
  taxRate: number;
  issuedAt: Date;
  dueDays: number;
  snapshot: BillingSnapshot;
}

/**
 * Inserts an invoice numbered `RUT-<year>-<sequence>` from next_invoice_sequence(year) in the
 * caller's transaction (a rollback gives the number back), with tax and total computed in SQL.
 */
export async function insertInvoice(
  db: Queryable,
  invoice: NewInvoice,
): Promise<{ id: string; invoiceNumber: string; amount: string; dueDate: Date }> {
  const [row] = await db.query<{ id: string; invoiceNumber: string; amount: string; dueDate: Date }[]>(
    `INSERT INTO invoices (company_id, subscription_id, invoice_number, invoice_year, invoice_sequence, description,
                           period_start, period_end, base_amount, tax_rate, tax_amount, amount, due_date, billing_snapshot, created_at)
     SELECT $1, $2, 'RUT-' || n.y::text || '-' || lpad(n.seq::text, 6, '0'), n.y, n.seq, $4,
            $5, $6, $7::numeric, $8::numeric, round($7::numeric * $8::numeric / 100, 2), $7::numeric + round($7::numeric * $8::numeric / 100, 2),
            $9::timestamptz + make_interval(days => $10::int), $11::jsonb, $9
       FROM (SELECT $3::int AS y, next_invoice_sequence($3::int) AS seq) n
     RETURNING id, invoice_number AS "invoiceNumber", amount, due_date AS "dueDate"`,
    [
      invoice.companyId,
      invoice.subscriptionId,
      invoice.year,
      invoice.description,
      invoice.periodStart,
      invoice.periodEnd,
      invoice.baseAmount,
      invoice.taxRate,
      invoice.issuedAt,
      invoice.dueDays,
      JSON.stringify(invoice.snapshot),
    ],
  );
  return row;
}

/** The invoice of the subscription's current period, if issued. */
export async function findCurrentPeriodInvoiceId(db: Queryable, subscriptionId: string): Promise<string | undefined> {
  const [latest] = await db.query<{ id: string }[]>(
    `SELECT i.id FROM invoices i JOIN company_subscriptions s ON s.id = i.subscription_id
      WHERE i.subscription_id = $1 AND i.period_start = s.current_period_start`,
    [subscriptionId],
  );
  return latest?.id;
}

// ------------------------------------------------------------------ mails

export interface TrialEndingMailRow {
  email: string;
  companyName: string;
  trialEndsAt: Date;
  planName: string;
  priceMonthly: string;
}

export async function findTrialEndingMailRow(db: Queryable, subscriptionId: string): Promise<TrialEndingMailRow | undefined> {
  const [row] = await db.query<TrialEndingMailRow[]>(
    `SELECT u.email, c.company_name AS "companyName", s.trial_ends_at AS "trialEndsAt", p.display_name AS "planName", p.price_monthly AS "priceMonthly"
       FROM company_subscriptions s JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.user_id
       JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.id = $1`,
    [subscriptionId],
  );
  return row;
}

export interface InvoiceMailRow {
  email: string;
  companyName: string;
  invoiceNumber: string;
  amount: string;
  dueDate: Date;
  description: string | null;
  status: string;
}

export async function findInvoiceMailRow(db: Queryable, invoiceId: string): Promise<InvoiceMailRow | undefined> {
  const [row] = await db.query<InvoiceMailRow[]>(
    `SELECT u.email, c.company_name AS "companyName", i.invoice_number AS "invoiceNumber", i.amount, i.due_date AS "dueDate",
            i.description, i.status
       FROM invoices i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = c.user_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  return row;
}
