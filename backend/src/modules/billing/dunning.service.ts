import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BillingJob, billingJobId, type BillingJobName, type BillingPayloads } from '../../queue/queues.js';
import { MailService } from '../mail/mail.service.js';
import { formatDate, formatEuros } from './billing-format.js';
import { cancelSubscription, lockSubscription } from './billing-lifecycle-sql.js';
import { findInvoiceSubscriptionId } from './billing-sql.js';
import { DAY_MS, daysAfter, graceEndsAt, reminderStep } from './dunning-schedule.js';
import {
  clearReminders,
  findDueReminders,
  findDunning,
  findDunningInvoice,
  findEndedGraces,
  findOverdueSince,
  lockDunningInvoice,
  markSubscriptionUnpaid,
  recordReminder,
  type DunningInvoiceRow,
} from './dunning-sql.js';

/** The outcome of a dunning job (the same shape as the lifecycle's transitions). */
export type DunningOutcome = { applied: false; reason: string } | { applied: true; status: string; day?: number };

/** A job for the billing queue, with its deterministic jobId. */
export interface DunningJob {
  name: BillingJobName;
  data: unknown;
  opts: { jobId: string };
}

const IN_DUNNING = new Set(['past_due', 'unpaid']);

/**
 * Dunning that ends (issue 20). After an invoice becomes overdue (applyOverdue: its subscription
 * past_due, step 0 «Pago pendiente»), one reminder per DUNNING_REMINDER_DAYS step, once each; when
 * PAST_DUE_GRACE_DAYS have passed since the due date of the oldest overdue invoice, past_due →
 * unpaid (no access: the access rule lists statuses) and a mail says so. Paying (invoice-payment.ts)
 * gives the access back at once.
 *
 * As every billing transition: the subscription row locked first (FOR UPDATE), then the invoice,
 * the condition re-checked with `clock.now()`; mails after the commit with dedupe keys, also on a
 * re-run that finds the work done (`invoice-reminder:<invoice>:<day>`,
 * `subscription-unpaid:<subscription>:<ms of unpaid_at>`).
 */
