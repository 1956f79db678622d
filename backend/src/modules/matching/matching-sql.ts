import { SERVICE_CATEGORIES, serviceMatchTerms } from '@rutalia/catalog';
import type { Queryable } from '../../common/database/queryable.js';
import { COMPANY_COLUMNS, VISIBLE_COMPANY, type CompanyRow } from '../companies/company-sql.js';

/** Spec 9, "Company matching". */
export const MATCH_LIMIT = 4;
export const POINTS_PER_SERVICE = 3;
export const POINTS_SAME_PLACE = 2;
export const POINTS_LOGO = 0.5;
export const POINTS_DESCRIPTION = 0.5;

/**
 * Scores the visible companies against one request in a single statement
 * ($1 = request id, $2 = the default description, which earns no points, $3/$4 = the service
 * tree as pairs (value, value that fits it): TAXONOMY_PAIRS, see matchesParams):
 * - 3 per requested service the company fits (compared without accents or case): the same value,
 *   or a category and one of its services either way (taxonomy.ts serviceMatchTerms);
 * - 2 when the city or the province is the same (without accents or case);
 * - 0.5 with a logo, 0.5 with a description of its own (descriptions are sanitized and never
 *   stored blank: a blank one is saved as the default, so "own" = not the default).
 * Only score > 0 counts; the best 4 by score, then rating (average, then count), then newest.
 * `matchingServices` lists the company's services that fit the request, in its own spelling.
 *
 * Cost: the services and the place in common come straight from indexes, with no per-row
 * normalization: one lookup in ix_companies_services_norm (`&&` the values that fit) per service
 * of the request (a company's count of services in common is the number of lookups that return it) and
 * ix_companies_city_norm / ix_companies_province_norm for the place ("near", score ≥ 2). Only
 * when fewer than 4 are near are the others with a logo or a description scanned ("far",
 * score ≤ 1; a one-time filter skips that scan otherwise). Ratings are aggregated only for the
 * companies that can still make the top 4 (score ≥ the 4th best).
 */
