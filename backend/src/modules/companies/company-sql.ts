import { cappedCountSql, cappedTotal, type CappedTotal } from '../../common/database/capped-count.js';
import { correctedTextQuery, matchesText, userTextQuery, type TextQuery } from '../../common/database/fts.js';
import { afterKeySql, cursorTimestampSql, encodeCursor, type KeyKind } from '../../common/database/keyset.js';
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
 * - q: ix_companies_search_vector (GIN on search_vector of the visible rows, full-text search with
 *   es_unaccent: common/database/fts.ts; migration 1765800000000-FullTextSearch)
 * - service: ix_companies_services (GIN, services && ARRAY[…]: a category and all its services,
 *   taxonomy.ts expandServiceFilter)
 * - province / city: ix_companies_place_keys (GIN on place_keys of the visible rows: `p:`province,
 *   `c:`city, normalised by f_place_keys; migration 1765800000000-FullTextSearch)
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
  /** Free text: every word (stemmed, without accents or case), the last one as a prefix. */
  q?: string;
  /** The typo fallback's corrected query, used instead of q's own (findDirectoryPage sets it). */
  text?: TextQuery;
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
  if (filters.q) {
    const text = textQuery(filters);
    // A search without any word (only punctuation) finds nothing, as it always did.
    where.push(text ? matchesText('c.search_vector', text, param(text.all)) : 'false');
  }
  if (filters.services?.length) where.push(`c.services && ${param(filters.services)}::text[]`);
  // place_keys holds `p:province` and `c:city` normalised; f_place_keys of constants is folded at
  // planning, so the GIN index and its element statistics see the very keys.
  if (filters.provinces?.length) {
    const ref = param(filters.provinces);
    where.push(`c.place_keys && (f_place_keys('p', ${ref}::text[]) || f_place_keys('c', ${ref}::text[]))`);
  }
  if (filters.cities?.length) where.push(`c.place_keys && f_place_keys('c', ${param(filters.cities)}::text[])`);
  return where.join('\n   AND ');
}

function textQuery(filters: DirectoryFilters): TextQuery | undefined {
  return filters.q ? (filters.text ?? userTextQuery(filters.q)) : undefined;
}

/**
 * Relevance tier of a company for `q` (0 best): every word is in the name (weight A of
 * search_vector), else they matched in the services, description or place. Without `q` every
 * match is equally relevant (no tier).
 */
function nameMatch(filters: DirectoryFilters, params: unknown[]): string | undefined {
  const text = textQuery(filters);
  if (!text) return undefined;
  params.push(text.name);
  return matchesText('c.search_vector', text, `$${params.length}`);
}

/** The sort key of a directory row, as its cursor carries it: tier, boosted (1/0), rotation turn, created_at, id. */
export const DIRECTORY_KEY: readonly KeyKind[] = ['int', 'int', 'int', 'timestamp', 'uuid'];
export type DirectoryKey = [tier: number, boosted: number, turn: number, createdAt: string, id: string];

/** A page row: the company, its place in the order (tier, rotation turn) and created_at to the microsecond. */
export interface DirectoryPageRow extends CompanyRow {
  tier: number;
  turn: string | null;
  cursorAt: string;
}

/**
 * The organic (not boosted) rows, at most `cut` of each relevance tier, each tier its own branch
 * ordered newest first: a broad search walks ix_companies_listed_created_at and stops after `cut`
 * matches, a narrow one reads its few matches from ix_companies_search_vector; nothing has to rank
 * every match. With `after` (a cursor), only rows after it.
 */
function organicSql(
  where: string,
  name: string | undefined,
  cut: string,
  after: DirectoryKey | undefined,
  ref: (v: unknown) => string,
): string {
  const branches = (name ? [0, 1] : [0]).flatMap((tier) => {
    const conditions = [where];
    if (name) conditions.push(tier === 0 ? name : `NOT ${name}`);
    if (after) {
      const [afterTier, boosted, , createdAt, id] = after;
      if (tier < afterTier) return [];
      if (tier === afterTier && !boosted) {
        conditions.push(
          afterKeySql([
            { sql: 'c.created_at', dir: 'DESC', ref: `${ref(createdAt)}::timestamptz` },
            { sql: 'c.id', dir: 'DESC', ref: `${ref(id)}::uuid` },
          ]),
        );
      }
    }
    return [
      `(SELECT ${COMPANY_COLUMNS}, false AS featured, ${tier} AS tier, NULL::bigint AS turn, ${cursorTimestampSql('c.created_at')} AS "cursorAt"
     FROM companies c
    WHERE ${conditions.join('\n      AND ')}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${cut})`,
    ];
  });
  return branches.length > 0
    ? branches.join('\n  UNION ALL\n  ')
    : `(SELECT ${COMPANY_COLUMNS}, false AS featured, 0 AS tier, NULL::bigint AS turn, '' AS "cursorAt" FROM companies c WHERE false)`;
}

/**
 * One page of the directory: by relevance tier (`q` only), then newest first (id breaks ties so
 * pages never overlap). With `boost`, the featured companies of featured-ranking.ts are moved to
 * the top of their tier: the boosted branch is a handful of rows and the organic branches keep
 * their index, each cut at offset + limit before the merge. With `after` (a cursor: keyset.ts) the
 * page starts after that row and `offset` is ignored.
 */