@Injectable()
export class DunningService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mail: MailService,
  ) {}

  private get steps(): number[] {
    return this.config.billing.dunningReminderDays;
  }

  private get graceDays(): number {
    return this.config.billing.pastDueGraceDays;
  }

  /** The scan's part: one job per due reminder and per ended grace (deterministic jobIds). */
  async scanJobs(now: Date, limit: number): Promise<{ reminders: DunningJob[]; unpaid: DunningJob[] }> {
    const reminders = await findDueReminders(this.dataSource, now, limit);
    const graces = await findEndedGraces(this.dataSource, new Date(now.getTime() - this.graceDays * DAY_MS), limit);
    return {
      reminders: reminders.map((r) =>
        job(BillingJob.INVOICE_REMINDER, { invoiceId: r.id, remindAt: new Date(r.remindAt).toISOString() }, r.id, r.remindAt),
      ),
      unpaid: graces.map((s) =>
        job(
          BillingJob.SUBSCRIPTION_UNPAID,
          { subscriptionId: s.id, overdueSince: new Date(s.overdueSince).toISOString() },
          s.id,
          s.overdueSince,
        ),
      ),
    };
  }

  /**
   * Inside applyOverdue's transaction (subscription and invoice locked), the invoice just became
   * overdue: records step 0 (or the latest step already due, after a stopped worker) and when
   * the next one is due. Only while the subscription is in dunning: a cancelled one is not chased.
   */
  async recordOverdue(manager: Queryable, invoiceId: string, dueDate: Date, subscriptionStatus: string, now: Date): Promise<void> {
    const { sendDay, nextAt } = reminderStep(this.steps, dueDate, null, now);
    await recordReminder(manager, invoiceId, sendDay, IN_DUNNING.has(subscriptionStatus) ? nextAt : null);
  }

  /**
   * The next reminder of an overdue invoice. `remindAt` is the `next_reminder_at` the job was
   * queued for: on a re-run it tells whether the step recorded is this job's (its mail is queued
   * again, deduplicated) or the overdue transition's «Pago pendiente».
   */
  async applyReminder(invoiceId: string, remindAt?: string | Date): Promise<DunningOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<DunningOutcome> => {
      const subscriptionId = await findInvoiceSubscriptionId(manager, invoiceId);
      if (!subscriptionId) return { applied: false, reason: 'not-found' };
      const sub = (await lockSubscription(manager, subscriptionId))!;
      const invoice = (await lockDunningInvoice(manager, invoiceId))!;
      if (invoice.status !== 'overdue' || !IN_DUNNING.has(sub.status)) {
        // Paid, refunded, or its subscription cancelled: nothing more to chase.
        await clearReminders(manager, invoiceId);
        return { applied: false, reason: `invoice ${invoice.status}, subscription ${sub.status}` };
      }
      const { sendDay, nextAt } = reminderStep(this.steps, invoice.dueDate, invoice.reminderDay, now);
      await recordReminder(manager, invoiceId, sendDay, nextAt);
      return sendDay === null ? { applied: false, reason: 'no step due' } : { applied: true, status: sub.status, day: sendDay };
    });
    const row = await findDunningInvoice(this.dataSource, invoiceId);
    if (row && row.reminderDay !== null) {
      const mine =
        outcome.applied || (remindAt !== undefined && daysAfter(row.dueDate, row.reminderDay).getTime() >= new Date(remindAt).getTime());
      if (mine) await this.sendReminderMail(invoiceId, row);
    }
    return outcome;
  }

  /** The grace is over: past_due → unpaid (or cancelled, when the company had asked to cancel). */
  async applyUnpaid(subscriptionId: string): Promise<DunningOutcome> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager): Promise<DunningOutcome> => {
      const sub = await lockSubscription(manager, subscriptionId);
      if (!sub) return { applied: false, reason: 'not-found' };
      if (sub.status !== 'past_due') return { applied: false, reason: `status ${sub.status}` };
      const since = await findOverdueSince(manager, sub.id);
      if (!since) return { applied: false, reason: 'nothing overdue' };
      if (graceEndsAt(since, this.graceDays).getTime() > now.getTime()) return { applied: false, reason: 'grace not over' };
      if (sub.cancelAtPeriodEnd) {
        // It was going to end anyway: it ends now, without a suspension to come back from.
        await cancelSubscription(manager, sub.id, now);
        return { applied: true, status: 'cancelled' };
      }
      await markSubscriptionUnpaid(manager, sub.id, now);
      return { applied: true, status: 'unpaid' };
    });
    // Also on a re-run that finds it unpaid already (the mail may not have been queued).
    await this.sendUnpaidMail(subscriptionId);
    return outcome;
  }

  // ------------------------------------------------------------------ mails

  /** Step 0, «Pago pendiente» (`invoice-overdue:<invoice>`), when the overdue transition recorded a step. */
  async sendOverdueMail(invoiceId: string): Promise<void> {
    const row = await findDunningInvoice(this.dataSource, invoiceId);
    if (!row || row.status !== 'overdue' || row.reminderDay === null) return;
    const subscription = row.subscriptionStatus === 'unpaid' ? 'suspended' : row.subscriptionStatus === 'cancelled' ? 'ended' : 'grace';
    await this.mail.send(
      'payment-overdue',
      row.email,
      {
        companyName: row.companyName,
        invoiceNumber: row.invoiceNumber,
        amount: formatEuros(row.amount),
        dueDate: formatDate(row.dueDate),
        billingUrl: this.payUrl(invoiceId),
        graceEndsOn: subscription === 'grace' ? formatDate(graceEndsAt(row.overdueSince ?? row.dueDate, this.graceDays)) : null,
        subscription,
      },
      `invoice-overdue:${invoiceId}`,
    );
  }

  private async sendReminderMail(invoiceId: string, row: DunningInvoiceRow): Promise<void> {
    if (row.status !== 'overdue' || !IN_DUNNING.has(row.subscriptionStatus) || !row.reminderDay) return;
    const suspended = row.subscriptionStatus === 'unpaid';
    await this.mail.send(
      'invoice-reminder',
      row.email,
      {
        companyName: row.companyName,
        invoiceNumber: row.invoiceNumber,
        amount: formatEuros(row.amount),
        dueDate: formatDate(row.dueDate),
        daysOverdue: row.reminderDay,
        graceEndsOn: suspended ? null : formatDate(graceEndsAt(row.overdueSince ?? row.dueDate, this.graceDays)),
        suspended,
        payUrl: this.payUrl(invoiceId),
      },
      `invoice-reminder:${invoiceId}:${row.reminderDay}`,
    );
  }

  private async sendUnpaidMail(subscriptionId: string): Promise<void> {
    const row = await findDunning(this.dataSource, subscriptionId);
    if (!row || row.status !== 'unpaid' || !row.unpaidAt) return;
    await this.mail.send(
      'subscription-unpaid',
      row.email,
      {
        companyName: row.companyName,
        invoiceNumber: row.invoiceNumber,
        amount: formatEuros(row.amount),
        dueDate: formatDate(row.overdueSince),
        overdueCount: row.overdueCount,
        totalDue: formatEuros(row.totalDue),
        payUrl: this.payUrl(row.invoiceId),
      },
      `subscription-unpaid:${subscriptionId}:${new Date(row.unpaidAt).getTime()}`,
    );
  }

  /** The billing page, opened on the payment of that invoice. */
  private payUrl(invoiceId: string): string {
    return `${this.config.publicUrl}/company-billing?pagar=${invoiceId}`;
  }
}

function job<N extends BillingJobName>(name: N, data: BillingPayloads[N], subjectId: string, at: Date): DunningJob {
  return { name, data, opts: { jobId: billingJobId(name, subjectId, at) } };
}
