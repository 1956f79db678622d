import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { MailJob, QueueName, type MailSendPayload } from '../../queue/queues.js';
import { MailTransport } from './mail-transport.js';
import { isMailTemplateName, renderMail, type MailTemplateData } from './templates/index.js';

export type MailOutcome = { status: 'sent'; file?: string } | { status: 'skipped' };

/**
 * The mail worker (runs where `config.runWorkers`). Idempotent: mail_log has one row per
 * dedupe key, locked while sending, so a job that runs twice (retry, two workers) sends once.
 * Failures are recorded and thrown, so BullMQ retries with backoff (default job options).
 */
@Injectable()
export class MailProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    this.queues.worker(QueueName.MAIL, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Job): Promise<MailOutcome> {
    if (job.name !== MailJob.SEND) throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    return this.deliver(job.data as MailSendPayload);
  }

  async deliver(payload: MailSendPayload): Promise<MailOutcome> {
    const { template, to, dedupeKey } = payload;
    if (!isMailTemplateName(template)) throw new UnrecoverableError(`Plantilla de correo desconocida: ${template}`);
    const mail = renderMail(template, payload.data as unknown as MailTemplateData<typeof template>);

    let failure: Error | undefined;
    const outcome = await this.dataSource.transaction(async (manager): Promise<MailOutcome> => {
      await manager.query(
        `INSERT INTO mail_log (dedupe_key, to_email, template, subject) VALUES ($1, $2, $3, $4) ON CONFLICT (dedupe_key) DO NOTHING`,
        [dedupeKey, to, template, mail.subject.slice(0, 255)],
      );
      const [row] = await manager.query(`SELECT id, status FROM mail_log WHERE dedupe_key = $1 FOR UPDATE`, [dedupeKey]);
      if (row.status === 'sent') return { status: 'skipped' };
      try {
        const result = await this.transport.deliver({ template, to, ...mail });
        await manager.query(`UPDATE mail_log SET status = 'sent', sent_at = now(), attempts = attempts + 1, error = NULL WHERE id = $1`, [row.id]);
        return { status: 'sent', file: result.file };
      } catch (error) {
        failure = error as Error;
        await manager.query(`UPDATE mail_log SET status = 'failed', attempts = attempts + 1, error = $2 WHERE id = $1`, [row.id, failure.message.slice(0, 2000)]);
        return { status: 'skipped' };
      }
    });
    if (failure) {
      this.logger.warn(`No se pudo enviar el correo "${template}" a ${to}: ${failure.message}`);
      throw failure;
    }
    if (outcome.status === 'sent') {
      this.logger.log(outcome.file ? `Correo "${template}" para ${to} guardado en ${outcome.file}` : `Correo "${template}" enviado a ${to}`);
    }
    return outcome;
  }
}
