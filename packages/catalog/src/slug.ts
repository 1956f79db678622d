/**
 * Slug helpers shared by the backend and the site (pure TypeScript, no dependencies).
 *
 * - `slugify` is the spec's "Slug rule" (section 5) for company and job links and for the
 *   catalog's own slugs (provinces, cities, service categories).
 * - `seoParam` / `idFromSeoParam` build and decode the `/company/{seoParam}` and
 *   `/job/{seoParam}` route parameters: `{slug}-{uuid}`, the id being the trailing 36 characters.
 * - `blogSlug` is the blog rule of section 5 (see the decision noted on the function).
 */

/** Maximum slug length (spec section 9: "Slug max 60 characters"). */
export const SLUG_MAX_LENGTH = 60;

/** Length of a canonical textual UUID (8-4-4-4-12 hexadecimal digits). */
export const UUID_LENGTH = 36;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Letters that Unicode canonical decomposition (NFD) does not split into "base letter + accent",
 * mapped to their usual Latin transliteration so they are not silently dropped.
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Lower-cases, strips accents/diacritics ("Málaga" → "malaga", "ñ" → "n", "ç" → "c"). */
function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? '');
}

/**
 * Shared tail of both rules: whitespace runs become hyphens, anything outside `a-z 0-9 -` is
 * removed, repeated hyphens collapse and leading/trailing hyphens are trimmed.
 */
function hyphenate(folded: string): string {
  return folded
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec section 5, "Slug rule": lowercase, accents removed, only letters, digits, spaces and
 * hyphens kept, whitespace to hyphens, repeated hyphens collapsed, leading/trailing hyphens
 * trimmed, at most `maxLength` (60) characters. After truncation a trailing hyphen is trimmed
 * again, so a slug never ends in "-".
 *
 * "Letters" means the ASCII letters left after removing accents (URL-safe slugs); other symbols
 * and punctuation, apostrophes included, are dropped: "L'Hospitalet" → "lhospitalet".
 *
 * @example slugify('Transportes Martínez & Hijos, S.L.') === 'transportes-martinez-hijos-sl'
 */
export function slugify(text: string, maxLength: number = SLUG_MAX_LENGTH): string {
  const slug = hyphenate(foldAccents(text ?? ''));
  if (slug.length <= maxLength) return slug;
  return slug.slice(0, Math.max(0, maxLength)).replace(/-+$/, '');
}

/** True when `value` is a canonical 36-character UUID (any version, case-insensitive). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * Route parameter for company and job links: `${slugify(name)}-${id}`.
 * When the name yields an empty slug (e.g. only symbols) the id alone is returned, so the link
 * never starts with a hyphen; `idFromSeoParam` decodes both forms.
 */
export function seoParam(name: string, id: string): string {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : id;
}

/**
 * Recovers the id from a `{slug}-{uuid}` route parameter (or from a bare UUID): the trailing 36
 * characters must be a well-formed UUID, preceded by a hyphen or nothing. Returns the id in
 * lower case, or `null` when there is none or it is malformed.
 *
 * @example idFromSeoParam('mudanzas-garcia-3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b')
 *          === '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'
 */
export function idFromSeoParam(param: string | null | undefined): string | null {
  if (typeof param !== 'string') return null;
  const value = param.trim();
  if (value.length < UUID_LENGTH) return null;
  const candidate = value.slice(-UUID_LENGTH);
  if (!isUuid(candidate)) return null;
  if (value.length > UUID_LENGTH && value[value.length - UUID_LENGTH - 1] !== '-') return null;
  return candidate.toLowerCase();
}

/**
 * Blog post slug (spec section 5, blog form): lowercased title, spaces to hyphens, characters
 * outside `a-z`, `0-9` and `-` removed, repeated hyphens collapsed, leading and trailing hyphens
 * removed. No length limit (the spec gives none for posts).
 *
 * Decision: accents are removed *before* the "outside a-z0-9-" filter, although the spec's blog
 * rule does not say so. Taken literally the rule turns 'Guía de mudanzas' into 'gua-de-mudanzas'
 * and 'Cómo preparar una mudanza' into 'cmo-preparar-una-mudanza', which no reader would expect;
 * with accents folded they become 'guia-de-mudanzas' and 'como-preparar-una-mudanza', the form
 * used by the company and job links. Titles without accents give exactly the literal rule's result.
 */
export function blogSlug(title: string): string {
  return hyphenate(foldAccents(title ?? ''));
}
