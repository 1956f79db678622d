import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AlertsCoreModule } from './alerts-core.module.js';
import { AlertsService } from './alerts.service.js';
import { AlertsUnsubscribeController, MyAlertsController } from './alerts.controller.js';

/** Alerts for new requests: the company's settings, its recent alerts and the unsubscribe link (the jobs: AlertsCoreModule). */
@Module({
  imports: [SubscriptionsModule, AlertsCoreModule],
  controllers: [MyAlertsController, AlertsUnsubscribeController],
  providers: [AlertsService],
})
export class AlertsModule {}
