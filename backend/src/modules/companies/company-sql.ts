import { containsText, escapeLike } from '../../common/database/text-search.js';
/**
 * SQL of the public company lists, as pure functions (the service runs them; bench/ EXPLAINs the
 * very same text). Every filter has an index:
 * - visibility + newest first: ix_companies_listed_created_at (partial: is_active AND status = 'active')
 * - q: ix_companies_search_text_trgm (GIN trigram on search_text, LIKE '%…%')
 * - service: ix_companies_services (GIN, services @> ARRAY[…])
 * - province / city: ix_companies_province_norm / ix_companies_city_norm (f_search_normalize(…),
 *   partial on visible rows; migration 1764000000000-CompanySearchIndexes)
 */

/** A company the public may see (spec 4, "Company visibility"). */
export const VISIBLE_COMPANY = `c.is_active AND c.status = 'active'`;

/** Columns every response needs (search_text and moderation fields stay out). */
export const COMPANY_COLUMNS = `c.id, c.user_id AS "userId", c.slug, c.company_name AS "companyName",
  c.contact_person AS "contactPerson", c.email, c.phone, c.city, c.province, c.services, c.description,
  c.website, c.logo, c.verified_at AS "verifiedAt", c.created_at AS "createdAt"`;

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
  createdAt: Date;
}

export interface DirectoryFilters {
  /** Free text, matched accent- and case-insensitively inside search_text. */
  q?: string;
  /** One exact element of `services`. */
  service?: string;
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
  if (filters.service) where.push(`c.services @> ARRAY[${param(filters.service)}]::text[]`);
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

/** One page of the directory, newest first (id breaks ties so pages never overlap). */
export function directoryPageQuery(filters: DirectoryFilters, limit: number, offset: number): SqlQuery {
  const params: unknown[] = [];
  const where = directoryWhere(filters, params);
  params.push(limit, offset);
  return {
    sql: `SELECT ${COMPANY_COLUMNS}
  FROM companies c
 WHERE ${where}
 ORDER BY c.created_at DESC, c.id DESC
 LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  };
}

export function directoryCountQuery(filters: DirectoryFilters): SqlQuery {
  const params: unknown[] = [];
  const where = directoryWhere(filters, params);
  return { sql: `SELECT count(*)::int AS total FROM companies c WHERE ${where}`, params };
}

/** Ratings of many companies in one grouped query (ix_reviews_company_id_created_at). */
export const RATINGS_SQL = `SELECT company_id AS "companyId", count(*)::int AS count, round(avg(rating), 1)::float8 AS average
  FROM reviews WHERE company_id = ANY($1::uuid[]) GROUP BY company_id`;

/** Gallery images of many companies in one query (ix_company_images_company_id_position). */
export const IMAGES_SQL = `SELECT id, company_id AS "companyId", url, thumbnail_url AS "thumbnailUrl", width, height
  FROM company_images WHERE company_id = ANY($1::uuid[]) ORDER BY company_id, position, created_at, id`;
