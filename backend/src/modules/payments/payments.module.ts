import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { PaymentsAdminController } from './payments-admin.controller.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsCoreModule } from './payments-core.module.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/** Online payment of invoices (issue 20): payment options, Stripe Checkout and portal, the webhook and the backoffice list. */
@Module({
  imports: [SubscriptionsModule, PaymentsCoreModule],
  controllers: [PaymentsController, StripeWebhookController, PaymentsAdminController],
  providers: [PaymentsService, StripeWebhookService, PaymentsAdminService],
})
export class PaymentsModule {}
