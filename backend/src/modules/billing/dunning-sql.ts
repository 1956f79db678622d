import type { Queryable } from '../../common/database/queryable.js';
import type { SubscriptionStatus } from '../../database/enums.js';

/**
 * SQL of dunning (issue 20, DunningService): the scan's look-ups of due reminders and ended graces,
 * the per-invoice reminder bookkeeping, the move to `unpaid` and back, and what the mails and
 * `GET /me/subscription` say. Times are the clock's, passed as parameters, never now().
 */

// ------------------------------------------------------------------ scan

/** Overdue invoices whose next reminder is due (partial index ix_invoices_next_reminder_at). */
export function findDueReminders(db: Queryable, now: Date, limit: number): Promise<{ id: string; remindAt: Date }[]> {
  return db.query<{ id: string; remindAt: Date }[]>(
    `SELECT id, next_reminder_at AS "remindAt" FROM invoices
      WHERE next_reminder_at <= $1 AND next_reminder_at IS NOT NULL
      ORDER BY next_reminder_at LIMIT $2`,
    [now, limit],
  );
}

/**
 * past_due subscriptions (ix_company_subscriptions_status_period_end, by status) whose oldest
 * overdue invoice fell due at `cutoff` (now − grace) or before.
 */
export function findEndedGraces(db: Queryable, cutoff: Date, limit: number): Promise<{ id: string; overdueSince: Date }[]> {
  return db.query<{ id: string; overdueSince: Date }[]>(
    `SELECT s.id, min(i.due_date) AS "overdueSince"
       FROM company_subscriptions s JOIN invoices i ON i.subscription_id = s.id AND i.status = 'overdue'
      WHERE s.status = 'past_due'
      GROUP BY s.id
     HAVING min(i.due_date) <= $1
      ORDER BY 2 LIMIT $2`,
    [cutoff, limit],
  );
}

// ------------------------------------------------------------------ transitions

export interface LockedDunningInvoice {
  status: string;
  dueDate: Date;
  reminderDay: number | null;
  nextReminderAt: Date | null;
}

/** The invoice, locked after its subscription (the lock order of every billing transaction). */
export async function lockDunningInvoice(db: Queryable, invoiceId: string): Promise<LockedDunningInvoice | undefined> {
  const [row] = await db.query<LockedDunningInvoice[]>(
    `SELECT status, due_date AS "dueDate", reminder_day AS "reminderDay", next_reminder_at AS "nextReminderAt"
       FROM invoices WHERE id = $1 FOR UPDATE`,
    [invoiceId],
  );
  return row;
}

/** Records a step mailed (`day`; null keeps the last one) and when the next one is due (null: none). */
export async function recordReminder(db: Queryable, invoiceId: string, day: number | null, nextAt: Date | null): Promise<void> {
  await db.query(`UPDATE invoices SET reminder_day = coalesce($2, reminder_day), next_reminder_at = $3 WHERE id = $1`, [
    invoiceId,
    day,
    nextAt,
  ]);
}

/** No more reminders for this invoice (paid, or its subscription is cancelled). */
export async function clearReminders(db: Queryable, invoiceId: string): Promise<void> {
  await db.query(`UPDATE invoices SET next_reminder_at = NULL WHERE id = $1 AND next_reminder_at IS NOT NULL`, [invoiceId]);
}

/** The due date of the subscription's oldest overdue invoice (read after locking the subscription). */
export async function findOverdueSince(db: Queryable, subscriptionId: string): Promise<Date | null> {
  const [row] = await db.query<{ since: Date | null }[]>(
    `SELECT min(due_date) AS since FROM invoices WHERE subscription_id = $1 AND status = 'overdue'`,
    [subscriptionId],
  );
  return row?.since ?? null;
}

