import type { Queryable } from '../../common/database/queryable.js';

/**
 * SQL of the public blog reads. The list walks ix_blog_posts_published_published_at
 * (published, published_at DESC); the id only breaks ties between equal timestamps.
 */

/** A post the public may see: drafts never leave the database through the public API. */
export const PUBLISHED = 'p.published';

/** Columns of every read; the author's name comes from users (null when the author is gone). */
export const POST_COLUMNS = `p.id, p.slug, p.title, p.content, p.excerpt, p.featured_image AS "featuredImage", p.tags,
  p.meta_description AS "metaDescription", p.published, p.published_at AS "publishedAt", p.updated_at AS "updatedAt",
  p.created_at AS "createdAt", p.author_id AS "authorId", u.full_name AS "authorName", u.email AS "authorEmail"`;

export const POST_FROM = 'blog_posts p LEFT JOIN users u ON u.id = p.author_id';

export interface BlogPostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string | null;
  featuredImage: string | null;
  tags: string[];
  metaDescription: string | null;
  published: boolean;
  publishedAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
}

/** One page of published posts, newest first. $1 = limit, $2 = offset. */
export const PUBLISHED_PAGE_SQL = `SELECT ${POST_COLUMNS} FROM ${POST_FROM}
  WHERE ${PUBLISHED} ORDER BY p.published_at DESC, p.id DESC LIMIT $1 OFFSET $2`;

export const PUBLISHED_COUNT_SQL = `SELECT count(*)::int AS total FROM blog_posts p WHERE ${PUBLISHED}`;

/** $1 = slug. */
export const PUBLISHED_BY_SLUG_SQL = `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.slug = $1 AND ${PUBLISHED}`;

/** Other published posts in random order. $1 = id to leave out, $2 = limit. */
export const RELATED_SQL = `SELECT ${POST_COLUMNS} FROM ${POST_FROM}
  WHERE ${PUBLISHED} AND p.id <> $1 ORDER BY random() LIMIT $2`;

/** A post in any state, for the write side. $1 = id. */
export const POST_BY_ID_SQL = `SELECT ${POST_COLUMNS} FROM ${POST_FROM} WHERE p.id = $1`;

/** The backoffice list: every column but the content (a list never shows it). */
export const ADMIN_LIST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.featured_image AS "featuredImage", p.tags,
  p.meta_description AS "metaDescription", p.published, p.published_at AS "publishedAt", p.updated_at AS "updatedAt",
  p.created_at AS "createdAt", p.author_id AS "authorId", u.full_name AS "authorName", u.email AS "authorEmail"`;

// ------------------------------------------------------------------ public reads

/** One page of published posts and their total, in parallel. */
export async function findPublishedPage(db: Queryable, limit: number, offset: number): Promise<{ rows: BlogPostRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<BlogPostRow[]>(PUBLISHED_PAGE_SQL, [limit, offset]),
    db.query<{ total: number }[]>(PUBLISHED_COUNT_SQL),
  ]);
  return { rows, total };
}

export async function findPublishedBySlug(db: Queryable, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.query<BlogPostRow[]>(PUBLISHED_BY_SLUG_SQL, [slug]);
  return row;
}

export function findRelatedPosts(db: Queryable, postId: string, limit: number): Promise<BlogPostRow[]> {
  return db.query<BlogPostRow[]>(RELATED_SQL, [postId, limit]);
}
