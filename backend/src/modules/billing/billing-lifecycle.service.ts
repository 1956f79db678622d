import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { BillingJob, billingJobId, QueueName, type BillingJobName, type BillingPayloads } from '../../queue/queues.js';
import { MailService } from '../mail/mail.service.js';
import { formatDate, formatEuros, invoiceYear } from './billing-format.js';
import {
  advancePeriod,
  cancelSubscription,
  findCurrentPeriodInvoiceId,
  findDueUnpaidInvoices,
  findEndedPeriods,
  findEndedTrials,
  findInvoiceCustomer,
  findInvoiceMailRow,
  findPlanPeriodPrice,
  findTrialEndingMailRow,
  findTrialEndingNotice,
  findTrialsEndingSoon,
  insertInvoice,
  lockInvoiceDue,
  lockSubscription,
  markInvoiceOverdue,
  markSubscriptionPastDue,
  markTrialEndingNotified,
  periodInvoiceExists,
  startFirstPeriod,
  type InvoiceMailRow,
  type LockedSubscription,
} from './billing-lifecycle-sql.js';
import { findInvoiceSubscriptionId } from './billing-sql.js';
import type { BillingSnapshot } from './invoice.entity.js';
import { DunningService } from './dunning.service.js';

/** IVA general (21 %), applied to every invoice. */
export const VAT_RATE = 21;
/** The "your trial ends soon" mail goes this long before the end of the trial. */
export const TRIAL_ENDING_NOTICE_MS = 2 * 24 * 3600 * 1000;
/** How many transitions of each kind one scan enqueues (the next scan takes the rest). */
export const SCAN_BATCH = 500;

export interface IssuedInvoice {
  id: string;
  invoiceNumber: string;
  amount: string;
  dueDate: Date;
  description: string;
}

export type TransitionOutcome = { applied: false; reason: string } | { applied: true; status: string; invoice?: IssuedInvoice | null };

