import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { mailJobOptions, MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';
import { recordQueuedMail } from './mail-sql.js';
import type { MailTemplateData, MailTemplateName } from './templates/index.js';

/** How long `send` waits for the queue before answering (the job still gets queued later). */
export const MAIL_QUEUE_WAIT_MS = 2000;

/** What domain services call to send mail: the job is queued, rendered and sent by the mail worker. */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    private readonly queues: QueueService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues one e-mail. `dedupeKey` identifies it (e.g. `password-reset:<tokenId>`): queuing it
   * twice, or the job running twice, sends it once. The mail_log row (with the data) is written
   * first: if the job is lost or gives up, the re-drive queues the mail again from it.
   */
  async send<T extends MailTemplateName>(template: T, to: string, data: MailTemplateData<T>, dedupeKey: string): Promise<void> {
    const payload: MailSendPayload = { template, to, data: data as unknown as Record<string, unknown>, dedupeKey };
    await recordQueuedMail(this.dataSource, { dedupeKey, to, template, payload: payload.data });
    const added = this.queues.queue(QueueName.MAIL).add(MailJob.SEND, payload, mailJobOptions(dedupeKey, this.config.mail));
    // While Redis is down the queue's connection holds the command until it is back (nothing is
    // lost while the process lives): the caller (often a request) waits a bounded time, not forever.
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), MAIL_QUEUE_WAIT_MS)));
    const outcome = await Promise.race([added.then(() => 'queued' as const), waited]).finally(() => clearTimeout(timer));
    if (outcome === 'pending') {
      this.logger.warn(`Cola de correo sin respuesta: "${template}" (${dedupeKey}) se encolará al volver`);
      void added.then(
        () => this.logger.log(`Correo "${template}" (${dedupeKey}) encolado con retraso`),
        (error: Error) => this.logger.error(`No se pudo encolar el correo "${template}" (${dedupeKey}): ${error.message}`),
      );
    }
  }
}
