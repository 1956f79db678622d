import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { BillingJob, billingJobId, QueueName, type BillingJobName, type BillingPayloads } from '../../queue/queues.js';
import { MailService } from '../mail/mail.service.js';
import { formatDate, formatEuros, invoiceYear } from './billing-format.js';
import type { BillingSnapshot } from './invoice.entity.js';

/** IVA general (21 %), applied to every invoice. */
export const VAT_RATE = 21;
/** The "your trial ends soon" mail goes this long before the end of the trial. */
export const TRIAL_ENDING_NOTICE_MS = 2 * 24 * 3600 * 1000;
/** How many transitions of each kind one scan enqueues (the next scan takes the rest). */
export const SCAN_BATCH = 500;

/** The SQL interval of one billing period. */
const PERIOD_INTERVAL = `CASE s.billing_cycle WHEN 'yearly' THEN interval '1 year' ELSE interval '1 month' END`;

interface LockedSubscription {
  id: string;
  companyId: string;
  planId: string;
  status: 'trialing' | 'active' | 'past_due' | 'cancelled';
  billingCycle: 'monthly' | 'yearly';
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEndingNotifiedAt: Date | null;
}

export interface IssuedInvoice {
  id: string;
  invoiceNumber: string;
  amount: string;
  dueDate: Date;
  description: string;
}

export type TransitionOutcome =
  | { applied: false; reason: string }
  | { applied: true; status: string; invoice?: IssuedInvoice | null };

export interface ScanResult {
  trialEnds: number;
  renewals: number;
  overdue: number;
  trialEnding: number;
}

interface QueuedJob {
  name: BillingJobName;
  data: unknown;
  opts: { jobId: string };
}

/**
 * The subscription lifecycle (spec 4): trialing → active (first invoice) or cancelled at the
 * end of the trial; a new period and invoice at each period end, or cancelled when
 * `cancel_at_period_end`; an unpaid invoice past its due date → overdue and past_due.
 *
 * Every transition runs in one transaction that locks the subscription row (FOR UPDATE) and
 * re-checks its condition against `clock.now()` (passed to SQL as a parameter), so running a
 * job twice, or two workers at once, applies it once. The invoice number comes from
 * `next_invoice_sequence(year)` in that same transaction: a rollback gives the number back, so
 * the series has no gaps. Mails are queued after the commit with dedupe keys, also when the
 * job is a re-run (a crash between the commit and the mail), and sent once.
 */
@Injectable()
export class BillingLifecycleService {
  private readonly logger = new Logger(BillingLifecycleService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly queues: QueueService,
  ) {}

  // ------------------------------------------------------------------ scheduler

  /**
   * Finds due transitions with indexed queries and queues one job each, with a deterministic
   * jobId (transition + subject + period): a transition found by two scans is queued once.
   */
  async scan(limit = SCAN_BATCH): Promise<ScanResult> {
    const now = this.clock.now();
    const db = this.dataSource;
    // ix_company_subscriptions_status_trial_ends_at
    const trials = await db.query<{ id: string; trialEndsAt: Date }[]>(
      `SELECT id, trial_ends_at AS "trialEndsAt" FROM company_subscriptions
        WHERE status = 'trialing' AND trial_ends_at <= $1 ORDER BY trial_ends_at LIMIT $2`,
      [now, limit],
    );
    // ix_company_subscriptions_status_period_end
    const renewals = await db.query<{ id: string; periodEnd: Date }[]>(
      `SELECT id, current_period_end AS "periodEnd" FROM company_subscriptions
        WHERE status IN ('active', 'past_due') AND current_period_end <= $1 ORDER BY current_period_end LIMIT $2`,
      [now, limit],
    );
    // ix_invoices_status_due_date
    const overdue = await db.query<{ id: string }[]>(
      `SELECT id FROM invoices WHERE status = 'pending' AND due_date <= $1 ORDER BY due_date LIMIT $2`,
      [now, limit],
    );
    // ix_company_subscriptions_status_trial_ends_at (range), then the flag
    const ending = await db.query<{ id: string }[]>(
      `SELECT id FROM company_subscriptions
        WHERE status = 'trialing' AND trial_ends_at > $1 AND trial_ends_at <= $2
          AND trial_ending_notified_at IS NULL AND NOT cancel_at_period_end
        ORDER BY trial_ends_at LIMIT $3`,
      [now, new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS), limit],
    );

