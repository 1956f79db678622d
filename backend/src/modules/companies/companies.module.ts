import { Module } from '@nestjs/common';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StorageModule } from '../storage/storage.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CompaniesAdminController } from './companies-admin.controller.js';
import { CompaniesAdminService } from './companies-admin.service.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesService } from './companies.service.js';
import { CompanyImage } from './company-image.entity.js';
import { CompanyProfileController } from './company-profile.controller.js';
import { CompanyProfileService } from './company-profile.service.js';
import { CompanySeoResolver } from './company-seo.resolver.js';
import { Company } from './company.entity.js';
import { LocationSeoResolver } from './location-seo.resolver.js';

/** Directory, company pages, the own profile with its uploads, the company/location SEO tags and backoffice moderation. */
@Module({
  imports: [TypeOrmModule.forFeature([Company, CompanyImage]), StorageModule, SubscriptionsModule],
  controllers: [CompanyProfileController, CompaniesController, CompaniesAdminController],
  providers: [PublicListCache, CompaniesService, CompaniesAdminService, CompanyProfileService, CompanySeoResolver, LocationSeoResolver],
  exports: [CompaniesService],
})
export class CompaniesModule {}
