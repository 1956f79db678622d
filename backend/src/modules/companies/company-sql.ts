import { containsText, escapeLike } from '../../common/database/text-search.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { CompanyStatus } from '../../database/enums.js';
import type { ImageRow, RatingRow } from './company.mapper.js';
import { ratingColumnsSql } from './company-rating-sql.js';
import { featuredCandidatesSql, featuredLevelSql } from '../subscriptions/entitlements-sql.js';
import type { FeaturedBoost } from './featured-ranking.js';
import type { StoredBadge } from '../documents/badges.js';
/**
 * SQL of the public company lists, as pure functions (the service runs them; bench/ EXPLAINs the
 * very same text). Every filter has an index:
 * - visibility + newest first: ix_companies_listed_created_at (partial: is_active AND status = 'active')
 * - q: ix_companies_search_text_trgm (GIN trigram on search_text, LIKE '%…%')
 * - service: ix_companies_services (GIN, services && ARRAY[…]: a category and all its services,
 *   taxonomy.ts expandServiceFilter)
 * - province / city: ix_companies_province_norm / ix_companies_city_norm (f_search_normalize(…),
 *   partial on visible rows; migration 1764000000000-CompanySearchIndexes)
 */

/** A company the public may see (spec 4, "Company visibility"). */
export const VISIBLE_COMPANY = `c.is_active AND c.status = 'active'`;

/** Columns every response needs (search_text and moderation fields stay out). */
export const COMPANY_COLUMNS = `c.id, c.user_id AS "userId", c.slug, c.company_name AS "companyName",
  c.contact_person AS "contactPerson", c.email, c.phone, c.city, c.province, c.services, c.description,
  c.website, c.logo, c.verified_at AS "verifiedAt", c.badges, c.created_at AS "createdAt", c.response_minutes AS "responseMinutes"`;

export interface CompanyRow {
  id: string;
  userId: string;
  slug: string;
  companyName: string;
  contactPerson: string;
  email: string | null;
  phone: string | null;
  city: string;
  province: string;
  services: string[];
  description: string;
  website: string | null;
  logo: string | null;
  verifiedAt: Date | null;
  /** Approved documents (documents module, issue 20); lapsed ones are dropped when mapped (publicBadges). */
  badges: StoredBadge[];
  createdAt: Date;
  /** Median minutes to propose after opening a request (a trigger keeps it); null below 3 samples. */
  responseMinutes: number | null;
  /** Lists only: boosted on this list by featured placement (featured-ranking.ts). */
  featured?: boolean;
}

export interface DirectoryFilters {
  /** Free text, matched accent- and case-insensitively inside search_text. */
  q?: string;
  /** Stored values, any of which matches (a category's name and services: expandServiceFilter). */
  services?: string[];
  /** Spellings of a place matched against province OR city (normalized). */
  provinces?: string[];
  /** Spellings of a city matched against city (normalized). */
  cities?: string[];
}

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

function directoryWhere(filters: DirectoryFilters, params: unknown[]): string {
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [VISIBLE_COMPANY];
  if (filters.q) where.push(containsText('c.search_text', param(escapeLike(filters.q))));
  if (filters.services?.length) where.push(`c.services && ${param(filters.services)}::text[]`);
  if (filters.provinces?.length) {
    const list = filters.provinces.map((p) => `f_search_normalize(${param(p)})`).join(', ');
    where.push(`(f_search_normalize(c.province) IN (${list}) OR f_search_normalize(c.city) IN (${list}))`);
  }
  if (filters.cities?.length) {
    const list = filters.cities.map((p) => `f_search_normalize(${param(p)})`).join(', ');
    where.push(`f_search_normalize(c.city) IN (${list})`);
  }
  return where.join('\n   AND ');
}

/**
 * Relevance tier of a company for `q` (0 best): the name contains the text, else it matched in the
 * description, place or services. Without `q` every match is equally relevant (no tier).
 */