export interface ScanResult {
  trialEnds: number;
  renewals: number;
  overdue: number;
  trialEnding: number;
  /** Dunning (DunningService): reminders due and graces ended. */
  reminders: number;
  unpaid: number;
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
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
    private readonly queues: QueueService,
    private readonly dunning: DunningService,
  ) {}

  // ------------------------------------------------------------------ scheduler

  /**
   * Finds due transitions with indexed queries and queues one job each, with a deterministic
   * jobId (transition + subject + period): a transition found by two scans is queued once.
   */
  async scan(limit = SCAN_BATCH): Promise<ScanResult> {
    const now = this.clock.now();
    const db = this.dataSource;
    const trials = await findEndedTrials(db, now, limit);
    const renewals = await findEndedPeriods(db, now, limit);
    const overdue = await findDueUnpaidInvoices(db, now, limit);
    const ending = await findTrialsEndingSoon(db, now, new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS), limit);
    const dunning = await this.dunning.scanJobs(now, limit);

    const jobs: QueuedJob[] = [
      ...trials.map((s) =>
        job(BillingJob.TRIAL_END, { subscriptionId: s.id, trialEndsAt: new Date(s.trialEndsAt).toISOString() }, s.id, s.trialEndsAt),
      ),
      ...renewals.map((s) =>
        job(BillingJob.RENEW, { subscriptionId: s.id, periodEnd: new Date(s.periodEnd).toISOString() }, s.id, s.periodEnd),
      ),
      ...overdue.map((i) => job(BillingJob.INVOICE_OVERDUE, { invoiceId: i.id }, i.id)),
      ...ending.map((s) => job(BillingJob.TRIAL_ENDING, { subscriptionId: s.id }, s.id)),
      ...dunning.reminders,
      ...dunning.unpaid,
    ];
    if (jobs.length > 0) await this.queues.queue(QueueName.BILLING).addBulk(jobs);
    return {
      trialEnds: trials.length,
      renewals: renewals.length,
      overdue: overdue.length,
      trialEnding: ending.length,
      reminders: dunning.reminders.length,
      unpaid: dunning.unpaid.length,
    };
  }

  // ------------------------------------------------------------------ transitions

  /** End of the trial: cancelled if requested, else active with the first period invoiced. */
  async applyTrialEnd(subscriptionId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const sub = await lockSubscription(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.status !== 'trialing') return { applied: false, reason: `status ${sub.status}` };
      if (!sub.trialEndsAt || sub.trialEndsAt.getTime() > now.getTime()) return { applied: false, reason: 'trial not over' };
      if (sub.cancelAtPeriodEnd) {
        await cancelSubscription(manager, sub.id, now);
        return { applied: true, status: 'cancelled' };
      }
      const period = await startFirstPeriod(manager, sub.id, now);
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
      const sub = await lockSubscription(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.status !== 'active' && sub.status !== 'past_due') return { applied: false, reason: `status ${sub.status}` };
      if (sub.currentPeriodEnd.getTime() > now.getTime()) return { applied: false, reason: 'period not over' };
      if (sub.cancelAtPeriodEnd) {
        await cancelSubscription(manager, sub.id, now);
        return { applied: true, status: 'cancelled' };
      }
      // past_due stays past_due: the overdue invoice is still unpaid.
      const period = await advancePeriod(manager, sub.id, now);
      const invoice = await this.issueInvoice(manager, sub, period.start, period.end, now);
      return { applied: true, status: sub.status, invoice };
    });
    await this.afterIssue(subscriptionId, outcome);
    return outcome;
  }

  /**
   * An unpaid invoice past its due date: overdue, and its active subscription past_due (an unpaid
   * one stays unpaid); the first dunning step (DunningService.recordOverdue) is its «Pago pendiente».
   */
  async applyOverdue(invoiceId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const subscriptionId = await findInvoiceSubscriptionId(manager, invoiceId);
      if (!subscriptionId) return { applied: false, reason: 'not-found' };
      // Same lock order as every billing transaction: the subscription, then its invoice.
      const sub = await lockSubscription(manager, subscriptionId);
      const invoice = (await lockInvoiceDue(manager, invoiceId))!;
      if (invoice.status !== 'pending') return { applied: false, reason: `invoice ${invoice.status}` };
      if (new Date(invoice.dueDate).getTime() > now.getTime()) return { applied: false, reason: 'not due' };
      await markInvoiceOverdue(manager, invoiceId);
      let status = sub?.status ?? 'unknown';
      if (sub?.status === 'active') {
        await markSubscriptionPastDue(manager, sub.id, now);
        status = 'past_due';
      }
      await this.dunning.recordOverdue(manager, invoiceId, new Date(invoice.dueDate), status, now);
      return { applied: true, status };
    });
    // Also on a re-run that found it already overdue (the mail may not have been queued).
    await this.dunning.sendOverdueMail(invoiceId);
    return outcome;
  }

  /** "Your trial ends in 2 days", once per subscription (flag + mail dedupe key). */
  async applyTrialEnding(subscriptionId: string): Promise<TransitionOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<TransitionOutcome> => {
      const sub = await lockSubscription(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.trialEndingNotifiedAt) return { applied: false, reason: 'already notified' };
      if (sub.status !== 'trialing' || sub.cancelAtPeriodEnd || !sub.trialEndsAt) return { applied: false, reason: `status ${sub.status}` };
      const left = sub.trialEndsAt.getTime() - now.getTime();
      if (left <= 0 || left > TRIAL_ENDING_NOTICE_MS) return { applied: false, reason: 'not in the notice window' };
      await markTrialEndingNotified(manager, sub.id, now);
      return { applied: true, status: sub.status };
    });
    const sub = await findTrialEndingNotice(this.dataSource, subscriptionId);
    if (sub?.notified && sub.status === 'trialing') await this.sendTrialEndingMail(subscriptionId);
    return outcome;
  }

  // ------------------------------------------------------------------ invoices

  /**
   * Issues the invoice of one period inside the caller's transaction (the subscription row is
   * locked). The billing data is copied onto it; a free plan (0 €) is not invoiced.
   */
  private async issueInvoice(
    manager: Queryable,
    sub: LockedSubscription,
    periodStart: Date,
    periodEnd: Date,
    now: Date,
  ): Promise<IssuedInvoice | null> {
    if (await periodInvoiceExists(manager, sub.id, periodStart)) return null;
    const plan = await findPlanPeriodPrice(manager, sub.planId, sub.billingCycle);
    if (!plan || Number(plan.base) <= 0) return null;
    const data = await findInvoiceCustomer(manager, sub.companyId);
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
    const description =
      `Suscripción Rutalia, plan ${plan.displayName} (${cycle}), del ${formatDate(periodStart)} al ${formatDate(periodEnd)}`.slice(0, 255);
    const year = invoiceYear(now);
    const invoice = await insertInvoice(manager, {
      companyId: sub.companyId,
      subscriptionId: sub.id,
      year,
      description,
      periodStart,
      periodEnd,
      baseAmount: plan.base,
      taxRate: VAT_RATE,
      issuedAt: now,
      dueDays: this.config.billing.invoiceDueDays,
      snapshot,
    });
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
    const latestId = await findCurrentPeriodInvoiceId(this.dataSource, subscriptionId);
    if (latestId) await this.sendInvoiceMail(latestId);
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

  async sendTrialEndingMail(subscriptionId: string): Promise<void> {
    const row = await findTrialEndingMailRow(this.dataSource, subscriptionId);
    if (!row) return;
    await this.mail.send(
      'trial-ending',
      row.email,
      {
        companyName: row.companyName,
        trialEndsOn: formatDate(row.trialEndsAt),
        planName: row.planName,
        priceMonthly: formatEuros(row.priceMonthly),
        billingUrl: this.billingUrl(),
      },
      `trial-ending:${subscriptionId}`,
    );
  }

  private invoiceMailRow(invoiceId: string): Promise<InvoiceMailRow | undefined> {
    return findInvoiceMailRow(this.dataSource, invoiceId);
  }

  private billingUrl(): string {
    return `${this.config.publicUrl}/company-billing`;
  }
}

function job<N extends BillingJobName>(name: N, data: BillingPayloads[N], subjectId: string, period?: Date): QueuedJob {
  return { name, data, opts: { jobId: billingJobId(name, subjectId, period) } };
}
