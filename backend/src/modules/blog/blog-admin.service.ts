import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { blogSlug, isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import { AuditService } from '../audit/audit.service.js';
import { blogLoginRequired, blogPostNotFound } from './blog-errors.js';
import { FALLBACK_SLUG, parsePostInput, slugFromTitle, type BlogPostChanges, type BlogPostInput } from './blog-input.js';
import {
  BLOG_ADMIN_LIST,
  buildPostUpdate,
  deleteBlogPost,
  EDITABLE_COLUMNS,
  findAdminPostPage,
  findPostById,
  findSlugsWithPrefix,
  insertBlogPost,
  lockPostById,
  lockPostSnapshot,
  updateBlogPost,
  type PostSnapshot,
} from './blog-admin-sql.js';
import type { BlogPostRow } from './blog-sql.js';
import { toAdminListItem, toAdminPost } from './blog.mapper.js';
import type { BlogPostAdminDto, BlogPostAdminListItemDto } from './dto/blog-post.dto.js';

/** Two editors saving the same title at once: the loser recomputes its slug this many times. */
const SLUG_ATTEMPTS = 5;

/**
 * The blog for the backoffice: list, read, create, update, delete. Every rule is checked here
 * (parsePostInput), whoever calls it, and every write is audited in its own transaction.
 * Publishing sets published_at the first time only; unpublishing keeps it, so a republished
 * post keeps its date. `actor` is the signed-in admin (absent for system callers: no actor id).
 */
@Injectable()
export class BlogAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: BlogPostAdminListItemDto[]; total: number }> {
    const list = parseListQuery(query, BLOG_ADMIN_LIST);
    const { rows, total } = await findAdminPostPage(this.dataSource, list);
    return { list, rows: rows.map(toAdminListItem), total };
  }

  async get(id: string): Promise<BlogPostAdminDto> {
    return toAdminPost(await this.requireRow(id));
  }

  async create(author: AuthUser | undefined, input: BlogPostInput): Promise<BlogPostAdminDto> {
    if (!author) throw blogLoginRequired();
    const changes = parsePostInput(input, 'create');
    const published = changes.published ?? false;
    const now = this.clock.now();
    const id = await this.withUniqueSlug(changes.title!, undefined, async (slug, manager) => {
      const postId = await insertBlogPost(manager, {
        title: changes.title!,
        slug,
        content: changes.content!,
        excerpt: changes.excerpt ?? null,
        authorId: author.id,
        published,
        publishedAt: published ? now : null,
        featuredImage: changes.featuredImage ?? null,
        tags: changes.tags ?? [],
        metaDescription: changes.metaDescription ?? null,
        now,
      });
      await this.audit.record(
        {
          actorId: author.id,
          action: 'blog_post.create',
          entityType: 'blog_post',
          entityId: postId,
          details: { title: changes.title, slug, published },
        },
        manager,
      );
      return postId;
    });
    return this.get(id);
  }

  /** Changes only what is sent; a sent title recomputes the slug (spec 5, 'Blog form'). */
  async update(id: string, input: BlogPostInput, actor?: AuthUser): Promise<BlogPostAdminDto> {
    await this.requireRow(id);
    const changes = parsePostInput(input, 'update');
    const update = buildPostUpdate(id, changes, () => this.clock.now());
    if (!update) return this.get(id);

    const write = async (manager: Queryable, slug?: string) => {
      const before = await lockPostSnapshot(manager, id);
      if (!before) throw blogPostNotFound(); // deleted meanwhile
      await updateBlogPost(manager, update, slug);
      await this.auditUpdate(id, before, changes, actor, manager);
    };
    if (changes.title === undefined) await this.dataSource.transaction((manager) => write(manager));
    else await this.withUniqueSlug(changes.title, id, (slug, manager) => write(manager, slug));
    return this.get(id);
  }

  /** Answers the deleted post (ra-data-simple-rest's delete). */
  async remove(id: string, actor?: AuthUser): Promise<BlogPostAdminDto> {
    if (!isUuid(id)) throw blogPostNotFound();
    return this.dataSource.transaction(async (manager) => {
      const row = await lockPostById(manager, id);
      if (!row) throw blogPostNotFound();
      await deleteBlogPost(manager, id);
      await this.audit.record(
        {
          actorId: actor?.id ?? null,
          action: 'blog_post.delete',
          entityType: 'blog_post',
          entityId: id,
          details: { title: row.title, slug: row.slug, published: row.published },
        },
        manager,
      );
      return toAdminPost(row);
    });
  }

  /**
   * blog_post.update names the fields whose value changed; a change of state is its own
   * blog_post.publish / blog_post.unpublish entry. Saving identical values writes nothing.
   */
  private async auditUpdate(
    id: string,
    before: PostSnapshot,
    changes: BlogPostChanges,
    actor: AuthUser | undefined,
    manager: Queryable,
  ): Promise<void> {
    const fields = (Object.keys(EDITABLE_COLUMNS) as (keyof typeof EDITABLE_COLUMNS)[]).filter(
      (key) => changes[key] !== undefined && JSON.stringify(changes[key]) !== JSON.stringify(before[key]),
    );
    const base = { actorId: actor?.id ?? null, entityType: 'blog_post', entityId: id };
    if (fields.length > 0) {
      const details: Record<string, unknown> = { fields };
      if (fields.includes('title')) Object.assign(details, { titleBefore: before.title, titleAfter: changes.title });
      await this.audit.record({ ...base, action: 'blog_post.update', details }, manager);
    }
    if (changes.published !== undefined && changes.published !== before.published) {
      await this.audit.record({ ...base, action: changes.published ? 'blog_post.publish' : 'blog_post.unpublish' }, manager);
    }
  }

  private async requireRow(id: string): Promise<BlogPostRow> {
    const row = isUuid(id) ? await findPostById(this.dataSource, id) : undefined;
    if (!row) throw blogPostNotFound();
    return row;
  }

  /**
   * Runs `write` in a transaction with the first free slug for `title` (the post `exceptId`
   * does not count as taken). A concurrent writer taking the same slug first makes the unique
   * index refuse ours: the transaction rolls back, and we recompute and try again.
   */
  private async withUniqueSlug<T>(
    title: string,
    exceptId: string | undefined,
    write: (slug: string, manager: Queryable) => Promise<T>,
  ): Promise<T> {
    // Every candidate starts with the first 190 characters of the base (the suffix needs ≤ 10).
    const prefix = (blogSlug(title) || FALLBACK_SLUG).slice(0, 190);
    for (let attempt = 1; ; attempt++) {
      const taken = await findSlugsWithPrefix(this.dataSource, prefix, exceptId);
      const slug = slugFromTitle(title, new Set(taken));
      try {
        return await this.dataSource.transaction((manager) => write(slug, manager));
      } catch (error) {
        if (attempt >= SLUG_ATTEMPTS || !isSlugConflict(error)) throw error;
      }
    }
  }
}

function isSlugConflict(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === '23505' && driverError.constraint === 'uq_blog_posts_slug';
}
