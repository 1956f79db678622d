/**
 * Every queue, job name and payload of the app, in one place. Handlers must be idempotent:
 * a job may run twice (retries, two workers), so each relies on a unique key or a fixed jobId.
 */
export const QueueName = {
  MAINTENANCE: 'maintenance',
  MAIL: 'mail',
  BILLING: 'billing',
  HIRING: 'hiring',
  ALERTS: 'alerts',
  INSIGHTS: 'insights',
  DOCUMENTS: 'documents',
  PAYMENTS: 'payments',
  PRIVACY: 'privacy',
} as const;
export type QueueNameValue = (typeof QueueName)[keyof typeof QueueName];

export const MaintenanceJob = {
  PURGE_EXPIRED_TOKENS: 'purge-expired-tokens',
} as const;

export interface MaintenancePayloads {
  [MaintenanceJob.PURGE_EXPIRED_TOKENS]: { olderThanDays: number };
}

export const MailJob = {
  SEND: 'send',
  /** The repeating re-drive: queues again the failed mails whose job gave up (modules/mail/mail-redrive.service.ts). */
  REDRIVE: 'redrive',
} as const;

/** The id of the repeating mail re-drive (one schedule per queue, whichever process upserts it). */
export const MAIL_REDRIVE_SCHEDULER_ID = 'mail-redrive';

/** The mail jobs' own backoff (`mailBackoffDelay`), set on the mail worker as its custom strategy. */
export const MAIL_BACKOFF_TYPE = 'mail';

/** Exponential from `baseDelayMs`, each delay capped at `maxDelayMs`: quick retries for a blip, hours for an outage. */
export function mailBackoffDelay(attemptsMade: number, baseDelayMs: number, maxDelayMs: number): number {
  const exponent = Math.min(Math.max(attemptsMade - 1, 0), 30);
  return Math.min(baseDelayMs * 2 ** exponent, maxDelayMs);
}

/** Options of one mail job: its id from the dedupe key, and the mail retries (config.mail). */
export function mailJobOptions(dedupeKey: string, retry: { retryAttempts: number; retryBaseDelayMs: number }) {
  return {
    jobId: jobIdFor('mail', dedupeKey),
    attempts: retry.retryAttempts,
    backoff: { type: MAIL_BACKOFF_TYPE, delay: retry.retryBaseDelayMs },
  };
}

/** One e-mail: rendered by the worker from `template` and `data` (see modules/mail/templates). */
export interface MailSendPayload {
  template: string;
  to: string;
  data: Record<string, unknown>;
  /** Unique per logical e-mail (e.g. `password-reset:<tokenId>`): the job id and mail_log.dedupe_key. */
  dedupeKey: string;
}

export interface MailPayloads {
  [MailJob.SEND]: MailSendPayload;
}

/**
 * Subscription lifecycle (modules/billing/billing.processor.ts). `scan` is the repeating
 * scheduler job: it finds due transitions (indexed queries) and enqueues one job per
 * subscription or invoice with a deterministic jobId (`billingJobId`), so a transition found
 * by two scans is queued once. Each handler locks the subscription row and re-checks.
 */
export const BillingJob = {
  SCAN: 'scan',
  /** Trial over: active + first invoice, or cancelled if cancellation was requested. */
  TRIAL_END: 'trial-end',
  /** Period over: next period + invoice, or cancelled at period end. */
  RENEW: 'renew',
  /** An unpaid invoice past its due date: overdue, subscription past_due. */
  INVOICE_OVERDUE: 'invoice-overdue',
  /** "Your trial ends in 2 days" (once per subscription). */
  TRIAL_ENDING: 'trial-ending',
  /** Dunning (issue 20): the next reminder of an overdue invoice (DUNNING_REMINDER_DAYS). */
  INVOICE_REMINDER: 'invoice-reminder',
  /** Dunning: the grace after the oldest overdue invoice ended, past_due → unpaid (no access). */
  SUBSCRIPTION_UNPAID: 'subscription-unpaid',
} as const;
export type BillingJobName = (typeof BillingJob)[keyof typeof BillingJob];

export interface BillingPayloads {
  [BillingJob.SCAN]: Record<string, never>;
  /** `trialEndsAt` (ISO) identifies the transition: the job is a no-op if it changed. */
  [BillingJob.TRIAL_END]: { subscriptionId: string; trialEndsAt: string };
  /** `periodEnd` (ISO) is the end of the period being closed. */
  [BillingJob.RENEW]: { subscriptionId: string; periodEnd: string };
  [BillingJob.INVOICE_OVERDUE]: { invoiceId: string };
  [BillingJob.TRIAL_ENDING]: { subscriptionId: string };
  /** `remindAt` (ISO) is the invoice's `next_reminder_at` when queued (part of the jobId). */
  [BillingJob.INVOICE_REMINDER]: { invoiceId: string; remindAt: string };
  /** `overdueSince` (ISO) is the due date of the oldest overdue invoice when queued (part of the jobId). */
  [BillingJob.SUBSCRIPTION_UNPAID]: { subscriptionId: string; overdueSince: string };
}

/** Deterministic id of a billing job: transition + subject + period (ms), e.g. `billing-renew-<id>-1767225600000`. */
export function billingJobId(name: BillingJobName, subjectId: string, period?: string | Date): string {
  const stamp = period === undefined ? '' : `-${new Date(period).getTime()}`;
  return `billing-${name}-${subjectId}${stamp}`;
}

/** The id of the repeating scan (one schedule per queue, whichever process upserts it). */
export const BILLING_SCHEDULER_ID = 'billing-scan';

