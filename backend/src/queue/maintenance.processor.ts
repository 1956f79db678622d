import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { deleteExpiredPasswordResetTokens, deleteExpiredRefreshTokens, deleteExpiredSignInChallenges } from './maintenance-sql.js';
import { QueueService } from './queue.service.js';
import { MaintenanceJob, QueueName, type MaintenancePayloads } from './queues.js';

/** Housekeeping: expired sessions, reset links and sign-in challenges are deleted once a day, wherever the worker runs. */
@Injectable()
export class MaintenanceProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    await this.queues.schedule(
      QueueName.MAINTENANCE,
      MaintenanceJob.PURGE_EXPIRED_TOKENS,
      { every: 24 * 3600 * 1000 },
      { name: MaintenanceJob.PURGE_EXPIRED_TOKENS, data: { olderThanDays: 7 } },
    );
    this.queues.worker(QueueName.MAINTENANCE, (job) => this.process(job), { concurrency: 1 });
  }

  async process(job: Job): Promise<{ deleted: number }> {
    if (job.name !== MaintenanceJob.PURGE_EXPIRED_TOKENS) throw new Error(`Trabajo desconocido: ${job.name}`);
    const { olderThanDays } = job.data as MaintenancePayloads[typeof MaintenanceJob.PURGE_EXPIRED_TOKENS];
    return { deleted: await this.purgeExpiredTokens(olderThanDays) };
  }

  /** Deleting what is already expired is naturally idempotent. */
  async purgeExpiredTokens(olderThanDays: number): Promise<number> {
    const days = Math.max(0, Math.floor(olderThanDays));
    const refresh = await deleteExpiredRefreshTokens(this.dataSource, days);
    const resets = await deleteExpiredPasswordResetTokens(this.dataSource, days);
    const challenges = await deleteExpiredSignInChallenges(this.dataSource, days);
    const deleted = refresh + resets + challenges;
    if (deleted > 0) this.logger.log(`Eliminados ${deleted} tokens caducados`);
    return deleted;
  }
}
