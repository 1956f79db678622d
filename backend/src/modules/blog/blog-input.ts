import { blogSlug } from '@rutalia/catalog';
import type { FieldError } from '../../common/errors/app-exception.js';
import { htmlToText, sanitizeRichText } from '../../common/security/rich-text.js';
import { richTextIsBlank } from '../../common/security/sanitize-html.js';
import { BlogMessages, blogValidation } from './blog-errors.js';

/** Column sizes of blog_posts (migration 1763800000000) and the limits of the blog form. */
export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  content: 100_000,
  excerpt: 500,
  metaDescription: 300,
  featuredImage: 500,
  tags: 20,
  tag: 50,
} as const;

/** Slug of a title that leaves nothing after the rule ('¿¡!?' → 'post'). */
export const FALLBACK_SLUG = 'post';

/**
 * Spec 5 'Blog form' slug, made unique: the blog rule (accents folded first, docs/decisions.md),
 * 'post' when nothing is left, then `-2`, `-3`… until it is not in `taken`. The base is cut so the
 * suffixed slug still fits the 200-character column.
 */
export function slugFromTitle(title: string, taken: ReadonlySet<string> = new Set()): string {
  const base = blogSlug(title) || FALLBACK_SLUG;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${base.slice(0, BLOG_LIMITS.slug - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Tags from the form: a comma-separated text or a list of texts; trimmed, empties dropped,
 * duplicates removed ignoring case (the first spelling wins). null when the value is neither.
 */
export function normalizeTags(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  const parts =
    typeof value === 'string' ? value.split(',') : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (!parts) return null;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of parts) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase('es');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** An absolute http(s) address, or a file this server stores under /uploads/. */
export function isFeaturedImage(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/uploads/'))
    return /^\/uploads\/[A-Za-z0-9._~%\-/]+$/.test(value) && !value.split('/').some((s) => s === '..' || s === '.');
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What the backoffice sends to create or edit a post. */
export interface BlogPostInput {
  title?: string;
  content?: string;
  excerpt?: string | null;
  featuredImage?: string | null;
  tags?: string | string[] | null;
  metaDescription?: string | null;
  published?: boolean;
}

/** Clean values ready to store; a key is present only when the input sent it. */
export interface BlogPostChanges {
  title?: string;
  content?: string;
  excerpt?: string | null;
  featuredImage?: string | null;
  tags?: string[];
  metaDescription?: string | null;
  published?: boolean;
}

/**
 * Validates and normalises a post body. On create, title and content are required; on update,
 * only what is sent is checked (and a sent title or content may not be blank). Content is
 * sanitized rich text; excerpt and meta description are stored as plain text.
 * Throws 400 VALIDATION_ERROR naming every wrong field.
 */
export function parsePostInput(input: BlogPostInput, mode: 'create' | 'update'): BlogPostChanges {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const changes: BlogPostChanges = {};
  const creating = mode === 'create';

  if (input.title !== undefined || creating) {
    if (input.title !== undefined && input.title !== null && typeof input.title !== 'string')
      fail('title', BlogMessages.TEXT_INVALID('title'));
    else {
      const title = (input.title ?? '').trim();
      if (title === '') fail('title', BlogMessages.TITLE_REQUIRED);
      else if (title.length > BLOG_LIMITS.title) fail('title', BlogMessages.TITLE_TOO_LONG);
      else changes.title = title;
    }
  }

  if (input.content !== undefined || creating) {
    if (input.content !== undefined && input.content !== null && typeof input.content !== 'string')
      fail('content', BlogMessages.TEXT_INVALID('content'));
    else if ((input.content ?? '').length > BLOG_LIMITS.content) fail('content', BlogMessages.CONTENT_TOO_LONG);
    else {
      const content = sanitizeRichText(input.content ?? '');
      if (richTextIsBlank(content)) fail('content', BlogMessages.CONTENT_REQUIRED);
      else changes.content = content;
    }
  }

  const plain = (field: 'excerpt' | 'metaDescription', max: number, tooLong: string) => {
    const value = input[field];
    if (value === undefined) return;
    if (value !== null && typeof value !== 'string') return fail(field, BlogMessages.TEXT_INVALID(field));
    const text = htmlToText(sanitizeRichText(value ?? ''));
    if (text.length > max) return fail(field, tooLong);
    changes[field] = text === '' ? null : text;
  };
  plain('excerpt', BLOG_LIMITS.excerpt, BlogMessages.EXCERPT_TOO_LONG);
  plain('metaDescription', BLOG_LIMITS.metaDescription, BlogMessages.META_TOO_LONG);

  if (input.featuredImage !== undefined) {
    const image = typeof input.featuredImage === 'string' ? input.featuredImage.trim() : input.featuredImage;
    if (image === null || image === '') changes.featuredImage = null;
    else if (typeof image !== 'string' || image.length > BLOG_LIMITS.featuredImage || !isFeaturedImage(image))
      fail('featuredImage', BlogMessages.IMAGE_INVALID);
    else changes.featuredImage = image;
  }

  if (input.tags !== undefined) {
    const tags = normalizeTags(input.tags);
    if (!tags) fail('tags', BlogMessages.TAGS_INVALID);
    else if (tags.length > BLOG_LIMITS.tags) fail('tags', BlogMessages.TOO_MANY_TAGS);
    else if (tags.some((tag) => tag.length > BLOG_LIMITS.tag)) fail('tags', BlogMessages.TAG_TOO_LONG);
    else changes.tags = tags;
  }

  if (input.published !== undefined) {
    if (typeof input.published !== 'boolean') fail('published', BlogMessages.PUBLISHED_INVALID);
    else changes.published = input.published;
  }

  if (errors.length > 0) {
    const missing =
      creating && errors.some((e) => e.message === BlogMessages.TITLE_REQUIRED || e.message === BlogMessages.CONTENT_REQUIRED);
    throw blogValidation(missing ? BlogMessages.CREATE_INCOMPLETE : errors[0].message, errors);
  }
  return changes;
}
