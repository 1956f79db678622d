import type { Queryable } from '../../common/database/queryable.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import { MADRID_START } from './insights-sql.js';

/** The province key of the all-Spain row of a category. */
export const ALL_SPAIN = '*';

/** A stored value of the catalog (a category's name or one of its services) and its category. */
export interface CategoryTerm {
  term: string;
  category: string;
}

/**
 * Recomputes every group's medians for the 30 days `from`–`to` in one statement, replacing the
 * rows of day `to`: each visible company joins the group of each category its services belong to,
 * in its province and in all Spain; a group is kept only with `minCompanies` or more. Every
 * figure's median is taken on its own; win rate and response time among the companies that have
 * one, and only when `minCompanies` of them do (with fewer, the median could be one company's own
 * figure). One pass over the window's rows of company_insight_days, request_views and proposals,
 * whatever the number of groups: cheap per company, done by a job, read by primary key.
 */
export async function refreshPeerMedians(
  db: Queryable,
  window: { from: string; to: string },
  terms: readonly CategoryTerm[],
  minCompanies: number,
): Promise<number> {
  await db.query(`DELETE FROM insight_peer_medians WHERE day = $1::date`, [window.to]);
  const rows = await db.query<{ category: string }[]>(
    `WITH terms AS (
       SELECT * FROM unnest($1::text[], $2::text[]) AS t(term, category)
     ), members AS (
       SELECT DISTINCT c.id, t.category, f_search_normalize(c.province) AS province
         FROM companies c JOIN terms t ON t.term = ANY (c.services)
        WHERE ${VISIBLE_COMPANY}
     ), exposure AS (
       SELECT company_id, sum(profile_views) AS views, sum(list_appearances) AS appearances
         FROM company_insight_days WHERE day BETWEEN $3::date AND $4::date
        GROUP BY company_id
     ), opened AS (
       SELECT company_id, count(*) AS jobs FROM request_views WHERE first_viewed_at >= ${MADRID_START(3)} GROUP BY company_id
     ), sent AS (
       SELECT p.company_id, count(*) AS sent, count(*) FILTER (WHERE p.status = 'accepted') AS accepted,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM p.created_at - v.first_viewed_at) / 60)
                FILTER (WHERE v.first_viewed_at <= p.created_at) AS response
         FROM proposals p
         LEFT JOIN request_views v ON v.company_id = p.company_id AND v.request_id = p.request_id
        WHERE p.created_at >= ${MADRID_START(3)} AND p.status <> 'draft'
        GROUP BY p.company_id
     ), figures AS (
       SELECT m.category, m.province, coalesce(e.views, 0) AS views, coalesce(e.appearances, 0) AS appearances,
              coalesce(o.jobs, 0) AS jobs, coalesce(s.sent, 0) AS sent, coalesce(s.accepted, 0) AS accepted,
              CASE WHEN s.sent > 0 THEN 100.0 * s.accepted / s.sent END AS win, s.response
         FROM members m
         LEFT JOIN exposure e ON e.company_id = m.id
         LEFT JOIN opened o ON o.company_id = m.id
         LEFT JOIN sent s ON s.company_id = m.id
     )
     INSERT INTO insight_peer_medians
       (day, category, province, companies, profile_views, list_appearances, job_views, proposals_sent, proposals_accepted,
        win_rate, median_response_minutes)
     SELECT $4::date, category, coalesce(province, '${ALL_SPAIN}'), count(*)::int,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY views))::int,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY appearances))::int,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY jobs))::int,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY sent))::int,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY accepted))::int,
            CASE WHEN count(win) >= $5 THEN round(percentile_cont(0.5) WITHIN GROUP (ORDER BY win))::int END,
            CASE WHEN count(response) >= $5 THEN round(percentile_cont(0.5) WITHIN GROUP (ORDER BY response))::int END
       FROM figures
      GROUP BY GROUPING SETS ((category, province), (category))
     HAVING count(*) >= $5
     RETURNING category`,
    [terms.map((t) => t.term), terms.map((t) => t.category), window.from, window.to, minCompanies],
  );
  return rows.length;
}

export interface PeerMedianRow {
  day: string;
  province: string;
  companies: number;
  profileViews: number;
  listAppearances: number;
  jobViews: number;
  proposalsSent: number;
  proposalsAccepted: number;
  winRate: number | null;
  medianResponseMinutes: number | null;
}

/**
 * The freshest medians (day `today` or the day before, if the job has not run yet today) of a
 * category in a province and in all Spain, the province's first. By primary key.
 */
export function findPeerMedians(db: Queryable, category: string, province: string, today: string): Promise<PeerMedianRow[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, province, companies, profile_views AS "profileViews",
            list_appearances AS "listAppearances", job_views AS "jobViews", proposals_sent AS "proposalsSent",
            proposals_accepted AS "proposalsAccepted", win_rate AS "winRate", median_response_minutes AS "medianResponseMinutes"
       FROM insight_peer_medians
      WHERE category = $1 AND province IN (f_search_normalize($2), '${ALL_SPAIN}')
        AND day IN ($3::date, $3::date - 1)
      ORDER BY day DESC, province = '${ALL_SPAIN}'`,
    [category, province, today],
  );
}
