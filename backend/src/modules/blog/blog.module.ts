import { Module } from '@nestjs/common';
import { BlogAdminController } from './blog-admin.controller.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogSeoResolver } from './blog-seo.resolver.js';
import { BlogController } from './blog.controller.js';
import { BlogService } from './blog.service.js';

/** Public blog API, the /blog/{slug} SEO tags and the backoffice's blog admin. */
@Module({
  controllers: [BlogController, BlogAdminController],
  providers: [BlogService, BlogAdminService, BlogSeoResolver],
  exports: [BlogService, BlogAdminService],
})
export class BlogModule {}
