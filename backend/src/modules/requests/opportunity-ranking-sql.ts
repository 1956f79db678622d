import type { Queryable } from '../../common/database/queryable.js';
import { CATEGORY_TERMS, TAXONOMY_PAIRS, distancePointsSql, effectiveKmSql, fitPointsSql, roadKmSql } from '../matching/matching-sql.js';
import { opportunityWhere } from './request-list-sql.js';
import { REQUEST_COLUMNS, REQUEST_FROM, type RequestRow } from './request-sql.js';

/**
 * A company's opportunities (active requests it has not proposed on: opportunityWhere) ranked by
 * how well each fits it (issue 17, "Matching that uses it"): the fit part of match-score.ts, the
 * same points the request's recommended companies use:
 * - services: 35 × the share of the request's services the company fits (a category and its
 *   services fit each other, as in matching);
 * - category: 10 when the company offers the request's category (its name or one of its
 *   services); for a request without category, 10 × the same share;
 * - distance: 25 up to 25 road km from the company's base to the origin, down to 0 at 400 km;
 *   without coordinates the same city counts as 0 km, the same province as 100 km.
 * Then newest first. Reputation (rating, verification, response) is the company's own, the same
 * for every request, so it does not order them.
 *
 * Cost: the company, the values it fits and its categories are computed once (uncorrelated
 * MATERIALIZED CTEs); each active request then costs its own arithmetic (normalizing its few
 * services and a haversine), with no lookup. Every active request it has not proposed on is
 * scored before the page is cut, like the count; a seq or bitmap scan of the active requests.
 */
const RANKING_CTES = (user: string, from: string, to: string, slugs: string, terms: string) => `
WITH co AS MATERIALIZED (
  SELECT c.base_lat AS lat, c.base_lon AS lon, f_search_normalize(c.city) AS city, f_search_normalize(c.province) AS province,
         ARRAY(SELECT DISTINCT unnest(f_search_normalize_array(c.services))) AS services
    FROM companies c WHERE c.user_id = ${user}
),
fits AS MATERIALIZED (
  SELECT ARRAY(
    SELECT s FROM co CROSS JOIN unnest(co.services) AS s
     UNION
    SELECT f_search_normalize(e.b) FROM co CROSS JOIN unnest(${from}::text[], ${to}::text[]) AS e(a, b)
     WHERE f_search_normalize(e.a) = ANY (co.services)
  ) AS terms
),
cats AS MATERIALIZED (
  SELECT ARRAY(
    SELECT DISTINCT k.slug FROM co CROSS JOIN unnest(${slugs}::text[], ${terms}::text[]) AS k(slug, term)
     WHERE f_search_normalize(k.term) = ANY (co.services)
  ) AS slugs
)`;

/** The fit points of request `r` for the company in `co`/`fits`/`cats` (RANKING_CTES). */
const FIT_SQL = `(
  ${fitPointsSql('sh.share', 'coalesce(r.category = ANY ((SELECT slugs FROM cats)::text[]), false)', 'r.category IS NOT NULL')}
  + ${distancePointsSql(
    effectiveKmSql(
      roadKmSql('(SELECT lat FROM co)', '(SELECT lon FROM co)', 'r.origin_lat', 'r.origin_lon'),
      'f_search_normalize(r.city) = (SELECT city FROM co)',
      'f_search_normalize(r.province) = (SELECT province FROM co)',
    ),
  )})`;

/** The share of the request's (distinct, normalized) services that the company fits. */
const SHARE_SQL = `CROSS JOIN LATERAL (
  SELECT coalesce(count(*) FILTER (WHERE s = ANY ((SELECT terms FROM fits)::text[]))::float8 / nullif(count(*), 0), 0) AS share
    FROM (SELECT DISTINCT unnest(f_search_normalize_array(r.services)) AS s) d
) sh`;

/** The ranked statement and its parameters: $1 = the company's user id, then the taxonomy pairs, then limit/offset. */
function rankedQuery(userId: string, limit: number, offset: number): { sql: string; params: unknown[] } {
  const { where, p } = opportunityWhere(userId);
  const ctes = RANKING_CTES(
    p.add(userId),
    p.add(TAXONOMY_PAIRS.from),
    p.add(TAXONOMY_PAIRS.to),
    p.add(CATEGORY_TERMS.slugs),
    p.add(CATEGORY_TERMS.terms),
  );
  const sql = `${ctes}
SELECT ${REQUEST_COLUMNS}
  FROM ${REQUEST_FROM}
  ${SHARE_SQL}
 WHERE ${where.join('\n   AND ')}
 ORDER BY ${FIT_SQL} DESC, r.created_at DESC, r.id DESC
 LIMIT ${p.add(limit)}${offset ? ` OFFSET ${p.add(offset)}` : ''}`;
  return { sql, params: p.values };
}

/** The company's `limit` best opportunities after `offset`, best fit first, then newest; no count. */
export function listRankedOpportunities(db: Queryable, userId: string, limit: number, offset = 0): Promise<RequestRow[]> {
  const { sql, params } = rankedQuery(userId, limit, offset);
  return db.query<RequestRow[]>(sql, params);
}

/** One page of the company's opportunities, best fit first, and how many it has, in parallel. */
export async function pageRankedOpportunities(
  db: Queryable,
  userId: string,
  pageSize: number,
  offset: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const { where, p } = opportunityWhere(userId);
  const [rows, [{ total }]] = await Promise.all([
    listRankedOpportunities(db, userId, pageSize, offset),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM requests r WHERE ${where.join('\n   AND ')}`, p.values),
  ]);
  return { rows, total };
}
