import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { mailJobOptions, MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';
import { isStoredKind, kindOfTemplate } from '../notifications/mail-kinds.js';
import { RECIPIENT_KEY } from '../notifications/mail-preference-gate.js';
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
   * A mail the recipient can turn off (notifications/mail-kinds.ts, StoredKind) needs their user
   * id in `recipient`: the worker reads their switch at send time and signs the unsubscribe link.
   */
  async send<T extends MailTemplateName>(
    template: T,
    to: string,
    data: MailTemplateData<T>,
    dedupeKey: string,
    recipient?: { userId: string },
  ): Promise<void> {
    const fields = data as unknown as Record<string, unknown>;
    const kind = kindOfTemplate(template);
    // Without it the mail still goes, but no switch is read and it carries no unsubscribe link.
    if (!recipient && kind && isStoredKind(kind))
      this.logger.warn(`Correo "${template}" (${dedupeKey}) encolado sin destinatario: no se aplican sus preferencias`);
    const payload: MailSendPayload = {
      template,
      to,
      data: recipient ? { ...fields, [RECIPIENT_KEY]: recipient.userId } : fields,
      dedupeKey,
    };
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