function relevanceTier(filters: DirectoryFilters, params: unknown[]): string | undefined {
  if (!filters.q) return undefined;
  params.push(escapeLike(filters.q));
  return `(CASE WHEN ${containsText('f_search_normalize(c.company_name)', `$${params.length}`)} THEN 0 ELSE 1 END)`;
}

/**
 * One page of the directory: by relevance tier (`q` only), then newest first (id breaks ties so
 * pages never overlap). With `boost`, the featured companies of featured-ranking.ts are moved to
 * the top of their tier: the boosted branch is a handful of rows and the organic branch keeps its
 * index (ix_companies_listed_created_at without `q`), each cut at offset + limit before the merge.
 */
export function directoryPageQuery(filters: DirectoryFilters, limit: number, offset: number, boost?: FeaturedBoost): SqlQuery {
  const params: unknown[] = [];
  const where = directoryWhere(filters, params);
  const tier = relevanceTier(filters, params);
  const tierOrder = tier ? `${tier}, ` : '';
  if (!boost) {
    params.push(limit, offset);
    return {
      sql: `SELECT ${COMPANY_COLUMNS}, false AS featured
  FROM companies c
 WHERE ${where}
 ORDER BY ${tierOrder}c.created_at DESC, c.id DESC
 LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    };
  }
  const ref = (value: unknown) => `$${params.push(value)}`;
  const [minLevel, now, window, slots] = [ref(boost.minLevel), ref(boost.now), ref(boost.window), ref(boost.slots)];
  const [limitRef, offsetRef] = [ref(limit), ref(offset)];
  return {
    sql: `WITH featured AS (
  SELECT c.id, ${tier ?? '0'} AS tier
    FROM companies c
   WHERE ${where}
     AND c.id IN (${featuredCandidatesSql(`${minLevel}::smallint`)})
     AND ${featuredLevelSql('c', `${now}::timestamptz`)} >= ${minLevel}::smallint
), turns AS (
  SELECT id, tier, row_number() OVER tiers - 1 AS pos, count(*) OVER tiers AS n
    FROM featured WINDOW tiers AS (PARTITION BY tier ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
), boosted AS (
  SELECT id, tier, ((pos - ${window}::bigint) % n + n) % n AS turn
    FROM turns
   ORDER BY tier, turn
   LIMIT ${slots}::int
)
SELECT page.* FROM (
  (SELECT ${COMPANY_COLUMNS}, true AS featured, b.tier, b.turn
     FROM boosted b JOIN companies c ON c.id = b.id)
  UNION ALL
  (SELECT ${COMPANY_COLUMNS}, false AS featured, ${tier ?? '0'} AS tier, NULL::bigint AS turn
     FROM companies c
    WHERE ${where}
      AND c.id NOT IN (SELECT id FROM boosted)
    ORDER BY ${tierOrder}c.created_at DESC, c.id DESC
    LIMIT ${limitRef}::int + ${offsetRef}::int)
) page
 ORDER BY page.tier, page.featured DESC, page.turn, page."createdAt" DESC, page.id DESC
 LIMIT ${limitRef} OFFSET ${offsetRef}`,
    params,
  };
}

export function directoryCountQuery(filters: DirectoryFilters): SqlQuery {
  const params: unknown[] = [];
  const where = directoryWhere(filters, params);
  return { sql: `SELECT count(*)::int AS total FROM companies c WHERE ${where}`, params };
}

/** Ratings of many companies in one grouped query (ix_reviews_company_id_created_at); the average is company-rating-sql.ts's. */
export const RATINGS_SQL = `SELECT r.company_id AS "companyId", ${ratingColumnsSql('r')}
  FROM reviews r WHERE r.company_id = ANY($1::uuid[]) GROUP BY r.company_id`;

/**
 * Gallery images of many companies in one query (ix_company_images_company_id_position). Those
 * the company's plan hides (`hidden_by_plan`) only when `$2` is true: the owner's editor.
 */
export const IMAGES_SQL = `SELECT id, company_id AS "companyId", url, thumbnail_url AS "thumbnailUrl", width, height, hidden_by_plan AS "hiddenByPlan"
  FROM company_images WHERE company_id = ANY($1::uuid[]) AND (NOT hidden_by_plan OR $2::boolean)
  ORDER BY company_id, position, created_at, id`;

// ------------------------------------------------------------------ runners

/** A directory page and the total that matches its filters, in parallel. */
export async function findDirectoryPage(
  db: Queryable,
  filters: DirectoryFilters,
  limit: number,
  offset: number,
  boost?: FeaturedBoost,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const pageQuery = directoryPageQuery(filters, limit, offset, boost);
  const countQuery = directoryCountQuery(filters);
  const [rows, [{ total }]] = await Promise.all([
    db.query<CompanyRow[]>(pageQuery.sql, pageQuery.params),
    db.query<{ total: number }[]>(countQuery.sql, countQuery.params),
  ]);
  return { rows, total };
}

/** Visible companies matching the directory filters. */
export async function countDirectory(db: Queryable, filters: DirectoryFilters): Promise<number> {
  const countQuery = directoryCountQuery(filters);
  const [{ total }] = await db.query<{ total: number }[]>(countQuery.sql, countQuery.params);
  return total;
}

/** The newest visible companies (ix_companies_listed_created_at), featured ones first with `boost`. */
export function findLatestVisibleCompanies(db: Queryable, limit: number, boost?: FeaturedBoost): Promise<CompanyRow[]> {
  const query = directoryPageQuery({}, limit, 0, boost);
  return db.query<CompanyRow[]>(query.sql, query.params);
}

export async function findVisibleCompany(db: Queryable, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.query<CompanyRow[]>(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1 AND ${VISIBLE_COMPANY}`, [id]);
  return row;
}

export function findCompanyRatings(db: Queryable, companyIds: string[]): Promise<RatingRow[]> {
  return db.query<RatingRow[]>(RATINGS_SQL, [companyIds]);
}

/** The images the public sees, or (`includeHidden`, the owner's editor) also those the plan hides. */
export function findCompanyImages(db: Queryable, companyIds: string[], includeHidden = false): Promise<ImageRow[]> {
  return db.query<ImageRow[]>(IMAGES_SQL, [companyIds, includeHidden]);
}

/** The signed-in company's own row: any status, with its moderation state. */
export type OwnCompanyRow = CompanyRow & { status: CompanyStatus; isActive: boolean; suspensionReason: string | null };

export async function findOwnCompany(db: Queryable, userId: string): Promise<OwnCompanyRow | undefined> {
  const [row] = await db.query<OwnCompanyRow[]>(
    `SELECT ${COMPANY_COLUMNS}, c.status, c.is_active AS "isActive", c.suspension_reason AS "suspensionReason"
       FROM companies c WHERE c.user_id = $1`,
    [userId],
  );
  return row;
}

/** Locks the company row: two gallery uploads at once cannot go over the limit together. */
export async function lockCompanyRow(db: Queryable, companyId: string): Promise<void> {
  await db.query('SELECT 1 FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
}

/** How many gallery images the company has, and the position the next one takes. */
export async function findGallerySlots(db: Queryable, companyId: string): Promise<{ count: number; next: number }> {
  const [slots] = await db.query<{ count: number; next: number }[]>(
    'SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next FROM company_images WHERE company_id = $1',
    [companyId],
  );
  return slots;
}

/**
 * The spelling a visible company uses for a place (ignoring accents and case): for a province,
 * its province column, else a city of that name; for a city, its city column.
 */
export async function findVisiblePlaceSpelling(db: Queryable, text: string, kind: 'province' | 'city'): Promise<string | undefined> {
  const column = kind === 'province' ? 'c.province' : 'c.city';
  const [row] = await db.query<{ name: string }[]>(
    `SELECT ${column} AS name FROM companies c
      WHERE ${VISIBLE_COMPANY} AND f_search_normalize(${column}) = f_search_normalize($1)
      ${kind === 'province' ? `UNION ALL SELECT c.city FROM companies c WHERE ${VISIBLE_COMPANY} AND f_search_normalize(c.city) = f_search_normalize($1)` : ''}
      LIMIT 1`,
    [text],
  );
  return row?.name;
}