/**
 * A request's life after hiring (modules/proposals/hiring.processor.ts): two repeating jobs, each
 * idempotent (conditional UPDATEs under the request's row lock; mails deduplicated by key).
 */
export const HiringJob = {
  /** Pending proposals past `valid_until` (Madrid day) become `expired`. */
  EXPIRE_PROPOSALS: 'expire-proposals',
  /** Hired requests past their service date: ask the client whether the job was done. */
  ASK_COMPLETION: 'ask-completion',
} as const;
export type HiringJobName = (typeof HiringJob)[keyof typeof HiringJob];

/** The ids of their schedules (one per queue, whichever process upserts it) and how often they run. */
export const HIRING_SCHEDULES: Record<HiringJobName, { id: string; everyMs: number }> = {
  [HiringJob.EXPIRE_PROPOSALS]: { id: 'hiring-expire-proposals', everyMs: 15 * 60_000 },
  [HiringJob.ASK_COMPLETION]: { id: 'hiring-ask-completion', everyMs: 60 * 60_000 },
};

/**
 * Alerts for new requests (modules/alerts/request-alerts.processor.ts): one fan-out job per
 * published request (jobId `alerts-fan-out-<requestId>`: queued twice, run once) and the daily
 * digest at 8:00 Madrid time (a cron job scheduler). Both idempotent through request_alerts.
 */
export const AlertsJob = {
  FAN_OUT: 'fan-out',
  DIGEST: 'digest',
  /** Queues again the fan-outs that never ran (requests.alerts_pending). */
  SWEEP: 'sweep',
} as const;

export interface AlertsPayloads {
  [AlertsJob.FAN_OUT]: { requestId: string };
  [AlertsJob.DIGEST]: Record<string, never>;
  [AlertsJob.SWEEP]: Record<string, never>;
}

/** The digest's schedule: every day at 8:00 in Madrid (summer and winter time alike). */
export const ALERTS_DIGEST_SCHEDULE = { id: 'alerts-digest', pattern: '0 8 * * *', tz: 'Europe/Madrid' } as const;

/** The sweep of lost fan-outs: every 5 minutes. */
export const ALERTS_SWEEP_SCHEDULE = { id: 'alerts-sweep', everyMs: 5 * 60_000 } as const;

/**
 * Company statistics (modules/insights/insights.processor.ts): the medians of every group of
 * companies, recomputed every hour (and once at start-up); idempotent, it replaces the day's rows.
 */
export const InsightsJob = {
  PEER_MEDIANS: 'peer-medians',
} as const;

export const INSIGHTS_PEER_MEDIANS_SCHEDULE = { id: 'insights-peer-medians', pattern: '20 * * * *', tz: 'Europe/Madrid' } as const;

/**
 * Company documents (modules/documents/documents.processor.ts): once a day just after midnight in
 * Madrid (and once at start-up) the expiry warnings 30 and 7 days before a document's last day and
 * the lapse of those past it (badge removed). Idempotent: conditional UPDATEs, mails by dedupe key.
 */
export const DocumentsJob = {
  EXPIRY: 'expiry',
} as const;

export const DOCUMENTS_EXPIRY_SCHEDULE = { id: 'documents-expiry', pattern: '5 0 * * *', tz: 'Europe/Madrid' } as const;

/**
 * Automatic charges of issued invoices with the company's saved payment method
 * (modules/payments/payments.processor.ts; only with Stripe configured). `scan` repeats with the
 * billing scan's interval and queues one `charge-invoice` per pending invoice without any payment
 * attempt (jobId `payments-charge-invoice-<invoiceId>`); the charge itself carries the Stripe
 * idempotency key of the invoice, so a retried job never charges twice.
 */
export const PaymentsJob = {
  SCAN: 'scan',
  CHARGE_INVOICE: 'charge-invoice',
} as const;

export interface PaymentsPayloads {
  [PaymentsJob.SCAN]: Record<string, never>;
  [PaymentsJob.CHARGE_INVOICE]: { invoiceId: string };
}

/** The id of the repeating automatic-charge scan. */
export const PAYMENTS_SCHEDULER_ID = 'payments-scan';

/** Deterministic id of the automatic charge of one invoice: queued twice, run once. */
export const paymentsChargeJobId = (invoiceId: string) => `payments-${PaymentsJob.CHARGE_INVOICE}-${invoiceId}`;

/**
 * Data rights (modules/privacy/privacy.processor.ts): `build-export` makes one user's zip (jobId
 * `privacy-export-<exportId>`: queued twice, built once; a finished export is skipped) and the
 * hourly `sweep-exports` deletes the exports past their 7 days (row and file).
 */
export const PrivacyJob = {
  BUILD_EXPORT: 'build-export',
  SWEEP_EXPORTS: 'sweep-exports',
} as const;

export interface PrivacyPayloads {
  [PrivacyJob.BUILD_EXPORT]: { exportId: string };
  [PrivacyJob.SWEEP_EXPORTS]: Record<string, never>;
}

export const PRIVACY_SWEEP_SCHEDULE = { id: 'privacy-sweep-exports', everyMs: 60 * 60_000 } as const;

export const privacyExportJobId = (exportId: string) => `privacy-export-${exportId}`;

/** BullMQ job ids may not contain ':' (nor be integers): dedupe keys are mapped to a safe id. */
export function jobIdFor(prefix: string, key: string): string {
  return `${prefix}-${key.replace(/:/g, '.')}`;
}

/** Sensible defaults for every job: retried with exponential backoff, history kept short. */
export const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
