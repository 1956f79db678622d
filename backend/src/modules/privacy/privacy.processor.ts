import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { PRIVACY_SWEEP_SCHEDULE, PrivacyJob, privacyExportJobId, QueueName, type PrivacyPayloads } from '../../queue/queues.js';
import { DataExportBuilder } from './data-export-builder.js';

/**
 * The privacy worker (where `config.runWorkers`): builds each requested export (jobId per
 * export, default retries with backoff; after the last attempt the export is marked `failed`)
 * and every hour deletes the expired ones and re-queues pending ones whose job was lost.
 */
@Injectable()
export class PrivacyProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(PrivacyProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly builder: DataExportBuilder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const { id, everyMs } = PRIVACY_SWEEP_SCHEDULE;
    await this.queues.schedule(
      QueueName.PRIVACY,
      id,
      { every: everyMs },
      { name: PrivacyJob.SWEEP_EXPORTS, data: {}, opts: { attempts: 3 } },
    );
    const worker = this.queues.worker(QueueName.PRIVACY, (job) => this.process(job), { concurrency: 1 });
    worker.on('failed', (job, error) => {
      if (job && job.name === PrivacyJob.BUILD_EXPORT && job.attemptsMade >= (job.opts.attempts ?? 1)) {
        void this.builder.giveUp((job.data as PrivacyPayloads['build-export']).exportId, error).catch(() => undefined);
      }
    });
  }

  async process(job: Pick<Job, 'name' | 'data'>): Promise<unknown> {
    if (job.name === PrivacyJob.BUILD_EXPORT) return this.builder.build((job.data as PrivacyPayloads['build-export']).exportId);
    if (job.name !== PrivacyJob.SWEEP_EXPORTS) throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    const result = await this.builder.sweep();
    for (const exportId of result.stale) await this.enqueue(exportId);
    if (result.deleted > 0) this.logger.log(`Exportaciones caducadas borradas: ${result.deleted}`);
    return result;
  }

  private async enqueue(exportId: string): Promise<void> {
    const queue = this.queues.queue(QueueName.PRIVACY);
    const job = await queue.getJob(privacyExportJobId(exportId));
    if (job && ['waiting', 'delayed', 'active', 'prioritized'].includes(await job.getState())) return;
    await job?.remove().catch(() => undefined);
    await queue.add(PrivacyJob.BUILD_EXPORT, { exportId }, { jobId: privacyExportJobId(exportId) });
  }
}
