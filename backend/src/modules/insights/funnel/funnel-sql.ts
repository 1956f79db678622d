import type { Queryable } from '../../../common/database/queryable.js';
import { ProposalStatus } from '../../../database/enums.js';

/**
 * SQL of the marketplace funnel (GET /api/admin/insights/funnel). Both reads are a range of
 * Madrid days, grouped by Monday-to-Sunday week and category; the service adds the groups up.
 * - requests: ix_requests_created_at_id over `created_at` (every status, so no partial index
 *   fits), then, per request, ix_proposals_request_id_status for its proposals and accepted ones.
 * - visits: pk_site_visit_days (day, category) over `day`.
 * A category that is not one of `known` (a slug the catalog no longer has) counts as none (''),
 * like a NULL one, so the rows of the categories always add up to the totals.
 */

/** 00:00 in Madrid of a date expression, as a timestamptz: a constant the index can use. */
const MADRID_START = (day: string) => `((${day})::timestamp AT TIME ZONE 'Europe/Madrid')`;

/** The category of a row, folded to '' when it is NULL or not in the catalog ($3). */
const FOLDED = (column: string) => `CASE WHEN ${column} = ANY($3::text[]) THEN ${column} ELSE '' END`;

/** Monday of the week of a date, as 'YYYY-MM-DD'. */
const WEEK_OF = (day: string) => `to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`;

export interface FunnelFilter {
  /** First Madrid day of the period (a Monday). */
  from: string;
  /** Last Madrid day of the period (today), included. */
  to: string;
  /** The catalog's category slugs. */
  known: readonly string[];
  /** One category (its slug, or '' for none); null for all. */
  category: string | null;
}

export interface FunnelRequestRow {
  /** Monday of the week (YYYY-MM-DD). */
  week: string;
  /** Folded category ('' for none). */
  slug: string;
  requests: number;
  requestsWithProposal: number;
  hired: number;
}

/**
 * Requests created in the period, by creation week and category: the cohort of each week, with
 * the proposals it got until now. A request clients hired several companies for (before issue
 * 18) counts once. Each request's proposals are counted in a LATERAL aggregate: one probe of
 * ix_proposals_request_id_status (index only) per request. Two EXISTS would let the planner
 * hash every accepted proposal of the table instead (a sequential scan of proposals) once the
 * period holds a few thousand requests.
 */
const REQUESTS_SQL = `
  SELECT ${WEEK_OF(`(r.created_at AT TIME ZONE 'Europe/Madrid')`)} AS week,
         ${FOLDED('r.category')} AS slug,
         count(*)::int AS requests,
         count(*) FILTER (WHERE p.proposals > 0)::int AS "requestsWithProposal",
         count(*) FILTER (WHERE p.accepted > 0)::int AS hired
    FROM requests r
   CROSS JOIN LATERAL (
         SELECT count(*) AS proposals, count(*) FILTER (WHERE pr.status = '${ProposalStatus.Accepted}') AS accepted
           FROM proposals pr WHERE pr.request_id = r.id AND pr.status <> 'draft') p
   WHERE r.status <> 'draft' AND r.created_at >= ${MADRID_START('$1::date')} AND r.created_at < ${MADRID_START('$2::date + 1')}
     AND ($4::text IS NULL OR ${FOLDED('r.category')} = $4::text)
   GROUP BY 1, 2`;

export function countFunnelRequests(db: Queryable, filter: FunnelFilter): Promise<FunnelRequestRow[]> {
  return db.query(REQUESTS_SQL, [filter.from, filter.to, filter.known, filter.category]);
}

export interface FunnelVisitRow {
  week: string;
  slug: string;
  visits: number;
}

/** Visits of the period by week and category of the landing page. */
const VISITS_SQL = `
  SELECT ${WEEK_OF('v.day::timestamp')} AS week, ${FOLDED('v.category')} AS slug, sum(v.visits)::bigint AS visits
    FROM site_visit_days v
   WHERE v.day >= $1::date AND v.day <= $2::date
     AND ($4::text IS NULL OR ${FOLDED('v.category')} = $4::text)
   GROUP BY 1, 2`;

export async function countFunnelVisits(db: Queryable, filter: FunnelFilter): Promise<FunnelVisitRow[]> {
  const rows = await db.query<Array<{ week: string; slug: string; visits: string }>>(VISITS_SQL, [
    filter.from,
    filter.to,
    filter.known,
    filter.category,
  ]);
  // bigint comes back as text.
  return rows.map((row) => ({ ...row, visits: Number(row.visits) }));
}
