import type { ApiQuery, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * A published post in lists (`GET /blog/posts`, `GET /blog/posts/:slug/related`): `excerpt` is
 * plain text, `authorName` 'Admin' when the post has no author, `readingMinutes` at least 1.
 */
export type BlogPostSummary = Schemas['BlogPostSummaryDto'];

/** One published post (`GET /blog/posts/:slug`); `content` is sanitized HTML. */
export type BlogPost = Schemas['BlogPostDto'];

export type BlogPostPage = ApiResponse<'/api/blog/posts', 'get'>;

/** Spec §9: blog page size 6, recent articles 3, related posts 3. */
export const BLOG_PAGE_SIZE = 6;
export const BLOG_RECENT_COUNT = 3;
export const BLOG_RELATED_COUNT = 3;

/** Published posts, newest first. 404 never: an empty page answers `{ items: [] }`. */
export const listBlogPosts = (page: number, pageSize = BLOG_PAGE_SIZE, signal?: AbortSignal) =>
  http.get<BlogPostPage>('/blog/posts', { query: { page, pageSize } satisfies ApiQuery<'/api/blog/posts', 'get'>, signal });

/** A published post by slug; 404 BLOG_POST_NOT_FOUND 'Post no encontrado' for drafts and unknown slugs. */
export const getBlogPost = (slug: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/blog/posts/{slug}', 'get'>>(`/blog/posts/${encodeURIComponent(slug)}`, { signal });

/** Up to `limit` (default 3) other published posts, in random order. */
export const getRelatedBlogPosts = (slug: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/blog/posts/{slug}/related', 'get'>>(`/blog/posts/${encodeURIComponent(slug)}/related`, {
    query: { limit: BLOG_RELATED_COUNT } satisfies ApiQuery<'/api/blog/posts/{slug}/related', 'get'>,
    signal,
  });
