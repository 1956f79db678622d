import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { companySeoParam } from '../companies/company.mapper.js';
import {
  COMPANY_PRIORITY,
  POST_PRIORITY,
  SITEMAP_CATEGORY_PAGES,
  SITEMAP_LOCATION_PAGES,
  SITEMAP_MAX_URLS,
  SITEMAP_SERVICE_PAGES,
  SITEMAP_STATIC_PAGES,
} from './sitemap-pages.js';
import { listSitemapCompanies, listSitemapPosts } from './sitemap-sql.js';
import { sitemapXml, type SitemapEntry } from './sitemap-xml.js';

/**
 * `/sitemap.xml` (spec 9 'Sitemap'): static pages, service landings, the pages of the 14
 * categories (directory and job list filtered by each), preset locations, visible
 * companies and published posts. Companies are listed at their canonical `/company/{seoParam}`
 * (the spec's "name without non-alphanumerics + id" form would only answer a 301).
 */
@Injectable()
export class SitemapService {
  private readonly logger = new Logger(SitemapService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async xml(): Promise<string> {
    return sitemapXml(await this.entries(), this.config.publicUrl);
  }

  async entries(): Promise<SitemapEntry[]> {
    const fixed = [...SITEMAP_STATIC_PAGES, ...SITEMAP_SERVICE_PAGES, ...SITEMAP_CATEGORY_PAGES, ...SITEMAP_LOCATION_PAGES];
    // One file holds 50,000 URLs: posts are few, companies take the rest (newest first).
    const posts = await this.rows('posts', listSitemapPosts, SITEMAP_MAX_URLS - fixed.length);
    const companies = await this.rows('companies', listSitemapCompanies, SITEMAP_MAX_URLS - fixed.length - posts.length);
    return [
      ...fixed,
      ...companies.map((row) => ({
        path: `/company/${companySeoParam(row)}`,
        priority: COMPANY_PRIORITY,
        changefreq: 'weekly' as const,
        lastmod: new Date(row.updatedAt),
      })),
      ...posts.map((row) => ({
        path: `/blog/${row.slug}`,
        priority: POST_PRIORITY,
        changefreq: 'weekly' as const,
        lastmod: new Date(row.updatedAt),
      })),
    ];
  }

  /** Spec 8: a failing fetch is logged and its part of the sitemap left empty, never a 500. */
  private async rows<T>(kind: string, list: (db: Queryable, limit: number) => Promise<T[]>, limit: number): Promise<T[]> {
    if (limit <= 0) return [];
    try {
      return await list(this.dataSource, limit);
    } catch (error) {
      this.logger.error(`Sitemap ${kind} query failed: ${(error as Error).message}`);
      return [];
    }
  }
}
