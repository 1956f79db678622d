import { Module } from '@nestjs/common';
import { ProposalsModule } from '../proposals/proposals.module.js';
import { RequestsModule } from '../requests/requests.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { DashboardAdminController } from './dashboard-admin.controller.js';
import { DashboardAdminService } from './dashboard-admin.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

/** GET /dashboard: one answer per kind of user (client, company, admin); GET /admin/dashboard: the backoffice's. */
@Module({
  imports: [RequestsModule, ProposalsModule, SubscriptionsModule],
  controllers: [DashboardController, DashboardAdminController],
  providers: [DashboardService, DashboardAdminService],
})
export class DashboardModule {}
