import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanySubscription } from './company-subscription.entity.js';
import { MySubscriptionController } from './my-subscription.controller.js';
import { PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Plans and company subscriptions (the billing issue extends it: /me/subscription, invoices). */
@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionPlan, CompanySubscription])],
  controllers: [PlansController, MySubscriptionController],
  providers: [PlansService, SubscriptionsService],
  exports: [PlansService, SubscriptionsService],
})
export class SubscriptionsModule {}
