import { Module } from '@nestjs/common';
import { AdminToolsController } from './admin-tools.controller.js';
import { SampleRequestsService } from './sample-requests.service.js';

/** Backoffice pieces that belong to no single domain: the development tools. */
@Module({
  controllers: [AdminToolsController],
  providers: [SampleRequestsService],
})
export class AdminModule {}