export const MATCHES_SQL = `
WITH req AS MATERIALIZED (
  SELECT f_search_normalize(r.city) AS city, f_search_normalize(r.province) AS province,
         ARRAY(SELECT DISTINCT unnest(f_search_normalize_array(r.services))) AS services
    FROM requests r WHERE r.id = $1
),
tree AS MATERIALIZED (
  SELECT DISTINCT f_search_normalize(e.a) AS a, f_search_normalize(e.b) AS b FROM unnest($3::text[], $4::text[]) AS e(a, b)
),
wanted AS MATERIALIZED (
  SELECT s.v, ARRAY(SELECT s.v UNION SELECT t.b FROM tree t WHERE t.a = s.v) AS terms
    FROM req CROSS JOIN unnest(req.services) AS s(v)
),
fits AS MATERIALIZED (SELECT ARRAY(SELECT DISTINCT unnest(terms) FROM wanted) AS terms),
by_service AS (
  SELECT x.id, count(*)::int AS services
    FROM wanted w
   CROSS JOIN LATERAL (
     SELECT c.id FROM companies c WHERE ${VISIBLE_COMPANY} AND f_search_normalize_array(c.services) && w.terms
   ) x
   GROUP BY x.id
),
by_place AS (
  SELECT c.id FROM companies c
   WHERE ${VISIBLE_COMPANY}
     AND (f_search_normalize(c.city) = (SELECT city FROM req) OR f_search_normalize(c.province) = (SELECT province FROM req))
),
near AS (
  SELECT coalesce(s.id, p.id) AS id, coalesce(s.services, 0) AS services, p.id IS NOT NULL AS same_place
    FROM by_service s FULL JOIN by_place p ON p.id = s.id
),
far AS (
  SELECT c.id, 0 AS services, false AS same_place FROM companies c
   WHERE ${VISIBLE_COMPANY}
     AND (SELECT count(*) FROM near) < ${MATCH_LIMIT}
     AND (nullif(btrim(c.logo), '') IS NOT NULL OR c.description <> $2)
     AND c.id NOT IN (SELECT id FROM near)
),
scored AS (
  SELECT k.id, c.created_at,
         (${POINTS_PER_SERVICE} * k.services
          + CASE WHEN k.same_place THEN ${POINTS_SAME_PLACE} ELSE 0 END
          + CASE WHEN nullif(btrim(c.logo), '') IS NOT NULL THEN ${POINTS_LOGO} ELSE 0 END
          + CASE WHEN c.description <> $2 AND btrim(c.description) <> '' THEN ${POINTS_DESCRIPTION} ELSE 0 END
         )::float8 AS score
    FROM (SELECT * FROM near UNION ALL SELECT * FROM far) k
    JOIN companies c ON c.id = k.id
),
positive AS (SELECT * FROM scored WHERE score > 0),
cutoff AS (SELECT coalesce((SELECT score FROM positive ORDER BY score DESC LIMIT 1 OFFSET ${MATCH_LIMIT - 1}), 0) AS score),
candidates AS (SELECT p.* FROM positive p, cutoff WHERE p.score >= cutoff.score),
ratings AS (
  SELECT company_id, count(*)::int AS count, round(avg(rating), 1)::float8 AS average
    FROM reviews WHERE company_id IN (SELECT id FROM candidates) GROUP BY company_id
),
top AS (
  SELECT k.id, k.score, rt.count, rt.average
    FROM candidates k LEFT JOIN ratings rt ON rt.company_id = k.id
   ORDER BY k.score DESC, rt.average DESC NULLS LAST, rt.count DESC NULLS LAST, k.created_at DESC, k.id DESC
   LIMIT ${MATCH_LIMIT}
)
SELECT ${COMPANY_COLUMNS}, top.score, top.count AS "ratingCount", top.average AS "ratingAverage", m.matching_services AS "matchingServices"
  FROM top
  JOIN companies c ON c.id = top.id
 CROSS JOIN fits
 CROSS JOIN LATERAL (
   SELECT coalesce(array_agg(t.s ORDER BY t.n), '{}') AS matching_services
     FROM unnest(c.services) WITH ORDINALITY AS t(s, n)
    WHERE f_search_normalize(t.s) = ANY (fits.terms)
 ) m
 ORDER BY top.score DESC, top.average DESC NULLS LAST, top.count DESC NULLS LAST, c.created_at DESC, c.id DESC`;

/** The service tree as pairs (a, b): b fits a request for a (every category and service with its serviceMatchTerms). */
export const TAXONOMY_PAIRS: { from: string[]; to: string[] } = (() => {
  const values = SERVICE_CATEGORIES.flatMap((category) => [category.name, ...category.services]);
  const pairs = values.flatMap((value) => serviceMatchTerms(value).map((term) => [value, term] as const));
  return { from: pairs.map(([a]) => a), to: pairs.map(([, b]) => b) };
})();

/** The parameters of MATCHES_SQL. */
export function matchesParams(requestId: string, defaultDescription: string): unknown[] {
  return [requestId, defaultDescription, TAXONOMY_PAIRS.from, TAXONOMY_PAIRS.to];
}

/** One recommended company: its card columns, score, services in common and rating. */
export type MatchRow = CompanyRow & { score: number; matchingServices: string[]; ratingCount: number | null; ratingAverage: number | null };

/** The request's owner, to check who may see its recommendations. */
export async function findRequestClientId(db: Queryable, requestId: string): Promise<string | undefined> {
  const [request] = await db.query<{ clientId: string }[]>('SELECT client_id AS "clientId" FROM requests WHERE id = $1', [requestId]);
  return request?.clientId;
}

/** The best companies for a request (MATCHES_SQL); `defaultDescription` earns no points. */
export function findMatchingCompanies(db: Queryable, requestId: string, defaultDescription: string): Promise<MatchRow[]> {
  return db.query<MatchRow[]>(MATCHES_SQL, matchesParams(requestId, defaultDescription));
}
