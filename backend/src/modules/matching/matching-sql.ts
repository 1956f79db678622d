import { SERVICE_CATEGORIES, serviceMatchTerms } from '@rutalia/catalog';
import { ROAD_FACTOR } from '@rutalia/catalog/places';
import type { Queryable } from '../../common/database/queryable.js';
import { COMPANY_COLUMNS, VISIBLE_COMPANY, type CompanyRow } from '../companies/company-sql.js';
import { totalWeightSql, verifiedCountSql, weightedAverageSql, weightedStarsSql } from '../companies/company-rating-sql.js';
import {
  DISTANCE_FULL_KM,
  DISTANCE_ZERO_KM,
  MATCH_POINTS,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  RESPONSE_FULL_MINUTES,
  RESPONSE_ZERO_MINUTES,
  SAME_CITY_KM,
  SAME_PROVINCE_KM,
} from './match-score.js';

/** Spec 9, "Company matching"; the score is issue 17's (match-score.ts). */
export const MATCH_LIMIT = 4;

/** Mean Earth radius (IUGG) in km, as @rutalia/catalog/places distanceKm. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Estimated road km between two points (degrees), the same as @rutalia/catalog/places distanceKm
 * (haversine × ROAD_FACTOR); NULL when a coordinate is.
 */
export function roadKmSql(lat1: string, lon1: string, lat2: string, lon2: string): string {
  // num_nonnulls first: least() ignores NULLs, so least(1, NULL) would be 1 (a quarter of the Earth).
  return `(CASE WHEN num_nonnulls(${lat1}, ${lon1}, ${lat2}, ${lon2}) = 4 THEN 2 * ${EARTH_RADIUS_KM} * ${ROAD_FACTOR} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))) END)`;
}

/**
 * The km the distance points are computed from (match-score.ts): the road km when both sides have
 * coordinates; else SAME_CITY_KM when they share city and province, SAME_PROVINCE_KM when they
 * share the province (both compared normalized: without accents or case), NULL (no points) otherwise.
 */
export function effectiveKmSql(km: string, sameCity: string, sameProvince: string): string {
  return `CASE WHEN ${km} IS NOT NULL THEN ${km} WHEN ${sameProvince} AND ${sameCity} THEN ${SAME_CITY_KM} WHEN ${sameProvince} THEN ${SAME_PROVINCE_KM} END`;
}

/** distancePoints (match-score.ts) in SQL; NULL km → 0. */
export function distancePointsSql(km: string): string {
  return `coalesce(${MATCH_POINTS.distance} * least(1, greatest(0, (${DISTANCE_ZERO_KM} - ${km}) / ${DISTANCE_ZERO_KM - DISTANCE_FULL_KM}.0)), 0)`;
}

/** responsePoints (match-score.ts) in SQL; NULL minutes (no median yet) → 0. */
export function responsePointsSql(minutes: string): string {
  return `coalesce(${MATCH_POINTS.response} * least(1, greatest(0, (${RESPONSE_ZERO_MINUTES} - ${minutes}) / ${RESPONSE_ZERO_MINUTES - RESPONSE_FULL_MINUTES}.0)), 0)`;
}

/**
 * Services and category points (match-score.ts) from the share of the requested services the
 * company fits, whether it offers the request's category, and whether the request has one.
 */
export function fitPointsSql(share: string, inCategory: string, hasCategory: string): string {
  return `(${MATCH_POINTS.services} * ${share}
          + CASE WHEN NOT ${hasCategory} THEN ${MATCH_POINTS.category} * ${share} WHEN ${inCategory} THEN ${MATCH_POINTS.category} ELSE 0 END)`;
}

