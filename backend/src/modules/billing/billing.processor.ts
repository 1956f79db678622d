import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { BILLING_SCHEDULER_ID, BillingJob, QueueName, type BillingPayloads } from '../../queue/queues.js';
import { BillingLifecycleService, type ScanResult, type TransitionOutcome } from './billing-lifecycle.service.js';
import { DunningService, type DunningOutcome } from './dunning.service.js';

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
    private readonly dunning: DunningService,
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

  async process(job: Pick<Job, 'name' | 'data'>): Promise<ScanResult | TransitionOutcome | DunningOutcome> {
    switch (job.name) {
      case BillingJob.SCAN: {
        const result = await this.lifecycle.scan();
        const found = Object.values(result).reduce((sum, n) => sum + n, 0);
        if (found > 0) this.logger.log(`Facturación: ${JSON.stringify(result)}`);
        return result;
      }
      case BillingJob.TRIAL_END:
        return this.logged(await this.lifecycle.applyTrialEnd((job.data as BillingPayloads[typeof BillingJob.TRIAL_END]).subscriptionId));
      case BillingJob.RENEW:
        return this.logged(await this.lifecycle.applyRenewal((job.data as BillingPayloads[typeof BillingJob.RENEW]).subscriptionId));
      case BillingJob.INVOICE_OVERDUE:
        return this.lifecycle.applyOverdue((job.data as BillingPayloads[typeof BillingJob.INVOICE_OVERDUE]).invoiceId);
      case BillingJob.TRIAL_ENDING:
        return this.lifecycle.applyTrialEnding((job.data as BillingPayloads[typeof BillingJob.TRIAL_ENDING]).subscriptionId);
      case BillingJob.INVOICE_REMINDER: {
        const data = job.data as BillingPayloads[typeof BillingJob.INVOICE_REMINDER];
        return this.dunning.applyReminder(data.invoiceId, data.remindAt);
      }
      case BillingJob.SUBSCRIPTION_UNPAID: {
        const subscriptionId = (job.data as BillingPayloads[typeof BillingJob.SUBSCRIPTION_UNPAID]).subscriptionId;
        const outcome = await this.dunning.applyUnpaid(subscriptionId);
        if (outcome.applied) this.logger.log(`Suscripción ${subscriptionId}: ${outcome.status} por impago`);
        return outcome;
      }
      default:
        throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    }
  }

  /** Logged here, not in the service: the demo replays hundreds of past invoices through it silently. */
  private logged(outcome: TransitionOutcome): TransitionOutcome {
    if (outcome.applied && outcome.invoice) this.logger.log(`Factura ${outcome.invoice.invoiceNumber} emitida`);
    return outcome;
  }
}
