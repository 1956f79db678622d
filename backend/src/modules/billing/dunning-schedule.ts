/**
 * Dunning arithmetic (issue 20), pure: which reminder step of an overdue invoice is due, when the
 * next one is, and when the grace ends. Days are 24-hour steps from the invoice's due date (a
 * timestamp: issue time + INVOICE_DUE_DAYS), the same arithmetic as the due date itself.
 */

export const DAY_MS = 24 * 3600 * 1000;

/** The moment `day` days after `from`. */
export function daysAfter(from: Date | string, day: number): Date {
  return new Date(new Date(from).getTime() + day * DAY_MS);
}

export interface ReminderStep {
  /** The step to mail now (the latest one already due after `lastDay`), or null when none is due. */
  sendDay: number | null;
  /** When the following step is due, or null when no step is left. */
  nextAt: Date | null;
}

/**
 * `steps` ascending (DUNNING_REMINDER_DAYS); `lastDay` the last step mailed (null: none). When
 * several steps are due at once (the worker was stopped), only the latest is mailed: one mail,
 * not a burst of stale ones.
 */
export function reminderStep(steps: readonly number[], dueDate: Date | string, lastDay: number | null, now: Date): ReminderStep {
  const left = steps.filter((day) => lastDay === null || day > lastDay);
  const due = left.filter((day) => daysAfter(dueDate, day).getTime() <= now.getTime());
  const next = left.find((day) => daysAfter(dueDate, day).getTime() > now.getTime());
  return { sendDay: due.length > 0 ? due[due.length - 1] : null, nextAt: next === undefined ? null : daysAfter(dueDate, next) };
}

/** The end of the grace: `graceDays` after the due date of the oldest overdue invoice. */
export function graceEndsAt(overdueSince: Date | string, graceDays: number): Date {
  return daysAfter(overdueSince, graceDays);
}

/** What `GET /me/subscription` says about a subscription in dunning (`dunning`; null when all is paid). */
export interface DunningView {
  state: 'grace' | 'unpaid';
  oldestOverdueInvoiceId: string;
  invoiceNumber: string;
  /** Total (IVA included) of the oldest overdue invoice, the one «Pagar ahora» opens. */
  amountDue: number;
  overdueCount: number;
  /** Total of every overdue invoice. */
  totalDue: number;
  overdueSince: string;
  graceEndsAt: string;
  unpaidSince: string | null;
}

/** The row of `findDunning` as the API shows it. */
export function dunningView(
  row: {
    status: string;
    unpaidAt: Date | null;
    invoiceId: string;
    invoiceNumber: string;
    amount: string;
    overdueSince: Date;
    overdueCount: number;
    totalDue: string;
  },
  graceDays: number,
): DunningView {
  return {
    state: row.status === 'unpaid' ? 'unpaid' : 'grace',
    oldestOverdueInvoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    amountDue: Number(row.amount),
    overdueCount: row.overdueCount,
    totalDue: Number(row.totalDue),
    overdueSince: new Date(row.overdueSince).toISOString(),
    graceEndsAt: graceEndsAt(row.overdueSince, graceDays).toISOString(),
    unpaidSince: row.unpaidAt ? new Date(row.unpaidAt).toISOString() : null,
  };
}
