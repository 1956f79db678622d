import { Injectable } from '@nestjs/common';
import { QueueService } from '../../queue/queue.service.js';
import { jobIdFor, MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';
import type { MailTemplateData, MailTemplateName } from './templates/index.js';

/** What domain services call to send mail: the job is queued, rendered and sent by the mail worker. */
@Injectable()
export class MailService {
  constructor(private readonly queues: QueueService) {}

  /**
   * Queues one e-mail. `dedupeKey` identifies it (e.g. `password-reset:<tokenId>`): queuing it
   * twice, or the job running twice, sends it once.
   */
  async send<T extends MailTemplateName>(template: T, to: string, data: MailTemplateData<T>, dedupeKey: string): Promise<void> {
    const payload: MailSendPayload = { template, to, data: data as unknown as Record<string, unknown>, dedupeKey };
    await this.queues.queue(QueueName.MAIL).add(MailJob.SEND, payload, { jobId: jobIdFor('mail', dedupeKey) });
  }
}