export async function markSubscriptionUnpaid(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET status = 'unpaid', unpaid_at = $2, updated_at = $2 WHERE id = $1`, [
    subscriptionId,
    now,
  ]);
}

/**
 * unpaid → active at the payment. No period was renewed (nor invoiced) while unpaid: if the
 * current one ended meanwhile, it now ends at the payment, so the next `renew` starts a new
 * period there and invoices it (the months without access are not billed).
 */
export async function reactivateUnpaid(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE company_subscriptions
        SET status = 'active', unpaid_at = NULL, updated_at = $2,
            current_period_end = CASE WHEN current_period_end < $2 THEN $2 ELSE current_period_end END
      WHERE id = $1`,
    [subscriptionId, now],
  );
}

/** Cancelling an unpaid subscription ends it now: it has no paid period to run out. */
export async function cancelUnpaidNow(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE company_subscriptions SET status = 'cancelled', cancelled_at = coalesce(cancelled_at, $2), updated_at = $2 WHERE id = $1`,
    [subscriptionId, now],
  );
}

// ------------------------------------------------------------------ what the company is told

/** A subscription in dunning: its oldest overdue invoice, how many are overdue and the company's address. */
export interface DunningRow {
  subscriptionId: string;
  status: SubscriptionStatus;
  unpaidAt: Date | null;
  invoiceId: string;
  invoiceNumber: string;
  amount: string;
  /** Due date of the oldest overdue invoice. */
  overdueSince: Date;
  overdueCount: number;
  totalDue: string;
  email: string;
  companyName: string;
}

const DUNNING_SELECT = `
  SELECT s.id AS "subscriptionId", s.status, s.unpaid_at AS "unpaidAt", o.id AS "invoiceId", o.invoice_number AS "invoiceNumber",
         o.amount, o.due_date AS "overdueSince", agg.n AS "overdueCount", agg.total AS "totalDue", u.email, c.company_name AS "companyName"
    FROM company_subscriptions s
    JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.user_id
    JOIN LATERAL (SELECT count(*)::int AS n, sum(amount) AS total FROM invoices WHERE subscription_id = s.id AND status = 'overdue') agg
      ON agg.n > 0
    JOIN LATERAL (SELECT id, invoice_number, amount, due_date FROM invoices WHERE subscription_id = s.id AND status = 'overdue'
                   ORDER BY due_date, invoice_year, invoice_sequence LIMIT 1) o ON true`;

/** The subscription's dunning when it is past_due or unpaid with an overdue invoice; else undefined. */
export async function findDunning(db: Queryable, subscriptionId: string): Promise<DunningRow | undefined> {
  const [row] = await db.query<DunningRow[]>(`${DUNNING_SELECT} WHERE s.id = $1 AND s.status IN ('past_due', 'unpaid')`, [subscriptionId]);
  return row;
}

/** One invoice as a dunning mail needs it, with its subscription's state. */
export interface DunningInvoiceRow {
  email: string;
  companyName: string;
  invoiceNumber: string;
  amount: string;
  dueDate: Date;
  status: string;
  reminderDay: number | null;
  subscriptionId: string;
  subscriptionStatus: SubscriptionStatus;
  /** Due date of the subscription's oldest overdue invoice (this one or an older one). */
  overdueSince: Date | null;
}

export async function findDunningInvoice(db: Queryable, invoiceId: string): Promise<DunningInvoiceRow | undefined> {
  const [row] = await db.query<DunningInvoiceRow[]>(
    `SELECT u.email, c.company_name AS "companyName", i.invoice_number AS "invoiceNumber", i.amount, i.due_date AS "dueDate",
            i.status, i.reminder_day AS "reminderDay", s.id AS "subscriptionId", s.status AS "subscriptionStatus",
            (SELECT min(o.due_date) FROM invoices o WHERE o.subscription_id = s.id AND o.status = 'overdue') AS "overdueSince"
       FROM invoices i JOIN company_subscriptions s ON s.id = i.subscription_id
       JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = c.user_id
      WHERE i.id = $1`,
    [invoiceId],
  );
  return row;
}
