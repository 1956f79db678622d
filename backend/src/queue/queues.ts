/**
 * Every queue, job name and payload of the app, in one place. Handlers must be idempotent:
 * a job may run twice (retries, two workers), so each relies on a unique key or a fixed jobId.
 */
export const QueueName = {
  MAINTENANCE: 'maintenance',
} as const;
export type QueueNameValue = (typeof QueueName)[keyof typeof QueueName];

export const MaintenanceJob = {
  PURGE_EXPIRED_TOKENS: 'purge-expired-tokens',
} as const;

export interface MaintenancePayloads {
  [MaintenanceJob.PURGE_EXPIRED_TOKENS]: { olderThanDays: number };
}

/** Sensible defaults for every job: retried with exponential backoff, history kept short. */
export const defaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
