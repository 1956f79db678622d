import { Module } from '@nestjs/common';
import { JobSeoResolver } from './job-seo.resolver.js';
import { MyRequestsController, RequestsController } from './requests.controller.js';
import { RequestsService } from './requests.service.js';

/** Requests (jobs) published by clients, and the SEO tags of the job pages. */
@Module({
  controllers: [MyRequestsController, RequestsController],
  providers: [RequestsService, JobSeoResolver],
  exports: [RequestsService],
})
export class RequestsModule {}
