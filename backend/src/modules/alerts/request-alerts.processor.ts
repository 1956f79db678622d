import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { ALERTS_DIGEST_SCHEDULE, ALERTS_SWEEP_SCHEDULE, AlertsJob, QueueName } from '../../queue/queues.js';
import { RequestAlertsService } from './request-alerts.service.js';

/**
 * The alerts worker (where `config.runWorkers`): the fan-out of each published request, the
 * daily digest (a job scheduler with a cron pattern in Europe/Madrid, 8:00 in summer and winter)
 * and, every 5 minutes, the sweep of fan-outs that were never queued.
 * Both idempotent (request_alerts), so a retry or a second worker adds nothing.
 */
@Injectable()
export class RequestAlertsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(RequestAlertsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly alerts: RequestAlertsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const { id, pattern, tz } = ALERTS_DIGEST_SCHEDULE;
    await this.queues.schedule(QueueName.ALERTS, id, { pattern, tz }, { name: AlertsJob.DIGEST, data: {}, opts: { attempts: 3 } });
    await this.queues.schedule(
      QueueName.ALERTS,
      ALERTS_SWEEP_SCHEDULE.id,
      { every: ALERTS_SWEEP_SCHEDULE.everyMs },
      { name: AlertsJob.SWEEP, data: {}, opts: { attempts: 1 } },
    );
    this.queues.worker(QueueName.ALERTS, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Pick<Job, 'name' | 'data'>): Promise<unknown> {
    switch (job.name) {
      case AlertsJob.FAN_OUT: {
        const { requestId } = job.data as { requestId: string };
        const result = await this.alerts.fanOut(requestId);
        if (result.alerted > 0) this.logger.log(`Solicitud ${requestId}: ${result.alerted} empresas avisadas, ${result.mailed} correos`);
        return result;
      }
      case AlertsJob.DIGEST: {
        const result = await this.alerts.digest();
        if (result.companies > 0) this.logger.log(`Resumen de alertas: ${result.companies} empresas, ${result.alerts} solicitudes`);
        return result;
      }
      case AlertsJob.SWEEP: {
        const result = await this.alerts.sweep();
        if (result.queued > 0) this.logger.warn(`Barrido de alertas: ${result.queued} solicitudes sin repartir, encoladas de nuevo`);
        return result;
      }
      default:
        throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    }
  }
}
