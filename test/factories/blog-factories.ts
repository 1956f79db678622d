import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface TestPostOptions {
  title?: string;
  slug?: string;
  content?: string;
  excerpt?: string | null;
  published?: boolean;
  /** Defaults to now for a published post, null for a draft. */
  publishedAt?: Date | null;
  authorId?: string | null;
  featuredImage?: string | null;
  tags?: string[];
  metaDescription?: string | null;
  updatedAt?: Date;
}

export interface TestPost {
  id: string;
  slug: string;
  title: string;
}

/**
 * A blog post straight in SQL (the admin API comes with the backoffice), with the publication
 * state, date and author the test needs. Slugs get a random suffix so tests never collide.
 */
export async function insertBlogPost(ds: DataSource, opts: TestPostOptions = {}): Promise<TestPost> {
  const suffix = randomUUID().slice(0, 8);
  const title = opts.title ?? `Post de prueba ${suffix}`;
  const slug = opts.slug ?? `post-de-prueba-${suffix}`;
  const published = opts.published ?? true;
  const publishedAt = opts.publishedAt !== undefined ? opts.publishedAt : published ? new Date() : null;
  const [row] = await ds.query(
    `INSERT INTO blog_posts (title, slug, content, excerpt, author_id, published, published_at, featured_image, tags, meta_description, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11, now())) RETURNING id`,
    [
      title,
      slug,
      opts.content ?? '<p>Contenido del post de prueba sobre mudanzas y transporte.</p>',
      opts.excerpt === undefined ? 'Resumen del post de prueba.' : opts.excerpt,
      opts.authorId ?? null,
      published,
      publishedAt,
      opts.featuredImage ?? null,
      opts.tags ?? [],
      opts.metaDescription ?? null,
      opts.updatedAt ?? null,
    ],
  );
  return { id: row.id, slug, title };
}

/** A date far in the future, `minutes` apart: such posts sort before any real or seeded post. */
export const futureDate = (minutes: number) => new Date(Date.UTC(2200, 0, 1) + minutes * 60_000);