    const jobs: QueuedJob[] = [
      ...trials.map((s) => job(BillingJob.TRIAL_END, { subscriptionId: s.id, trialEndsAt: new Date(s.trialEndsAt).toISOString() }, s.id, s.trialEndsAt)),
      ...renewals.map((s) => job(BillingJob.RENEW, { subscriptionId: s.id, periodEnd: new Date(s.periodEnd).toISOString() }, s.id, s.periodEnd)),
      ...overdue.map((i) => job(BillingJob.INVOICE_OVERDUE, { invoiceId: i.id }, i.id)),
      ...ending.map((s) => job(BillingJob.TRIAL_ENDING, { subscriptionId: s.id }, s.id)),
    ];
    if (jobs.length > 0) await this.queues.queue(QueueName.BILLING).addBulk(jobs);
    return { trialEnds: trials.length, renewals: renewals.length, overdue: overdue.length, trialEnding: ending.length };
  }

  // ------------------------------------------------------------------ transitions

  /** End of the trial: cancelled if requested, else active with the first period invoiced. */
  async applyTrialEnd(subscriptionId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const sub = await this.lock(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.status !== 'trialing') return { applied: false, reason: `status ${sub.status}` };
      if (!sub.trialEndsAt || sub.trialEndsAt.getTime() > now.getTime()) return { applied: false, reason: 'trial not over' };
      if (sub.cancelAtPeriodEnd) {
        await manager.query(
          `UPDATE company_subscriptions SET status = 'cancelled', cancelled_at = coalesce(cancelled_at, $2), updated_at = $2 WHERE id = $1`,
          [sub.id, now],
        );
        return { applied: true, status: 'cancelled' };
      }
      const [period] = updated<{ start: Date; end: Date }>(await manager.query(
        `UPDATE company_subscriptions s
            SET status = 'active', current_period_start = s.trial_ends_at, current_period_end = s.trial_ends_at + ${PERIOD_INTERVAL}, updated_at = $2
          WHERE s.id = $1
          RETURNING s.current_period_start AS start, s.current_period_end AS "end"`,
        [sub.id, now],
      ));
      const invoice = await this.issueInvoice(manager, sub, period.start, period.end, now);
      return { applied: true, status: 'active', invoice };
    });
    await this.afterIssue(subscriptionId, outcome);
    return outcome;
  }

  /** End of a paid period: cancelled if requested, else the next period and its invoice. */
  async applyRenewal(subscriptionId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const sub = await this.lock(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.status !== 'active' && sub.status !== 'past_due') return { applied: false, reason: `status ${sub.status}` };
      if (sub.currentPeriodEnd.getTime() > now.getTime()) return { applied: false, reason: 'period not over' };
      if (sub.cancelAtPeriodEnd) {
        await manager.query(
          `UPDATE company_subscriptions SET status = 'cancelled', cancelled_at = coalesce(cancelled_at, $2), updated_at = $2 WHERE id = $1`,
          [sub.id, now],
        );
        return { applied: true, status: 'cancelled' };
      }
      // past_due stays past_due: the overdue invoice is still unpaid.
      const [period] = updated<{ start: Date; end: Date }>(await manager.query(
        `UPDATE company_subscriptions s
            SET current_period_start = s.current_period_end, current_period_end = s.current_period_end + ${PERIOD_INTERVAL}, updated_at = $2
          WHERE s.id = $1
          RETURNING s.current_period_start AS start, s.current_period_end AS "end"`,
        [sub.id, now],
      ));
      const invoice = await this.issueInvoice(manager, sub, period.start, period.end, now);
      return { applied: true, status: sub.status, invoice };
    });
    await this.afterIssue(subscriptionId, outcome);
    return outcome;
  }

  /** An unpaid invoice past its due date: overdue, and its active subscription past_due. */
  async applyOverdue(invoiceId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const [ref] = await manager.query<{ subscriptionId: string }[]>(`SELECT subscription_id AS "subscriptionId" FROM invoices WHERE id = $1`, [invoiceId]);
      if (!ref) return { applied: false, reason: 'not-found' };
      // Same lock order as every billing transaction: the subscription, then its invoice.
      const sub = await this.lock(manager, ref.subscriptionId);
      const [invoice] = await manager.query<{ status: string; dueDate: Date }[]>(
        `SELECT status, due_date AS "dueDate" FROM invoices WHERE id = $1 FOR UPDATE`,
        [invoiceId],
      );
      if (invoice.status !== 'pending') return { applied: false, reason: `invoice ${invoice.status}` };
      if (new Date(invoice.dueDate).getTime() > now.getTime()) return { applied: false, reason: 'not due' };
      await manager.query(`UPDATE invoices SET status = 'overdue' WHERE id = $1`, [invoiceId]);
      let status = sub?.status ?? 'unknown';
      if (sub?.status === 'active') {
        await manager.query(`UPDATE company_subscriptions SET status = 'past_due', updated_at = $2 WHERE id = $1`, [sub.id, now]);
        status = 'past_due';
      }
      return { applied: true, status };
    });
    // Also on a re-run that found it already overdue (the mail may not have been queued).
    await this.sendOverdueMail(invoiceId);
    return outcome;
  }

  /** "Your trial ends in 2 days", once per subscription (flag + mail dedupe key). */
  async applyTrialEnding(subscriptionId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const sub = await this.lock(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.trialEndingNotifiedAt) return { applied: false, reason: 'already notified' };
      if (sub.status !== 'trialing' || sub.cancelAtPeriodEnd || !sub.trialEndsAt) return { applied: false, reason: `status ${sub.status}` };
      const left = sub.trialEndsAt.getTime() - now.getTime();
      if (left <= 0 || left > TRIAL_ENDING_NOTICE_MS) return { applied: false, reason: 'not in the notice window' };
      await manager.query(`UPDATE company_subscriptions SET trial_ending_notified_at = $2 WHERE id = $1`, [sub.id, now]);
      return { applied: true, status: sub.status };
    });
    const [sub] = await this.dataSource.query<{ notified: Date | null; status: string }[]>(
      `SELECT trial_ending_notified_at AS notified, status FROM company_subscriptions WHERE id = $1`,
      [subscriptionId],
    );
    if (sub?.notified && sub.status === 'trialing') await this.sendTrialEndingMail(subscriptionId);
    return outcome;
  }

  // ------------------------------------------------------------------ invoices

  /**
   * Issues the invoice of one period inside the caller's transaction (the subscription row is
   * locked). The billing data is copied onto it; a free plan (0 €) is not invoiced.
   */
  private async issueInvoice(manager: EntityManager, sub: LockedSubscription, periodStart: Date, periodEnd: Date, now: Date): Promise<IssuedInvoice | null> {
    const [existing] = await manager.query(`SELECT id FROM invoices WHERE subscription_id = $1 AND period_start = $2`, [sub.id, periodStart]);
    if (existing) return null;
    const [plan] = await manager.query<{ planName: string; displayName: string; base: string }[]>(
      `SELECT plan_name AS "planName", display_name AS "displayName",
              CASE WHEN $2 = 'yearly' THEN coalesce(price_yearly, price_monthly * 10) ELSE price_monthly END AS base
         FROM subscription_plans WHERE id = $1`,
      [sub.planId, sub.billingCycle],
    );
    if (!plan || Number(plan.base) <= 0) return null;
    const [data] = await manager.query<Record<string, string>[]>(
      `SELECT b.billing_name, b.tax_id, b.billing_address, b.billing_city, b.billing_province, b.billing_postal_code, b.billing_country,
              c.company_name, c.city, c.province
         FROM companies c LEFT JOIN company_billing_data b ON b.company_id = c.id
        WHERE c.id = $1`,
      [sub.companyId],
    );
    // Without billing data the invoice names the company as its profile says (no tax id yet).
    const snapshot: BillingSnapshot = {
      billing_name: data?.billing_name ?? data?.company_name ?? '',
      tax_id: data?.tax_id ?? '',
      billing_address: data?.billing_address ?? '',
      billing_city: data?.billing_city ?? data?.city ?? '',
      billing_province: data?.billing_province ?? data?.province ?? '',
      billing_postal_code: data?.billing_postal_code ?? '',
      billing_country: data?.billing_country ?? 'España',
      plan_name: plan.planName,
      plan_display_name: plan.displayName,
    };
    const cycle = sub.billingCycle === 'yearly' ? 'anual' : 'mensual';
    const description = `Suscripción Rutalia, plan ${plan.displayName} (${cycle}), del ${formatDate(periodStart)} al ${formatDate(periodEnd)}`.slice(0, 255);
    const year = invoiceYear(now);
    const [invoice] = await manager.query<{ id: string; invoiceNumber: string; amount: string; dueDate: Date }[]>(
      `INSERT INTO invoices (company_id, subscription_id, invoice_number, invoice_year, invoice_sequence, description,
                             period_start, period_end, base_amount, tax_rate, tax_amount, amount, due_date, billing_snapshot, created_at)
       SELECT $1, $2, 'RUT-' || n.y::text || '-' || lpad(n.seq::text, 6, '0'), n.y, n.seq, $4,
              $5, $6, $7::numeric, $8::numeric, round($7::numeric * $8::numeric / 100, 2), $7::numeric + round($7::numeric * $8::numeric / 100, 2),
              $9::timestamptz + make_interval(days => $10::int), $11::jsonb, $9
         FROM (SELECT $3::int AS y, next_invoice_sequence($3::int) AS seq) n
       RETURNING id, invoice_number AS "invoiceNumber", amount, due_date AS "dueDate"`,
      [sub.companyId, sub.id, year, description, periodStart, periodEnd, plan.base, VAT_RATE, now, this.config.billing.invoiceDueDays, JSON.stringify(snapshot)],
    );
    this.logger.log(`Factura ${invoice.invoiceNumber} emitida (suscripción ${sub.id})`);
    return { ...invoice, description };
  }

  /** After a trial end or renewal: the invoice mail (also on a re-run, for the period just invoiced). */
  private async afterIssue(subscriptionId: string, outcome: TransitionOutcome): Promise<void> {
    if (outcome.applied && outcome.invoice) {
      await this.sendInvoiceMail(outcome.invoice.id);
      return;
    }
    if (outcome.applied) return;
    // A re-run (e.g. the worker died after the commit): make sure the current period's invoice mail is queued.
    const [latest] = await this.dataSource.query<{ id: string }[]>(
      `SELECT i.id FROM invoices i JOIN company_subscriptions s ON s.id = i.subscription_id
        WHERE i.subscription_id = $1 AND i.period_start = s.current_period_start`,
      [subscriptionId],
    );
    if (latest) await this.sendInvoiceMail(latest.id);
  }

  // ------------------------------------------------------------------ mails

  async sendInvoiceMail(invoiceId: string): Promise<void> {
    const row = await this.invoiceMailRow(invoiceId);
    if (!row) return;
    await this.mail.send(
      'invoice-issued',
      row.email,
      {
        companyName: row.companyName,
        invoiceNumber: row.invoiceNumber,
        amount: formatEuros(row.amount),
        dueDate: formatDate(row.dueDate),
        concept: row.description ?? `Suscripción Rutalia`,
        billingUrl: this.billingUrl(),
      },
      `invoice-issued:${invoiceId}`,
    );
  }

  async sendOverdueMail(invoiceId: string): Promise<void> {
    const row = await this.invoiceMailRow(invoiceId);
    if (!row || row.status !== 'overdue') return;
    await this.mail.send(
      'payment-overdue',
      row.email,
      { companyName: row.companyName, invoiceNumber: row.invoiceNumber, amount: formatEuros(row.amount), dueDate: formatDate(row.dueDate), billingUrl: this.billingUrl() },
      `invoice-overdue:${invoiceId}`,
    );
  }

  async sendTrialEndingMail(subscriptionId: string): Promise<void> {
    const [row] = await this.dataSource.query<{ email: string; companyName: string; trialEndsAt: Date; planName: string; priceMonthly: string }[]>(
      `SELECT u.email, c.company_name AS "companyName", s.trial_ends_at AS "trialEndsAt", p.display_name AS "planName", p.price_monthly AS "priceMonthly"
         FROM company_subscriptions s JOIN companies c ON c.id = s.company_id JOIN users u ON u.id = c.user_id
         JOIN subscription_plans p ON p.id = s.plan_id
        WHERE s.id = $1`,
      [subscriptionId],
    );
    if (!row) return;
    await this.mail.send(
      'trial-ending',
      row.email,
      { companyName: row.companyName, trialEndsOn: formatDate(row.trialEndsAt), planName: row.planName, priceMonthly: formatEuros(row.priceMonthly), billingUrl: this.billingUrl() },
      `trial-ending:${subscriptionId}`,
    );
  }

  private async invoiceMailRow(invoiceId: string) {
    const [row] = await this.dataSource.query<
      { email: string; companyName: string; invoiceNumber: string; amount: string; dueDate: Date; description: string | null; status: string }[]
    >(
      `SELECT u.email, c.company_name AS "companyName", i.invoice_number AS "invoiceNumber", i.amount, i.due_date AS "dueDate",
              i.description, i.status
         FROM invoices i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = c.user_id
        WHERE i.id = $1`,
      [invoiceId],
    );
    return row;
  }

  private billingUrl(): string {
    return `${this.config.publicUrl}/company-billing`;
  }

  private async lock(manager: EntityManager, subscriptionId: string): Promise<LockedSubscription | undefined> {
    const [row] = await manager.query<LockedSubscription[]>(
      `SELECT id, company_id AS "companyId", plan_id AS "planId", status, billing_cycle AS "billingCycle",
              trial_ends_at AS "trialEndsAt", current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd",
              cancel_at_period_end AS "cancelAtPeriodEnd", trial_ending_notified_at AS "trialEndingNotifiedAt"
         FROM company_subscriptions WHERE id = $1 FOR UPDATE`,
      [subscriptionId],
    );
    return row;
  }
}

/** TypeORM answers an UPDATE … RETURNING on PostgreSQL as `[rows, affectedCount]`. */
function updated<T>(result: unknown): T[] {
  return (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result) as T[];
}

function job<N extends BillingJobName>(name: N, data: BillingPayloads[N], subjectId: string, period?: Date): QueuedJob {
  return { name, data, opts: { jobId: billingJobId(name, subjectId, period) } };
}
