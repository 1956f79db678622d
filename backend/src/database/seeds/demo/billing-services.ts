/**
 * The real billing services wired for the demo's replayed history (replay-billing.ts): the
 * lifecycle (trial end, renewals, overdue), dunning (reminders, end of the grace) and the one
 * payment path (applyInvoicePayment, as a super admin recording a bank transfer), all reading a
 * clock the replay moves. Mails are dropped: they belong to a past nobody lived.
 */
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { DEFAULT_BILLING, type AppConfig, type BillingConfig } from '../../../config/app-config.js';
import type { QueueService } from '../../../queue/queue.service.js';
import { AuditService } from '../../../modules/audit/audit.service.js';
import { BillingLifecycleService, type TransitionOutcome } from '../../../modules/billing/billing-lifecycle.service.js';
import { DunningService } from '../../../modules/billing/dunning.service.js';
import { applyInvoicePayment } from '../../../modules/billing/invoice-payment.js';
import type { MailService } from '../../../modules/mail/mail.service.js';
import type { SubscriptionStatus } from '../../enums.js';
import { slugify } from '@rutalia/catalog';
import { DEMO_COMPANIES } from './companies.data.js';
import type { DemoBillingServices, DemoBillingSubject, DemoIssued } from './replay-billing.js';
import type { DemoDataset } from './types.js';

class ReplayClock extends Clock {
  constructor(private at: Date) {
    super();
  }
  set(at: Date): void {
    this.at = at;
  }
  now(): Date {
    return this.at;
  }
}

/** The mail a past transition would have sent is not sent now. */
const SILENT_MAIL = { send: () => Promise.resolve() } as unknown as MailService;
/** The replay applies transitions directly; nothing is queued. */
const NO_QUEUES = {
  queue: () => {
    throw new Error('The demo billing replay does not queue jobs');
  },
} as unknown as QueueService;

/**
 * `dataSource` is the seed's transactional view, so the history is part of the all-or-nothing
 * demo load. `adminId` records the transfers as the demo super admin would have.
 */
export function demoBillingServices(
  dataSource: DataSource,
  adminId: string,
  now: Date,
  billing: BillingConfig = DEFAULT_BILLING,
): DemoBillingServices {
  const clock = new ReplayClock(now);
  // The services read only `billing` and the public URL (for mail links, unused here).
  const config = { billing, publicUrl: '' } as unknown as AppConfig;
  const dunning = new DunningService(config, dataSource, clock, SILENT_MAIL);
  const lifecycle = new BillingLifecycleService(config, dataSource, clock, SILENT_MAIL, NO_QUEUES, dunning);
  const audit = new AuditService(dataSource);

  const issued = (outcome: TransitionOutcome): DemoIssued | null =>
    outcome.applied && outcome.invoice
      ? { id: outcome.invoice.id, issuedAt: clock.now(), dueDate: new Date(outcome.invoice.dueDate) }
      : null;

  return {
    setNow: (at) => clock.set(at),
    trialEnd: async (id) => issued(await lifecycle.applyTrialEnd(id)),
    renew: async (id) => issued(await lifecycle.applyRenewal(id)),
    dunningStep: async (invoiceId, subscriptionId) => {
      // Each re-checks its own condition at the replay time; the ones not due do nothing.
      await lifecycle.applyOverdue(invoiceId);
      await dunning.applyReminder(invoiceId);
      await dunning.applyUnpaid(subscriptionId);
    },
    pay: async (invoiceId) => {
      await dataSource.transaction((manager) =>
        applyInvoicePayment(manager, audit, invoiceId, clock.now(), { actorId: adminId, action: 'invoice.mark_paid' }),
      );
    },
    periodEndOf: async (id) => {
      const [row] = await dataSource.query<{ status: SubscriptionStatus; periodEnd: Date }[]>(
        `SELECT status, current_period_end AS "periodEnd" FROM company_subscriptions WHERE id = $1`,
        [id],
      );
      return { status: row.status, periodEnd: new Date(row.periodEnd) };
    },
    dunningDays: [...new Set([...billing.dunningReminderDays, billing.pastDueGraceDays])].sort((a, b) => a - b),
  };
}

/** The paying demo companies (all but the running trials), with how each pays. */
export function demoBillingSubjects(data: DemoDataset, now: Date): DemoBillingSubject[] {
  return DEMO_COMPANIES.flatMap((company, index) => {
    if (company.subscription !== 'active') return [];
    const companyId = data.companies.find((c) => c.slug === slugify(company.name))!.id;
    const subscription = data.companySubscriptions.find((s) => s.companyId === companyId)!;
    if (subscription.trialEndsAt!.getTime() > now.getTime()) return [];
    return [
      {
        subscriptionId: subscription.id!,
        trialEndsAt: subscription.trialEndsAt!,
        payer: company.payer ?? 'punctual',
        monthly: !company.yearly,
        index,
      },
    ];
  });
}