/**
 * Scores the visible companies against one request in a single statement (match-score.ts has the
 * rule): $1 = request id, $2 = the default description (earns no points), $3/$4 = the service tree
 * as pairs (value, value that fits it: TAXONOMY_PAIRS), $5/$6 = the categories as pairs (slug,
 * name or service: CATEGORY_TERMS); see matchesParams.
 * Only companies that fit a requested service or the request's category are recommended; the best
 * 4 by score, then rating (average, then count), then newest. `matchingServices` lists the
 * company's services that fit the request, in its own spelling.
 *
 * Cost: the candidates come straight from ix_companies_services_norm (`&&` the values that fit),
 * one lookup per requested service (a company's count of services in common is the number of
 * lookups that return it) and one for the category, with no per-row normalization. Their services,
 * category, distance, verification, response (the company's stored median, companies.response_minutes)
 * and profile points are per-row arithmetic ("early"). Reviews are read only for the companies that
 * can still make the top 4 once the rating is added (early within 15 points of the 4th best early),
 * from ix_reviews_company_id_created_at; the rating weighs verified reviews double
 * (companies/company-rating-sql.ts).
 */
export const MATCHES_SQL = `
WITH req AS MATERIALIZED (
  SELECT f_search_normalize(r.city) AS city, f_search_normalize(r.province) AS province,
         r.origin_lat AS lat, r.origin_lon AS lon, r.category,
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
category AS MATERIALIZED (
  SELECT ARRAY(SELECT DISTINCT f_search_normalize(k.term) FROM req CROSS JOIN unnest($5::text[], $6::text[]) AS k(slug, term)
                WHERE k.slug = req.category) AS terms
),
by_service AS (
  SELECT x.id, count(*)::int AS services
    FROM wanted w
   CROSS JOIN LATERAL (
     SELECT c.id FROM companies c WHERE ${VISIBLE_COMPANY} AND f_search_normalize_array(c.services) && w.terms
   ) x
   GROUP BY x.id
),
by_category AS (
  SELECT c.id FROM companies c
   WHERE ${VISIBLE_COMPANY} AND f_search_normalize_array(c.services) && (SELECT terms FROM category)
),
fitting AS (
  SELECT coalesce(s.id, k.id) AS id, coalesce(s.services, 0) AS services, k.id IS NOT NULL AS in_category
    FROM by_service s FULL JOIN by_category k ON k.id = s.id
),
measured AS (
  SELECT f.id, f.services, f.in_category, c.created_at, c.verified_at IS NOT NULL AS verified, c.response_minutes,
         nullif(btrim(c.logo), '') IS NOT NULL AS has_logo, c.description <> $2 AND btrim(c.description) <> '' AS has_description,
         ${roadKmSql('c.base_lat', 'c.base_lon', 'req.lat', 'req.lon')} AS km,
         f_search_normalize(c.city) = req.city AS same_city, f_search_normalize(c.province) = req.province AS same_province,
         f.services::float8 / greatest(cardinality(req.services), 1) AS share, req.category IS NOT NULL AS has_category
    FROM fitting f
    JOIN companies c ON c.id = f.id
   CROSS JOIN req
),
scored AS (
  SELECT m.*,
         (${fitPointsSql('m.share', 'm.in_category', 'm.has_category')}
          + ${distancePointsSql(effectiveKmSql('m.km', 'm.same_city', 'm.same_province'))}
          + CASE WHEN m.verified THEN ${MATCH_POINTS.verified} ELSE 0 END
          + ${responsePointsSql('m.response_minutes')}
          + CASE WHEN m.has_logo THEN ${MATCH_POINTS.logo} ELSE 0 END
          + CASE WHEN m.has_description THEN ${MATCH_POINTS.description} ELSE 0 END
         )::float8 AS early
    FROM measured m
),
cutoff AS (SELECT coalesce((SELECT early FROM scored ORDER BY early DESC LIMIT 1 OFFSET ${MATCH_LIMIT - 1}), 0) AS early),
candidates AS (SELECT s.* FROM scored s, cutoff WHERE s.early + ${MATCH_POINTS.rating} >= cutoff.early),
top AS (
  SELECT k.*, rt.count AS rating_count, rt.verified_count AS rating_verified_count, rt.average AS rating_average,
         k.early + ${MATCH_POINTS.rating} * ((${RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT} + rt.stars)::float8 / (${RATING_PRIOR_WEIGHT} + rt.weight) - 1) / 4 AS score
    FROM candidates k
   CROSS JOIN LATERAL (
     SELECT count(*)::int AS count, ${verifiedCountSql('rv')} AS verified_count, ${weightedStarsSql('rv')} AS stars,
            ${totalWeightSql('rv')} AS weight, ${weightedAverageSql('rv')} AS average
       FROM reviews rv WHERE rv.company_id = k.id
   ) rt
   ORDER BY score DESC, rating_average DESC NULLS LAST, rating_count DESC, k.created_at DESC, k.id DESC
   LIMIT ${MATCH_LIMIT}
)
SELECT ${COMPANY_COLUMNS}, top.score, top.km AS "distanceKm",
       CASE WHEN top.km IS NOT NULL THEN NULL WHEN top.same_city AND top.same_province THEN 'city' WHEN top.same_province THEN 'province' END
         AS "samePlace",
       top.rating_count AS "ratingCount", top.rating_verified_count AS "ratingVerifiedCount", top.rating_average AS "ratingAverage",
       m.matching_services AS "matchingServices"
  FROM top
  JOIN companies c ON c.id = top.id
 CROSS JOIN fits
 CROSS JOIN LATERAL (
   SELECT coalesce(array_agg(t.s ORDER BY t.n), '{}') AS matching_services
     FROM unnest(c.services) WITH ORDINALITY AS t(s, n)
    WHERE f_search_normalize(t.s) = ANY (fits.terms)
 ) m
 ORDER BY top.score DESC, top.rating_average DESC NULLS LAST, top.rating_count DESC, c.created_at DESC, c.id DESC`;

