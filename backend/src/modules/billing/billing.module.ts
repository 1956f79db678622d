import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BillingCoreModule } from './billing-core.module.js';
import { BillingAdminController, BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';

/** Billing data, invoices (list, PDF), admin "mark paid", and the lifecycle worker (BillingCoreModule). */
@Module({
  imports: [SubscriptionsModule, BillingCoreModule],
  controllers: [BillingController, BillingAdminController],
  providers: [BillingService],
  exports: [BillingCoreModule],
})
export class BillingModule {}
