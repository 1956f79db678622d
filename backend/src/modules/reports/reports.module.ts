import { Module } from '@nestjs/common';
import { ReportsAdminController } from './reports-admin.controller.js';
import { ReportsAdminService } from './reports-admin.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** Content reports: `POST /reports` from the site, `/admin/reports` in the backoffice. */
@Module({
  controllers: [ReportsController, ReportsAdminController],
  providers: [ReportsService, ReportsAdminService],
})
export class ReportsModule {}
