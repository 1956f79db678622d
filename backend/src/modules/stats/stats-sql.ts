import { JOB_SERVICE_FILTERS, type JobServiceFilter } from '@rutalia/catalog';
import type { Queryable } from '../../common/database/queryable.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import { Params } from '../requests/request-sql.js';

/**
 * SQL of the public site figures, as pure functions (the service runs them; EXPLAINs in the
 * issue 8 report). Indexes:
 * - companies: ix_companies_listed_created_at (partial on the directory's visibility rule)
 * - active requests and their categories: ix_requests_status_created_at (status = 'active')
 * - response time: ix_requests_status_created_at for the 90-day range (every status listed, so
 *   the range on the second column is usable) and ix_proposals_request_id_status per request
 */

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/** Column alias of each job-list category (the values carry accents). */
const categoryAlias = (index: number) => `category_${index}`;

/**
 * Visible companies, all requests ever published, active ones and active ones per category: by
 * the request's own category (issue 17), the very condition of `GET /requests?category=`, so
 * each active request counts once and the categories add up to the active ones (but those of
 * old requests without a category). Grouped by category first: one pass over the active ones.
 */
export function countsQuery(): SqlQuery {
  const p = new Params();
  const categories = JOB_SERVICE_FILTERS.map(
    (filter, i) => `coalesce(sum(r.n) FILTER (WHERE r.category = ${p.add(filter.value)}), 0)::int AS ${categoryAlias(i)}`,
  ).join(',\n       ');
  return {
    sql: `SELECT (SELECT count(*) FROM companies c WHERE ${VISIBLE_COMPANY})::int AS companies,
       (SELECT count(*) FROM requests WHERE status <> 'draft')::int AS requests,
       coalesce(sum(r.n), 0)::int AS active_requests,
       ${categories}
  FROM (SELECT category, count(*) AS n FROM requests WHERE status = 'active' GROUP BY category) r`,
    params: p.values,
  };
}

export interface CountsRow {
  companies: number;
  requests: number;
  active_requests: number;
  [category: `category_${number}`]: number;
}

export function categoriesFrom(row: CountsRow): Record<JobServiceFilter, number> {
  return Object.fromEntries(JOB_SERVICE_FILTERS.map((filter, i) => [filter.value, row[categoryAlias(i) as `category_${number}`]]));
}

export function reviewsQuery(): SqlQuery {
  return { sql: `SELECT count(*) FILTER (WHERE rating >= 4)::int AS satisfied, count(*)::int AS total FROM reviews`, params: [] };
}

/**
 * Median seconds from a request's creation to its first proposal, over requests created since
 * `since` that got one (NULL when none did).
 */
export function medianResponseQuery(since: Date): SqlQuery {
  return {
    sql: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM f.first_at - r.created_at)) AS seconds
  FROM requests r
  CROSS JOIN LATERAL (SELECT min(p.created_at) AS first_at FROM proposals p WHERE p.request_id = r.id AND p.status <> 'draft') f
 WHERE r.status = ANY (enum_range(NULL::request_status))
   AND r.created_at >= $1
   AND r.proposal_count > 0
   AND f.first_at IS NOT NULL`,
    params: [since],
  };
}

const run = <T>(db: Queryable, { sql, params }: SqlQuery) => db.query<T[]>(sql, params);

/** Runs countsQuery. */
export async function countSiteTotals(db: Queryable): Promise<CountsRow> {
  const [counts] = await run<CountsRow>(db, countsQuery());
  return counts;
}

/** Runs reviewsQuery: reviews rated 4 or 5, of all. */
export async function countSatisfiedReviews(db: Queryable): Promise<{ satisfied: number; total: number }> {
  const [reviews] = await run<{ satisfied: number; total: number }>(db, reviewsQuery());
  return reviews;
}

/** Runs medianResponseQuery. */
export async function findMedianResponseSeconds(db: Queryable, since: Date): Promise<number | null> {
  const [median] = await run<{ seconds: number | null }>(db, medianResponseQuery(since));
  return median.seconds;
}
