import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/http';
import { BLOG_PAGE_SIZE, getBlogPost, getRelatedBlogPosts, listBlogPosts } from '../blog.api';

export const blogKeys = {
  all: ['blog'] as const,
  list: (page: number, pageSize: number) => ['blog', 'list', { page, pageSize }] as const,
  detail: (slug: string) => ['blog', 'post', slug] as const,
  related: (slug: string) => ['blog', 'related', slug] as const,
};

/** A draft or unknown slug answers 404 'Post no encontrado'. */
export function isBlogPostNotFound(error: unknown): boolean {
  return isApiError(error) && error.isNotFound;
}

/** One page of published posts, newest first, keeping the previous page while the next loads. */
export function useBlogPosts(page: number, pageSize = BLOG_PAGE_SIZE) {
  return useQuery({
    queryKey: blogKeys.list(page, pageSize),
    queryFn: ({ signal }) => listBlogPosts(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** Shared by the hooks and the server renderer's prefetch (ssr/prefetchPage.ts), so keys cannot drift. */
export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: blogKeys.detail(slug), queryFn: ({ signal }) => getBlogPost(slug, signal) });

/** Up to 3 other published posts; the server picks them at random, so keep one pick per visit. */
export const relatedBlogPostsQuery = (slug: string) =>
  queryOptions({ queryKey: blogKeys.related(slug), queryFn: ({ signal }) => getRelatedBlogPosts(slug, signal), staleTime: 5 * 60_000 });

/** A published post by slug. */
export function useBlogPost(slug: string) {
  return useQuery({ ...blogPostQuery(slug), enabled: slug !== '' });
}

export function useRelatedBlogPosts(slug: string, enabled = true) {
  return useQuery({ ...relatedBlogPostsQuery(slug), enabled: enabled && slug !== '', select: (data) => data.items });
}
