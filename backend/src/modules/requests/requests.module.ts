import { Module } from '@nestjs/common';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { JobSeoResolver } from './job-seo.resolver.js';
import { RequestsAdminController } from './requests-admin.controller.js';
import { RequestsAdminService } from './requests-admin.service.js';
import { MyRequestsController, RequestsController } from './requests.controller.js';
import { RequestsService } from './requests.service.js';

/** Requests (jobs) published by clients, the SEO tags of the job pages, and their backoffice. */
@Module({
  controllers: [MyRequestsController, RequestsController, RequestsAdminController],
  providers: [PublicListCache, RequestsService, JobSeoResolver, RequestsAdminService],
  exports: [RequestsService],
})
export class RequestsModule {}
