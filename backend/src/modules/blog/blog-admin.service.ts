import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { blogSlug, isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import { blogLoginRequired, blogPostNotFound } from './blog-errors.js';
import { FALLBACK_SLUG, parsePostInput, slugFromTitle, type BlogPostChanges, type BlogPostInput } from './blog-input.js';
import { ADMIN_LIST_COLUMNS, POST_BY_ID_SQL, POST_FROM, type BlogPostRow } from './blog-sql.js';
import { toAdminListItem, toAdminPost } from './blog.mapper.js';
import type { BlogPostAdminDto, BlogPostAdminListItemDto } from './dto/blog-post.dto.js';

/** Two editors saving the same title at once: the loser recomputes its slug this many times. */
const SLUG_ATTEMPTS = 5;

/** Column of each field that `BlogPostChanges` may carry (besides published, handled apart). */
const COLUMNS: Record<Exclude<keyof BlogPostChanges, 'published'>, string> = {
  title: 'title',
  content: 'content',
  excerpt: 'excerpt',
  featuredImage: 'featured_image',
  tags: 'tags',
  metaDescription: 'meta_description',
};

/** `GET /admin/blog-posts`: sorts and filters of the backoffice list. */
export const BLOG_ADMIN_LIST: ListSpec = {
  sortable: { createdAt: 'p.created_at', updatedAt: 'p.updated_at', publishedAt: 'p.published_at', title: 'f_search_normalize(p.title)' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['p.title'] },
    published: { kind: 'bool', column: 'p.published' },
    // Tags are deduplicated ignoring case on write, so match them the same way.
    tag: {
      kind: 'custom',
      build: (placeholder, value) => {
        if (typeof value !== 'string' || value.length > 50) throw new AppException('VALIDATION_ERROR', 'El filtro tag no es válido.');
        return `EXISTS (SELECT 1 FROM unnest(p.tags) AS t(tag) WHERE lower(t.tag) = lower(${placeholder}))`;
      },
    },
  },
  idColumn: 'p.id',
};

/** The stored values an update compares against, to audit only what really changed. */
type Snapshot = Pick<BlogPostRow, 'title' | 'content' | 'excerpt' | 'featuredImage' | 'tags' | 'metaDescription' | 'published'>;
const SNAPSHOT_SQL = `SELECT title, content, excerpt, featured_image AS "featuredImage", tags, meta_description AS "metaDescription", published
  FROM blog_posts WHERE id = $1 FOR UPDATE`;

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
    const { rows, total } = await fetchListPage<BlogPostRow>(this.dataSource, list, { columns: ADMIN_LIST_COLUMNS, from: POST_FROM, countFrom: 'blog_posts p' });
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
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO blog_posts (title, slug, content, excerpt, author_id, published, published_at, featured_image, tags, meta_description, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
        [
          changes.title,
          slug,
          changes.content,
          changes.excerpt ?? null,
          author.id,
          published,
          published ? now : null,
          changes.featuredImage ?? null,
          changes.tags ?? [],
          changes.metaDescription ?? null,
          now,
        ],
      );
      await this.audit.record(
        { actorId: author.id, action: 'blog_post.create', entityType: 'blog_post', entityId: row.id, details: { title: changes.title, slug, published } },
        manager,
      );
      return row.id;
    });
    return this.get(id);
  }

  /** Changes only what is sent; a sent title recomputes the slug (spec 5, 'Blog form'). */
  async update(id: string, input: BlogPostInput, actor?: AuthUser): Promise<BlogPostAdminDto> {
    await this.requireRow(id);
    const changes = parsePostInput(input, 'update');
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    for (const [key, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
      if (changes[key] !== undefined) set(column, changes[key]);
    }
    if (changes.published !== undefined) {
      set('published', changes.published);
      if (changes.published) {
        // First publication only: the original date survives unpublishing and republishing.
        params.push(this.clock.now());
        sets.push(`published_at = COALESCE(published_at, $${params.length})`);
      }
    }
    if (sets.length === 0) return this.get(id);
    params.push(this.clock.now());
    sets.push(`updated_at = $${params.length}`);

    const write = async (manager: EntityManager, slugSql = '') => {
      const [before] = await manager.query<Snapshot[]>(SNAPSHOT_SQL, [id]);
      if (!before) throw blogPostNotFound(); // deleted meanwhile
      await manager.query(`UPDATE blog_posts SET ${sets.join(', ')}${slugSql} WHERE id = $1`, params);
      await this.auditUpdate(id, before, changes, actor, manager);
    };
    if (changes.title === undefined) await this.dataSource.transaction((manager) => write(manager));
    else {
      params.push(null);
      const slugRef = params.length;
      await this.withUniqueSlug(changes.title, id, async (slug, manager) => {
        params[slugRef - 1] = slug;
        await write(manager, `, slug = $${slugRef}`);
      });
    }
    return this.get(id);
  }

  /** Answers the deleted post (ra-data-simple-rest's delete). */
  async remove(id: string, actor?: AuthUser): Promise<BlogPostAdminDto> {
    if (!isUuid(id)) throw blogPostNotFound();
    return this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<BlogPostRow[]>(`${POST_BY_ID_SQL} FOR UPDATE OF p`, [id]);
      if (!row) throw blogPostNotFound();
      await manager.query(`DELETE FROM blog_posts WHERE id = $1`, [id]);
      await this.audit.record(
        { actorId: actor?.id ?? null, action: 'blog_post.delete', entityType: 'blog_post', entityId: id, details: { title: row.title, slug: row.slug, published: row.published } },
        manager,
      );
      return toAdminPost(row);
    });
  }

  /**
   * blog_post.update names the fields whose value changed; a change of state is its own
   * blog_post.publish / blog_post.unpublish entry. Saving identical values writes nothing.
   */
  private async auditUpdate(id: string, before: Snapshot, changes: BlogPostChanges, actor: AuthUser | undefined, manager: EntityManager): Promise<void> {
    const fields = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter(
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
    const [row] = isUuid(id) ? await this.dataSource.query<BlogPostRow[]>(POST_BY_ID_SQL, [id]) : [];
    if (!row) throw blogPostNotFound();
    return row;
  }

  /**
   * Runs `write` in a transaction with the first free slug for `title` (the post `exceptId`
   * does not count as taken). A concurrent writer taking the same slug first makes the unique
   * index refuse ours: the transaction rolls back, and we recompute and try again.
   */
  private async withUniqueSlug<T>(title: string, exceptId: string | undefined, write: (slug: string, manager: EntityManager) => Promise<T>): Promise<T> {
    // Every candidate starts with the first 190 characters of the base (the suffix needs ≤ 10).
    const prefix = (blogSlug(title) || FALLBACK_SLUG).slice(0, 190);
    for (let attempt = 1; ; attempt++) {
      const rows = await this.dataSource.query<{ slug: string }[]>(
        `SELECT slug FROM blog_posts WHERE left(slug, $1) = $2 AND id IS DISTINCT FROM $3`,
        [prefix.length, prefix, exceptId ?? null],
      );
      const slug = slugFromTitle(title, new Set(rows.map((r) => r.slug)));
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
