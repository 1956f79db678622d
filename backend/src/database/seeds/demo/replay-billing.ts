/**
 * The demo's invoice history, built by replaying each paying company's life through the real
 * billing services with a clock that walks from the oldest trial to `now`: trial end and first
 * invoice, monthly (or yearly) renewals, payments recorded as a super admin would record a bank
 * transfer, due dates, reminders and the end of the grace period. So the invoices, their
 * numbering, the PDFs and the dunning states are exactly what the product would have produced.
 *
 * Events run in time order across all companies (a small priority queue), so invoice numbers grow
 * with their issue dates as in a real series. Mails are not sent: this is history.
 */
import type { SubscriptionStatus } from '../../enums.js';
import type { DemoPayer } from './companies.data.js';

export interface DemoBillingSubject {
  subscriptionId: string;
  trialEndsAt: Date;
  payer: DemoPayer;
  /** Monthly subscriptions can be the one picked to be in grace now. */
  monthly: boolean;
  /** Spreads the payment days between companies (deterministic). */
  index: number;
}

/** The billing services the replay drives, each at the replay clock's time. */
export interface DemoBillingServices {
  /** Sets the time every service sees. */
  setNow(at: Date): void;
  trialEnd(subscriptionId: string): Promise<DemoIssued | null>;
  renew(subscriptionId: string): Promise<DemoIssued | null>;
  /** The due-date transition (overdue, past_due) and the dunning steps after it, at the replay time. */
  dunningStep(invoiceId: string, subscriptionId: string): Promise<void>;
  pay(invoiceId: string): Promise<void>;
  periodEndOf(subscriptionId: string): Promise<{ status: SubscriptionStatus; periodEnd: Date }>;
  /** Days after the due date when something happens (reminders, end of grace). */
  dunningDays: readonly number[];
}

export interface DemoIssued {
  id: string;
  issuedAt: Date;
  dueDate: Date;
}

const DAY_MS = 24 * 3600 * 1000;
/** A `stopped` payer leaves unpaid every invoice due in this long (more than a month and the 14-day grace). */
const STOPPED_WINDOW_MS = 47 * DAY_MS;
/** An invoice due this recently is still within the 14-day grace. */
const GRACE_PICK_WINDOW_MS = 13 * DAY_MS;

interface DemoEvent {
  at: number;
  /** Tie-break: events at the same instant run in the order they were scheduled. */
  seq: number;
  run: () => Promise<void>;
}

/** Replays the history up to `now`; returns how many invoices were issued. */
export async function replayDemoBilling(services: DemoBillingServices, subjects: DemoBillingSubject[], now: Date): Promise<number> {
  const queue: DemoEvent[] = [];
  let seq = 0;
  let issued = 0;
  // The company in its grace period now: the first punctual monthly payer, in time order, with an
  // invoice falling due in the last 13 days leaves it unpaid. About 14 such payers with different
  // billing days make one almost certain on any date.
  let graceTaken = false;
  const leaveForGrace = (subject: DemoBillingSubject, invoice: DemoIssued) => {
    const due = invoice.dueDate.getTime();
    if (graceTaken || subject.payer !== 'punctual' || !subject.monthly) return false;
    if (due < now.getTime() - GRACE_PICK_WINDOW_MS || due > now.getTime() - 3600_000) return false;
    graceTaken = true;
    return true;
  };
  const schedule = (at: Date | number, run: () => Promise<void>) => {
    const time = typeof at === 'number' ? at : at.getTime();
    if (time > now.getTime()) return;
    queue.push({ at: time, seq: seq++, run });
  };

  const afterIssue = (subject: DemoBillingSubject, invoice: DemoIssued | null) => {
    if (invoice) {
      issued++;
      const payAt = leaveForGrace(subject, invoice) ? null : paymentTime(subject, invoice, now);
      if (payAt !== null) schedule(payAt, () => services.pay(invoice.id));
      for (const day of services.dunningDays) {
        // A minute past the day boundary, like a scheduler's scan.
        schedule(invoice.dueDate.getTime() + day * DAY_MS + 60_000, () => services.dunningStep(invoice.id, subject.subscriptionId));
      }
    }
  };
  const scheduleRenewal = async (subject: DemoBillingSubject) => {
    const { status, periodEnd } = await services.periodEndOf(subject.subscriptionId);
    if (status !== 'active' && status !== 'past_due') return;
    schedule(periodEnd, async () => {
      services.setNow(new Date(periodEnd.getTime() + 60_000));
      afterIssue(subject, await services.renew(subject.subscriptionId));
      await scheduleRenewal(subject);
    });
  };

  for (const subject of subjects) {
    schedule(subject.trialEndsAt, async () => {
      afterIssue(subject, await services.trialEnd(subject.subscriptionId));
      await scheduleRenewal(subject);
    });
  }

  while (queue.length > 0) {
    queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
    const next = queue.shift()!;
    services.setNow(new Date(next.at));
    await next.run();
  }
  services.setNow(now);
  return issued;
}

/** When this payer pays this invoice, or null if it does not. */
function paymentTime(subject: DemoBillingSubject, invoice: DemoIssued, now: Date): number | null {
  const spread = (subject.index * 7 + invoice.issuedAt.getUTCDate()) % 5;
  switch (subject.payer) {
    case 'punctual':
      return invoice.issuedAt.getTime() + (1 + spread) * DAY_MS + 3 * 3600_000;
    case 'late':
      return invoice.dueDate.getTime() + (2 + spread) * DAY_MS + 5 * 3600_000;
    case 'onDueDate':
      return invoice.dueDate.getTime() - 6 * 3600_000;
    case 'stopped':
      return invoice.dueDate.getTime() >= now.getTime() - STOPPED_WINDOW_MS ? null : invoice.issuedAt.getTime() + (2 + spread) * DAY_MS;
  }
}
