import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { FunnelAdminController } from './funnel/funnel-admin.controller.js';
import { FunnelService } from './funnel/funnel.service.js';
import { InsightsCoreModule } from './insights-core.module.js';
import { MyInsightsController, VisitsController } from './insights.controller.js';
import { InsightsService } from './insights.service.js';

/** Issue 19, part 4: what companies see of their audience, counted without visitor data. */
@Module({
  imports: [InsightsCoreModule, SubscriptionsModule],
  controllers: [MyInsightsController, VisitsController, FunnelAdminController],
  providers: [InsightsService, FunnelService],
})
export class InsightsModule {}