/** The service tree as pairs (a, b): b fits a request for a (every category and service with its serviceMatchTerms). */
export const TAXONOMY_PAIRS: { from: string[]; to: string[] } = (() => {
  const values = SERVICE_CATEGORIES.flatMap((category) => [category.name, ...category.services]);
  const pairs = values.flatMap((value) => serviceMatchTerms(value).map((term) => [value, term] as const));
  return { from: pairs.map(([a]) => a), to: pairs.map(([, b]) => b) };
})();

/** The categories as pairs (slug, value): each category's name and services, for the category points. */
export const CATEGORY_TERMS: { slugs: string[]; terms: string[] } = (() => {
  const pairs = SERVICE_CATEGORIES.flatMap((category) =>
    [category.name, ...category.services].map((term) => [category.slug, term] as const),
  );
  return { slugs: pairs.map(([slug]) => slug), terms: pairs.map(([, term]) => term) };
})();

/** The parameters of MATCHES_SQL. */
export function matchesParams(requestId: string, defaultDescription: string): unknown[] {
  return [requestId, defaultDescription, TAXONOMY_PAIRS.from, TAXONOMY_PAIRS.to, CATEGORY_TERMS.slugs, CATEGORY_TERMS.terms];
}

/**
 * One recommended company: its card columns, score (points out of MAX_MATCH_SCORE), services in
 * common, road km (null without coordinates; `samePlace` then says whether it shares the city or
 * the province), rating (its count of verified reviews) and median response (CompanyRow
 * responseMinutes): match-score.ts MatchFacts.
 */
export type MatchRow = CompanyRow & {
  score: number;
  matchingServices: string[];
  distanceKm: number | null;
  samePlace: 'city' | 'province' | null;
  ratingCount: number;
  ratingVerifiedCount: number;
  ratingAverage: number | null;
};

/** The request's owner, to check who may see its recommendations. */
export async function findRequestClientId(db: Queryable, requestId: string): Promise<string | undefined> {
  const [request] = await db.query<{ clientId: string }[]>('SELECT client_id AS "clientId" FROM requests WHERE id = $1', [requestId]);
  return request?.clientId;
}

/** The best companies for a request (MATCHES_SQL); `defaultDescription` earns no points. */
export function findMatchingCompanies(db: Queryable, requestId: string, defaultDescription: string): Promise<MatchRow[]> {
  return db.query<MatchRow[]>(MATCHES_SQL, matchesParams(requestId, defaultDescription));
}
