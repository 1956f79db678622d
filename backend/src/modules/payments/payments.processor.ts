import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { QueueService } from '../../queue/queue.service.js';
import { PAYMENTS_SCHEDULER_ID, PaymentsJob, QueueName, type PaymentsPayloads } from '../../queue/queues.js';
import { AutoChargeService, type AutoChargeResult } from './auto-charge.service.js';
import { StripeGateway } from './stripe-gateway.js';

/**
 * The automatic-charge worker: only where `config.runWorkers` and with Stripe configured. `scan`
 * repeats every BILLING_SCHEDULER_INTERVAL_MS (0 = no schedule: tests run it by hand) and queues
 * `charge-invoice` jobs with deterministic ids.
 */
@Injectable()
export class PaymentsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(PaymentsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queues: QueueService,
    private readonly autoCharge: AutoChargeService,
    private readonly stripe: StripeGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers || !this.stripe.enabled) return;
    const every = this.config.billing.schedulerIntervalMs;
    if (every > 0) {
      await this.queues.schedule(
        QueueName.PAYMENTS,
        PAYMENTS_SCHEDULER_ID,
        { every },
        { name: PaymentsJob.SCAN, data: {}, opts: { attempts: 1 } },
      );
    } else {
      await this.queues.unschedule(QueueName.PAYMENTS, PAYMENTS_SCHEDULER_ID);
    }
    this.queues.worker(QueueName.PAYMENTS, (job) => this.process(job), { concurrency: 2 });
  }

  async process(job: Pick<Job, 'name' | 'data'>): Promise<number | AutoChargeResult> {
    switch (job.name) {
      case PaymentsJob.SCAN: {
        const queued = await this.autoCharge.scan();
        if (queued > 0) this.logger.log(`Cobros automáticos en cola: ${queued}`);
        return queued;
      }
      case PaymentsJob.CHARGE_INVOICE:
        return this.autoCharge.charge((job.data as PaymentsPayloads[typeof PaymentsJob.CHARGE_INVOICE]).invoiceId);
      default:
        throw new UnrecoverableError(`Trabajo desconocido: ${job.name}`);
    }
  }
}
