import { Module } from '@nestjs/common';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { AlertsCoreModule } from '../alerts/alerts-core.module.js';
import { HiringCoreModule } from '../proposals/hiring-core.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { JobSeoResolver } from './job-seo.resolver.js';
import { RequestPhotosController } from './request-photos.controller.js';
import { RequestPhotosService } from './request-photos.service.js';
import { RequestsAdminController } from './requests-admin.controller.js';
import { RequestsAdminService } from './requests-admin.service.js';
import { MyRequestsController, RequestsController } from './requests.controller.js';
import { RequestLifecycleService } from './request-lifecycle.service.js';
import { RequestsService } from './requests.service.js';

/** Requests (jobs) published by clients, the SEO tags of the job pages, and their backoffice. */
@Module({
  // HiringCoreModule: closing, completing and reopening tell the companies and the client.
  imports: [StorageModule, HiringCoreModule, AlertsCoreModule],
  controllers: [MyRequestsController, RequestsController, RequestPhotosController, RequestsAdminController],
  providers: [PublicListCache, RequestsService, RequestLifecycleService, RequestPhotosService, JobSeoResolver, RequestsAdminService],
  exports: [RequestsService],
})
export class RequestsModule {}
