import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { HIRING_SCHEDULES, HiringJob, QueueName } from '../../queue/queues.js';
import { HiringLifecycleService } from './hiring-lifecycle.service.js';

/**
 * The hiring worker (where `config.runWorkers`): the proposals' expiry every 15 minutes and the
 * «¿Se hizo el trabajo?» question every hour, as BullMQ job schedulers. Each run does all that
 * is due and is idempotent (HiringLifecycleService), so one missed, repeated or run by two
 * workers at once changes nothing more; a failed run is simply the next one.
 */
@Injectable()
export class HiringProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(HiringProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly lifecycle: HiringLifecycleService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    for (const [name, { id, everyMs }] of Object.entries(HIRING_SCHEDULES)) {
      await this.queues.schedule(QueueName.HIRING, id, { every: everyMs }, { name, data: {}, opts: { attempts: 1 } });
    }
    this.queues.worker(QueueName.HIRING, (job) => this.process(job), { concurrency: 1 });
  }

  async process(job: Pick<Job, 'name'>): Promise<{ expired: number } | { asked: number }> {
    switch (job.name) {
      case HiringJob.EXPIRE_PROPOSALS: {
        const result = await this.lifecycle.expireLapsedProposals();
        if (result.expired > 0) this.logger.log(`Propuestas caducadas: ${result.expired}`);
        return result;
      }
      case HiringJob.ASK_COMPLETION: {
        const result = await this.lifecycle.askCompletion();
        if (result.asked > 0) this.logger.log(`Preguntas «¿se hizo el trabajo?»: ${result.asked}`);
        return result;
      }
      default:
        throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    }
  }
}
