import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanySubscription } from './company-subscription.entity.js';
import { MySubscriptionController } from './my-subscription.controller.js';
import { MyEntitlementsController } from './my-entitlements.controller.js';
import { PlansAdminService } from './plans-admin.service.js';
import { PlansController } from './plans.controller.js';
import { EntitlementsService } from './entitlements.service.js';
import { PlansService } from './plans.service.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { PlansAdminController, SubscriptionsAdminController } from './subscriptions-admin.controller.js';
import { SubscriptionsAdminService } from './subscriptions-admin.service.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Plans and company subscriptions (the billing issue extends it: /me/subscription, invoices; the backoffice: /admin/plans, /admin/subscriptions). */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionPlan, CompanySubscription])],
  controllers: [PlansController, MySubscriptionController, MyEntitlementsController, PlansAdminController, SubscriptionsAdminController],
  providers: [PlansService, SubscriptionsService, PlansAdminService, SubscriptionsAdminService, EntitlementsService],
  exports: [PlansService, SubscriptionsService, EntitlementsService],
})
export class SubscriptionsModule {}
