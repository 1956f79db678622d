import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { blogPostNotFound } from './blog-errors.js';
import { findPublishedBySlug, findPublishedPage, findRelatedPosts, type BlogPostRow } from './blog-sql.js';
import { toPost, toSummary } from './blog.mapper.js';
import { BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE, RELATED_DEFAULT, RELATED_MAX, type ListBlogPostsQuery } from './dto/blog-queries.js';
import type { BlogPostDto, BlogPostSummaryDto } from './dto/blog-post.dto.js';

/** What a stored slug can look like (ck_blog_posts_slug); anything else is answered without a query. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 200;

/** Public reads of the blog. Drafts never come out of here. */
@Injectable()
export class BlogService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListBlogPostsQuery): Promise<Page<BlogPostSummaryDto>> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: BLOG_PAGE_SIZE, maxPageSize: BLOG_MAX_PAGE_SIZE });
    const { rows, total } = await findPublishedPage(this.dataSource, pageSize, offset);
    return { items: rows.map(toSummary), total, page, pageSize };
  }

  /** A published post by slug; undefined for drafts, unknown and malformed slugs. */
  async findPublishedRow(slug: string): Promise<BlogPostRow | undefined> {
    if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return undefined;
    return findPublishedBySlug(this.dataSource, slug);
  }

  async getPublished(slug: string): Promise<BlogPostDto> {
    const row = await this.findPublishedRow(slug);
    if (!row) throw blogPostNotFound();
    return toPost(row);
  }

  /** Up to `limit` other published posts in random order (404 when the post itself is not public). */
  async related(slug: string, limit = RELATED_DEFAULT): Promise<BlogPostSummaryDto[]> {
    const post = await this.findPublishedRow(slug);
    if (!post) throw blogPostNotFound();
    const rows = await findRelatedPosts(this.dataSource, post.id, Math.min(limit, RELATED_MAX));
    return rows.map(toSummary);
  }
}
