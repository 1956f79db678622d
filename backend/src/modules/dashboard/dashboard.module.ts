import { Module } from '@nestjs/common';
import { ProposalsModule } from '../proposals/proposals.module.js';
import { RequestsModule } from '../requests/requests.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** GET /dashboard: one answer per kind of user (client, company, admin). */
@Module({
  imports: [RequestsModule, ProposalsModule, SubscriptionsModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
