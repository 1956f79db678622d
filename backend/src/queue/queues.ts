/**
 * Every queue, job name and payload of the app, in one place. Handlers must be idempotent:
 * a job may run twice (retries, two workers), so each relies on a unique key or a fixed jobId.
 */
export const QueueName = {
  MAINTENANCE: 'maintenance',
  MAIL: 'mail',
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
} as const;

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
