import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import {
  MAIL_BACKOFF_TYPE,
  MAIL_REDRIVE_SCHEDULER_ID,
  mailBackoffDelay,
  MailJob,
  QueueName,
  type MailSendPayload,
} from '../../queue/queues.js';
import { MailPreferenceGate } from '../notifications/mail-preference-gate.js';
import { MailRedriveService, type RedriveResult } from './mail-redrive.service.js';
import { lockMail, markMailFailed, markMailSent, markMailSuppressed, upsertMailDelivery } from './mail-sql.js';
import { MailTransport } from './mail-transport.js';
import { isMailTemplateName, renderMail, type MailTemplateData } from './templates/index.js';

/** `suppressed`: the recipient turned this kind of mail off (notification preferences). */
export type MailOutcome = { status: 'sent'; file?: string } | { status: 'skipped' } | { status: 'suppressed' };

/**
 * The mail worker (runs where `config.runWorkers`). Idempotent: mail_log has one row per
 * dedupe key, locked while sending, so a job that runs twice (retry, two workers) sends once.
 * Failures are recorded and thrown, so BullMQ retries with the mail backoff (config.mail: hours);
 * a mail whose job gives up is queued again by the repeating re-drive (MailRedriveService).
 */
@Injectable()
export class MailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly redrive: MailRedriveService,
    private readonly preferences: MailPreferenceGate,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const { redriveIntervalMs, retryBaseDelayMs, retryMaxDelayMs } = this.config.mail;
    if (redriveIntervalMs > 0) {
      await this.queues.schedule(
        QueueName.MAIL,
        MAIL_REDRIVE_SCHEDULER_ID,
        { every: redriveIntervalMs },
        { name: MailJob.REDRIVE, data: {}, opts: { attempts: 1 } },
      );
    } else {
      await this.queues.unschedule(QueueName.MAIL, MAIL_REDRIVE_SCHEDULER_ID);
    }
    const backoffStrategy = (attemptsMade: number, type?: string, _error?: Error, job?: Pick<Job, 'opts'>) => {
      if (type !== MAIL_BACKOFF_TYPE) throw new Error(`Estrategia de reintento desconocida: ${type}`);
      const base = typeof job?.opts.backoff === 'object' ? (job.opts.backoff.delay ?? retryBaseDelayMs) : retryBaseDelayMs;
      return mailBackoffDelay(attemptsMade, base, retryMaxDelayMs);
    };
    this.queues.worker(QueueName.MAIL, (job) => this.process(job), { concurrency: 2, settings: { backoffStrategy } });
  }

  async process(job: Job): Promise<MailOutcome | RedriveResult> {
    if (job.name === MailJob.REDRIVE) return this.redrive.run();
    if (job.name !== MailJob.SEND) throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    return this.deliver(job.data as MailSendPayload);
  }

  async deliver(payload: MailSendPayload): Promise<MailOutcome> {
    const { template, to, dedupeKey } = payload;
    if (!isMailTemplateName(template)) throw new UnrecoverableError(`Plantilla de correo desconocida: ${template}`);
    const mail = renderMail(template, payload.data as unknown as MailTemplateData<typeof template>);

    let failure: Error | undefined;
    const outcome = await this.dataSource.transaction(async (manager): Promise<MailOutcome> => {
      await upsertMailDelivery(manager, { dedupeKey, to, template, subject: mail.subject.slice(0, 255), payload: payload.data ?? {} });
      const row = await lockMail(manager, dedupeKey);
      if (row.status === 'sent') return { status: 'skipped' };
      // At send time, under the row lock: a switch turned off while the mail waited still counts.
      const decision = await this.preferences.decide(manager, template, payload.data ?? {});
      if (!decision.send) {
        await markMailSuppressed(manager, row.id);
        return { status: 'suppressed' };
      }
      const { userId, kind } = decision.unsubscribe ?? {};
      const outgoing = userId && kind ? this.preferences.withUnsubscribe(mail, userId, kind) : mail;
      try {
        const result = await this.transport.deliver({ template, to, ...outgoing });
        await markMailSent(manager, row.id);
        return { status: 'sent', file: result.file };
      } catch (error) {
        failure = error as Error;
        await markMailFailed(manager, row.id, failure.message.slice(0, 2000));
        return { status: 'skipped' };
      }
    });
    if (failure) {
      this.logger.warn(`No se pudo enviar el correo "${template}" a ${to}: ${failure.message}`);
      throw failure;
    }
    if (outcome.status === 'suppressed') this.logger.log(`Correo "${template}" (${dedupeKey}) no enviado: desactivado por el destinatario`);
    if (outcome.status === 'sent') {
      this.logger.log(
        outcome.file ? `Correo "${template}" para ${to} guardado en ${outcome.file}` : `Correo "${template}" enviado a ${to}`,
      );
    }
    return outcome;
  }
}
