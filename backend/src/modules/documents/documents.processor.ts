import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { DOCUMENTS_EXPIRY_SCHEDULE, DocumentsJob, QueueName } from '../../queue/queues.js';
import { DocumentsExpiryService } from './documents-expiry.service.js';

/**
 * The documents worker (where `config.runWorkers`): the expiry job every day at 00:05 in Madrid
 * (a cron job scheduler, summer and winter time alike) and once at start-up, so a stop over
 * midnight does not leave a lapsed badge showing. Idempotent (documents-expiry.service.ts).
 */
@Injectable()
export class DocumentsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(DocumentsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly expiry: DocumentsExpiryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const { id, pattern, tz } = DOCUMENTS_EXPIRY_SCHEDULE;
    await this.queues.schedule(QueueName.DOCUMENTS, id, { pattern, tz }, { name: DocumentsJob.EXPIRY, data: {}, opts: { attempts: 3 } });
    await this.queues.queue(QueueName.DOCUMENTS).add(DocumentsJob.EXPIRY, {}, { jobId: `${id}-boot-${Date.now()}`, attempts: 3 });
    this.queues.worker(QueueName.DOCUMENTS, (job) => this.process(job), { concurrency: 1 });
  }

  async process(job: Pick<Job, 'name'>): Promise<unknown> {
    if (job.name !== DocumentsJob.EXPIRY) throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    const result = await this.expiry.run();
    if (result.warned > 0 || result.expired > 0) {
      this.logger.log(`Documentos: ${result.warned} avisos de caducidad, ${result.expired} caducados`);
    }
    return result;
  }
}
