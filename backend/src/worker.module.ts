import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ClockModule } from './common/clock/clock.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { loggerOptions } from './logger.js';
import { AlertsCoreModule } from './modules/alerts/alerts-core.module.js';
import { InsightsCoreModule } from './modules/insights/insights-core.module.js';
import { BillingCoreModule } from './modules/billing/billing-core.module.js';
import { DocumentsCoreModule } from './modules/documents/documents-core.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { HiringCoreModule } from './modules/proposals/hiring-core.module.js';
import { PaymentsCoreModule } from './modules/payments/payments-core.module.js';
import { PrivacyCoreModule } from './modules/privacy/privacy-core.module.js';
import { QueueModule } from './queue/queue.module.js';

/** What a worker process needs: configuration, database and queues (their processors live in QueueModule and domain modules). */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule.forRoot(),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        QueueModule,
        MailModule,
        BillingCoreModule,
        PaymentsCoreModule,
        HiringCoreModule,
        AlertsCoreModule,
        InsightsCoreModule,
        DocumentsCoreModule,
        PrivacyCoreModule,
      ],
    };
  }
}
