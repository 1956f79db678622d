import { http, type Paginated } from '../../api/http';

/** A published post in lists (`GET /blog/posts`, `GET /blog/posts/:slug/related`). */
export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  /** Plain text; the server derives one from the content when the author left it empty. */
  excerpt: string;
  /** Cover image URL, or null. */
  featuredImage: string | null;
  tags: string[];
  /** The author's full name, or 'Admin' when the post has no author (spec §2). */
  authorName: string;
  publishedAt: string;
  /** Estimated reading time in whole minutes (at least 1). */
  readingMinutes: number;
};

/** One published post (`GET /blog/posts/:slug`); `content` is sanitized HTML. */
export type BlogPost = BlogPostSummary & {
  content: string;
  metaDescription: string | null;
  updatedAt: string;
};

/** Spec §9: blog page size 6, recent articles 3, related posts 3. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_RECENT_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;

/** Published posts, newest first. 404 never: an empty page answers `{ items: [] }`. */
export const listBlogPosts = (page: number, pageSize = BLOG_PAGE_SIZE, signal?: AbortSignal) =>
  http.get<Paginated<BlogPostSummary>>('/blog/posts', { query: { page, pageSize }, signal });

/** A published post by slug; 404 BLOG_POST_NOT_FOUND 'Post no encontrado' for drafts and unknown slugs. */
export const getBlogPost = (slug: string, signal?: AbortSignal) => http.get<BlogPost>(`/blog/posts/${encodeURIComponent(slug)}`, { signal });

/** Up to `limit` (default 3) other published posts, in random order. */
export const getRelatedBlogPosts = (slug: string, signal?: AbortSignal) =>
  http.get<{ items: BlogPostSummary[] }>(`/blog/posts/${encodeURIComponent(slug)}/related`, { query: { limit: BLOG_RELATED_COUNT }, signal });
