import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BillingLifecycleService } from './billing-lifecycle.service.js';
import { BillingProcessor } from './billing.processor.js';
import { DunningService } from './dunning.service.js';

/** The subscription lifecycle and its worker: what both the API and `npm run start:worker` load. */
@Module({
  imports: [MailModule],
  providers: [BillingLifecycleService, DunningService, BillingProcessor],
  exports: [BillingLifecycleService, DunningService],
})
export class BillingCoreModule {}
