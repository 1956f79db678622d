import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module.js';
import { ReviewsAdminController } from './reviews-admin.controller.js';
import { ReviewsAdminService } from './reviews-admin.service.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [CompaniesModule],
  controllers: [ReviewsController, ReviewsAdminController],
  providers: [ReviewsService, ReviewsAdminService],
})
export class ReviewsModule {}
