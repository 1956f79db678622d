import { Module } from '@nestjs/common';
import { SitemapService } from './sitemap.service.js';

/** `/sitemap.xml` and `/robots.txt`; web-routes.ts serves them before the site fallback. */
@Module({ providers: [SitemapService], exports: [SitemapService] })
export class SeoModule {}
