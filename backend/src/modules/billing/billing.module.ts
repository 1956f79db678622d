import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BillingAdminController } from './billing-admin.controller.js';
import { BillingAdminService } from './billing-admin.service.js';
import { BillingCoreModule } from './billing-core.module.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';

/** Billing data, invoices (list, PDF), the backoffice's invoices and "mark paid", and the lifecycle worker (BillingCoreModule). */
@Module({
  imports: [SubscriptionsModule, BillingCoreModule],
  controllers: [BillingController, BillingAdminController],
  providers: [BillingService, BillingAdminService],
  exports: [BillingCoreModule],
})
export class BillingModule {}
