import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { BlogPostChanges } from './blog-input.js';
import { ADMIN_LIST_COLUMNS, POST_BY_ID_SQL, POST_FROM, type BlogPostRow } from './blog-sql.js';

/** SQL of the backoffice blog (BlogAdminService): the list, and the writes, each in its caller's transaction. */

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

/** A page of the list (every column but the content) and its total; the count reads blog_posts alone. */
export function findAdminPostPage(db: Queryable, list: ListQuery): Promise<{ rows: BlogPostRow[]; total: number }> {
  return fetchListPage<BlogPostRow>(db, list, { columns: ADMIN_LIST_COLUMNS, from: POST_FROM, countFrom: 'blog_posts p' });
}

/** A post in any state, with its content. */
export async function findPostById(db: Queryable, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.query<BlogPostRow[]>(POST_BY_ID_SQL, [id]);
  return row;
}

/** The same, with the post row locked (FOR UPDATE OF p). */
export async function lockPostById(db: Queryable, id: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.query<BlogPostRow[]>(`${POST_BY_ID_SQL} FOR UPDATE OF p`, [id]);
  return row;
}

/** Column of each field that `BlogPostChanges` may carry (besides published, handled apart). */
export const EDITABLE_COLUMNS: Record<Exclude<keyof BlogPostChanges, 'published'>, string> = {
  title: 'title',
  content: 'content',
  excerpt: 'excerpt',
  featuredImage: 'featured_image',
  tags: 'tags',
  metaDescription: 'meta_description',
};

export interface NewBlogPost {
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  authorId: string;
  published: boolean;
  publishedAt: Date | null;
  featuredImage: string | null;
  tags: string[];
  metaDescription: string | null;
  /** created_at and updated_at. */
  now: Date;
}

/** Inserts a post; answers its id. The unique index refuses a slug taken meanwhile (uq_blog_posts_slug). */
export async function insertBlogPost(db: Queryable, post: NewBlogPost): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO blog_posts (title, slug, content, excerpt, author_id, published, published_at, featured_image, tags, meta_description, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      post.title,
      post.slug,
      post.content,
      post.excerpt,
      post.authorId,
      post.published,
      post.publishedAt,
      post.featuredImage,
      post.tags,
      post.metaDescription,
      post.now,
    ],
  );
  return row.id;
}

/** The stored values an update compares against, to audit only what really changed. */
export type PostSnapshot = Pick<BlogPostRow, 'title' | 'content' | 'excerpt' | 'featuredImage' | 'tags' | 'metaDescription' | 'published'>;

/** The post's editable values, with its row locked; undefined when it is gone. */
export async function lockPostSnapshot(db: Queryable, id: string): Promise<PostSnapshot | undefined> {
  const [before] = await db.query<PostSnapshot[]>(
    `SELECT title, content, excerpt, featured_image AS "featuredImage", tags, meta_description AS "metaDescription", published
  FROM blog_posts WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return before;
}

/** The SET list of an update and its parameters (`$1` is the post id). */
export interface PostUpdate {
  sets: string[];
  params: unknown[];
}

/**
 * The SET list of the fields sent (published_at only on the first publication: the original
 * date survives unpublishing and republishing) and updated_at; null when nothing was sent.
 * `now` is read at each use, as the clock answers then.
 */
export function buildPostUpdate(id: string, changes: BlogPostChanges, now: () => Date): PostUpdate | null {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  for (const [key, column] of Object.entries(EDITABLE_COLUMNS) as [keyof typeof EDITABLE_COLUMNS, string][]) {
    if (changes[key] !== undefined) set(column, changes[key]);
  }
  if (changes.published !== undefined) {
    set('published', changes.published);
    if (changes.published) {
      params.push(now());
      sets.push(`published_at = COALESCE(published_at, $${params.length})`);
    }
  }
  if (sets.length === 0) return null;
  params.push(now());
  sets.push(`updated_at = $${params.length}`);
  return { sets, params };
}

/** Applies an update, and the new slug when one is given (its parameter goes last). */
export async function updateBlogPost(db: Queryable, update: PostUpdate, slug?: string): Promise<void> {
  const params = slug === undefined ? update.params : [...update.params, slug];
  const slugSql = slug === undefined ? '' : `, slug = $${params.length}`;
  await db.query(`UPDATE blog_posts SET ${update.sets.join(', ')}${slugSql} WHERE id = $1`, params);
}

export async function deleteBlogPost(db: Queryable, id: string): Promise<void> {
  await db.query(`DELETE FROM blog_posts WHERE id = $1`, [id]);
}

/** Slugs starting with `prefix`, but the post `exceptId`'s own. */
export async function findSlugsWithPrefix(db: Queryable, prefix: string, exceptId: string | undefined): Promise<string[]> {
  const rows = await db.query<{ slug: string }[]>(`SELECT slug FROM blog_posts WHERE left(slug, $1) = $2 AND id IS DISTINCT FROM $3`, [
    prefix.length,
    prefix,
    exceptId ?? null,
  ]);
  return rows.map((r) => r.slug);
}
