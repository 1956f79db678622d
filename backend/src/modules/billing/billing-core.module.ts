import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BillingLifecycleService } from './billing-lifecycle.service.js';
import { BillingProcessor } from './billing.processor.js';

/** The subscription lifecycle and its worker: what both the API and `npm run start:worker` load. */
@Module({
  imports: [MailModule],
  providers: [BillingLifecycleService, BillingProcessor],
  exports: [BillingLifecycleService],
})
export class BillingCoreModule {}
