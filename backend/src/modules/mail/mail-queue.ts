import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { jobIdFor, mailJobOptions, MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';

/** Job states in which the mail will still be tried without anyone's help. */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

export type RequeueOutcome = 'queued' | 'live';

/**
 * Queues a mail again (re-drive, a super admin's retry). A job that gave up keeps its id for
 * days (removeOnFail), so adding the same id would be swallowed by BullMQ's dedupe: the finished
 * job is removed first and a fresh one, with all its attempts, takes its id. A job still waiting
 * or retrying is left alone. Sending twice is prevented by mail_log (row lock + `sent` check).
 */
@Injectable()
export class MailQueue {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
  ) {}

  /** Whether the mail's job will still be tried by itself (`live`), has finished, or does not exist. */
  async state(dedupeKey: string): Promise<'live' | 'finished' | 'missing'> {
    const job = await this.queues.queue(QueueName.MAIL).getJob(jobIdFor('mail', dedupeKey));
    if (!job) return 'missing';
    return LIVE_STATES.has(await job.getState()) ? 'live' : 'finished';
  }

  async requeue(payload: MailSendPayload): Promise<RequeueOutcome> {
    const queue = this.queues.queue(QueueName.MAIL);
    const job = await queue.getJob(jobIdFor('mail', payload.dedupeKey));
    if (job) {
      if (LIVE_STATES.has(await job.getState())) return 'live';
      try {
        await job.remove();
      } catch {
        // Locked: a worker took it meanwhile, so it is live.
        return 'live';
      }
    }
    await queue.add(MailJob.SEND, payload, mailJobOptions(payload.dedupeKey, this.config.mail));
    return 'queued';
  }
}
