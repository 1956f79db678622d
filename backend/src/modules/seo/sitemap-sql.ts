import type { Queryable } from '../../common/database/queryable.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';

/**
 * Queries of the sitemap, as pure text so the very same SQL can be EXPLAINed. Each has its index:
 * - companies: the directory's visibility rule, newest first, served by the partial index
 *   ix_companies_listed_created_at (created_at DESC WHERE is_active AND status = 'active');
 * - posts: published ones, newest first, served by ix_blog_posts_published_published_at.
 * `$1` is the number of rows still allowed in the file.
 */
export const SITEMAP_COMPANIES_SQL = `SELECT c.id, c.slug, c.updated_at AS "updatedAt"
  FROM companies c
  WHERE ${VISIBLE_COMPANY}
  ORDER BY c.created_at DESC
  LIMIT $1`;

export const SITEMAP_POSTS_SQL = `SELECT p.slug, p.updated_at AS "updatedAt"
  FROM blog_posts p
  WHERE p.published
  ORDER BY p.published_at DESC
  LIMIT $1`;

export interface SitemapCompanyRow {
  id: string;
  slug: string;
  updatedAt: Date;
}

export interface SitemapPostRow {
  slug: string;
  updatedAt: Date;
}

/** Up to `limit` visible companies, newest first. */
export function listSitemapCompanies(db: Queryable, limit: number): Promise<SitemapCompanyRow[]> {
  return db.query<SitemapCompanyRow[]>(SITEMAP_COMPANIES_SQL, [limit]);
}

/** Up to `limit` published posts, newest first. */
export function listSitemapPosts(db: Queryable, limit: number): Promise<SitemapPostRow[]> {
  return db.query<SitemapPostRow[]>(SITEMAP_POSTS_SQL, [limit]);
}
