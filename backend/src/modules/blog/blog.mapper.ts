import { htmlToText, truncateText } from '../../common/security/rich-text.js';
import type { BlogPostRow } from './blog-sql.js';
import type { BlogPostAdminDto, BlogPostAdminListItemDto, BlogPostDto, BlogPostSummaryDto } from './dto/blog-post.dto.js';

/** Length of the excerpt derived from the content when the author left it empty. */
export const EXCERPT_LENGTH = 160;
/** Reading speed behind `readingMinutes`. */
export const WORDS_PER_MINUTE = 200;
/** Author shown when the post has none (spec 2: the name falls back to 'Admin'). */
export const FALLBACK_AUTHOR = 'Admin';

/** The stored excerpt, or the start of the content's text cut at a word boundary with '…'. */
export function excerptOf(row: Pick<BlogPostRow, 'excerpt' | 'content'>): string {
  const own = row.excerpt?.trim();
  return own ? own : truncateText(htmlToText(row.content), EXCERPT_LENGTH);
}

/** Whole minutes at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const text = htmlToText(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function authorNameOf(row: Pick<BlogPostRow, 'authorName'>): string {
  return row.authorName?.trim() || FALLBACK_AUTHOR;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: BlogPostRow): BlogPostSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row),
    featuredImage: row.featuredImage,
    tags: row.tags,
    authorName: authorNameOf(row),
    // Public reads only return published rows, which always have a date (ck_blog_posts_published_at).
    publishedAt: iso(row.publishedAt ?? row.createdAt)!,
    readingMinutes: readingMinutes(row.content),
  };
}

export function toPost(row: BlogPostRow): BlogPostDto {
  return { ...toSummary(row), content: row.content, metaDescription: row.metaDescription, updatedAt: iso(row.updatedAt)! };
}

/** Where the public site shows a post: only published posts have one. */
export const publicUrlOf = (row: Pick<BlogPostRow, 'slug' | 'published'>): string | null => (row.published ? `/blog/${row.slug}` : null);

/** A row of the backoffice list: drafts included, the raw excerpt, no content. */
export function toAdminListItem(row: Omit<BlogPostRow, 'content'>): BlogPostAdminListItemDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    tags: row.tags,
    metaDescription: row.metaDescription,
    published: row.published,
    publishedAt: iso(row.publishedAt),
    authorId: row.authorId,
    authorName: authorNameOf(row),
    authorEmail: row.authorEmail,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    publicUrl: publicUrlOf(row),
  };
}

/** The backoffice view of one post: the list row plus the content. */
export function toAdminPost(row: BlogPostRow): BlogPostAdminDto {
  return { ...toAdminListItem(row), content: row.content };
}