export function directoryPageQuery(
  filters: DirectoryFilters,
  limit: number,
  offset: number,
  boost?: FeaturedBoost,
  after?: DirectoryKey,
): SqlQuery {
  const params: unknown[] = [];
  const ref = (value: unknown) => `$${params.push(value)}`;
  const skip = after ? 0 : offset;
  const where = directoryWhere(filters, params);
  const name = nameMatch(filters, params);
  const [limitRef, offsetRef] = [ref(limit), ref(skip)];
  const cut = `${limitRef}::int + ${offsetRef}::int`;
  if (!boost) {
    return {
      sql: `SELECT page.* FROM (
  ${organicSql(where, name, cut, after, ref)}
) page
 ORDER BY page.tier, page."createdAt" DESC, page.id DESC
 LIMIT ${limitRef} OFFSET ${offsetRef}`,
      params,
    };
  }
  const tier = name ? `(CASE WHEN ${name} THEN 0 ELSE 1 END)` : '0';
  const [minLevel, now, window, slots] = [ref(boost.minLevel), ref(boost.now), ref(boost.window), ref(boost.slots)];
  let boostedAfter = 'true';
  if (after) {
    const [afterTier, boosted, turn] = after;
    boostedAfter = boosted
      ? `(b.tier > ${ref(afterTier)}::int OR (b.tier = ${ref(afterTier)}::int AND b.turn > ${ref(turn)}::bigint))`
      : `b.tier > ${ref(afterTier)}::int`;
  }
  return {
    // Candidates first, materialized: the level (a subquery per company) is then evaluated only for
    // the few companies that ever had a featured plan and match, never for every match of a broad search.
    sql: `WITH candidates AS MATERIALIZED (
  SELECT c.id, ${tier} AS tier
    FROM companies c
   WHERE ${where}
     AND c.id IN (${featuredCandidatesSql(`${minLevel}::smallint`)})
), featured AS (
  SELECT k.id, k.tier FROM candidates k WHERE ${featuredLevelSql('k', `${now}::timestamptz`)} >= ${minLevel}::smallint
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
  (SELECT ${COMPANY_COLUMNS}, true AS featured, b.tier, b.turn, ${cursorTimestampSql('c.created_at')} AS "cursorAt"
     FROM boosted b JOIN companies c ON c.id = b.id
    WHERE ${boostedAfter})
  UNION ALL
  ${organicSql(`${where}\n      AND c.id NOT IN (SELECT id FROM boosted)`, name, cut, after, ref)}
) page
 ORDER BY page.tier, page.featured DESC, page.turn, page."createdAt" DESC, page.id DESC
 LIMIT ${limitRef} OFFSET ${offsetRef}`,
    params,
  };
}

/** How many visible companies match, counting at most COUNT_CAP + 1 (capped-count.ts). */
export function directoryCountQuery(filters: DirectoryFilters): SqlQuery {
  const params: unknown[] = [];
  const where = directoryWhere(filters, params);
  return { sql: cappedCountSql(`companies c WHERE ${where}`), params };
}

/** The exact number of visible companies matching (the location landings count a province or city). */
function directoryExactCountQuery(filters: DirectoryFilters): SqlQuery {
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

export interface DirectoryPage extends CappedTotal {
  rows: DirectoryPageRow[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
}

/** The cursor naming `row` (DIRECTORY_KEY). */
function directoryCursor(row: DirectoryPageRow): string {
  const key: DirectoryKey = [row.tier, row.featured ? 1 : 0, Number(row.turn ?? 0), row.cursorAt, row.id];
  return encodeCursor(key);
}

/** A directory page (one row more, to know whether another follows) and its capped total, in parallel. */
async function readDirectoryPage(
  db: Queryable,
  filters: DirectoryFilters,
  limit: number,
  offset: number,
  boost: FeaturedBoost | undefined,
  after: DirectoryKey | undefined,
): Promise<DirectoryPage> {
  const pageQuery = directoryPageQuery(filters, limit + 1, offset, boost, after);
  const countQuery = directoryCountQuery(filters);
  const [rows, [{ total }]] = await Promise.all([
    db.query<DirectoryPageRow[]>(pageQuery.sql, pageQuery.params),
    db.query<{ total: number }[]>(countQuery.sql, countQuery.params),
  ]);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: more ? directoryCursor(page[page.length - 1]) : null, ...cappedTotal(total) };
}

/**
 * A directory page and its capped total. When a text search finds nothing, it is tried once more
 * with every word corrected to the closest known one (typo fallback, fts.ts).
 */
export async function findDirectoryPage(
  db: Queryable,
  filters: DirectoryFilters,
  limit: number,
  offset: number,
  boost?: FeaturedBoost,
  after?: DirectoryKey,
): Promise<DirectoryPage> {
  const page = await readDirectoryPage(db, filters, limit, offset, boost, after);
  if (page.total > 0 || !filters.q || filters.text) return page;
  const text = await correctedTextQuery(db, 'companies', filters.q);
  return text ? readDirectoryPage(db, { ...filters, text }, limit, offset, boost, after) : page;
}

/** Visible companies matching the directory filters, exactly. */
export async function countDirectory(db: Queryable, filters: DirectoryFilters): Promise<number> {
  const countQuery = directoryExactCountQuery(filters);
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
