import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { INSIGHTS_PEER_MEDIANS_SCHEDULE, InsightsJob, QueueName } from '../../queue/queues.js';
import { PeerMediansService } from './peer-medians.service.js';

/**
 * The statistics worker (where `config.runWorkers`): the groups' medians every hour and once at
 * start-up, so a new install or a long stop does not leave the comparison empty. Idempotent: a run
 * replaces the day's rows.
 */
@Injectable()
export class InsightsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(InsightsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly medians: PeerMediansService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const { id, pattern, tz } = INSIGHTS_PEER_MEDIANS_SCHEDULE;
    const template = { name: InsightsJob.PEER_MEDIANS, data: {}, opts: { attempts: 3 } };
    await this.queues.schedule(QueueName.INSIGHTS, id, { pattern, tz }, template);
    await this.queues.queue(QueueName.INSIGHTS).add(InsightsJob.PEER_MEDIANS, {}, { jobId: `${id}-boot-${Date.now()}`, attempts: 3 });
    this.queues.worker(QueueName.INSIGHTS, (job) => this.process(job), { concurrency: 1 });
  }

  async process(job: Pick<Job, 'name'>): Promise<unknown> {
    if (job.name !== InsightsJob.PEER_MEDIANS) throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    const started = performance.now();
    const groups = await this.medians.refresh();
    this.logger.log(`Medianas de estadísticas: ${groups} grupos en ${Math.round(performance.now() - started)} ms`);
    return { groups };
  }
}
