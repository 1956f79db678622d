import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { BILLING_SCHEDULER_ID, BillingJob, QueueName, type BillingPayloads } from '../../queue/queues.js';
import { BillingLifecycleService, type ScanResult, type TransitionOutcome } from './billing-lifecycle.service.js';

/**
 * The billing worker (runs where `config.runWorkers`: inside the API in the embedded default,
 * in `npm run start:worker` in production). The repeating `scan` job (BullMQ job scheduler,
 * every `BILLING_SCHEDULER_INTERVAL_MS`) queues one job per due transition; each handler is
 * idempotent (row lock + re-check) and throws to be retried with backoff (defaultJobOptions).
 */
@Injectable()
export class BillingProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(BillingProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly lifecycle: BillingLifecycleService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    const every = this.config.billing.schedulerIntervalMs;
    if (every > 0) {
      await this.queues.schedule(
        QueueName.BILLING,
        BILLING_SCHEDULER_ID,
        { every },
        { name: BillingJob.SCAN, data: {}, opts: { attempts: 1 } },
      );
    } else {
      await this.queues.unschedule(QueueName.BILLING, BILLING_SCHEDULER_ID);
    }
    // Billing jobs take milliseconds: a short lock lets a job left behind by a killed worker be
    // picked up again within ~20 s instead of BullMQ's default ~60 s.
    this.queues.worker(QueueName.BILLING, (job) => this.process(job), { concurrency: 4, lockDuration: 15_000, stalledInterval: 5_000 });
  }

  async process(job: Pick<Job, 'name' | 'data'>): Promise<ScanResult | TransitionOutcome> {
    switch (job.name) {
      case BillingJob.SCAN: {
        const result = await this.lifecycle.scan();
        const found = result.trialEnds + result.renewals + result.overdue + result.trialEnding;
        if (found > 0) this.logger.log(`Facturación: ${JSON.stringify(result)}`);
        return result;
      }
      case BillingJob.TRIAL_END:
        return this.lifecycle.applyTrialEnd((job.data as BillingPayloads[typeof BillingJob.TRIAL_END]).subscriptionId);
      case BillingJob.RENEW:
        return this.lifecycle.applyRenewal((job.data as BillingPayloads[typeof BillingJob.RENEW]).subscriptionId);
      case BillingJob.INVOICE_OVERDUE:
        return this.lifecycle.applyOverdue((job.data as BillingPayloads[typeof BillingJob.INVOICE_OVERDUE]).invoiceId);
      case BillingJob.TRIAL_ENDING:
        return this.lifecycle.applyTrialEnding((job.data as BillingPayloads[typeof BillingJob.TRIAL_ENDING]).subscriptionId);
      default:
        throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    }
  }
}
