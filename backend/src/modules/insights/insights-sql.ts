import type { Queryable } from '../../common/database/queryable.js';

/** 00:00 in Madrid of the date in parameter `n`, as a timestamptz. */
export const MADRID_START = (n: number) => `($${n}::date)::timestamp AT TIME ZONE 'Europe/Madrid'`;

/**
 * SQL of a company's statistics (GET /me/insights). Every read is one company's rows in a
 * 30-day window, by index:
 * - exposure: pk_company_insight_days (company_id, day)
 * - opened requests: ix_request_views_company_first_viewed_at
 * - proposals: ix_proposals_company_id_created_at, then pk_request_views for the response time
 * Days are Madrid days: a window starts at `from` 00:00 in Madrid (MADRID_START), a constant the
 * indexes can use.
 */

export interface ExposureDayRow {
  day: string;
  profileViews: number;
  listAppearances: number;
}

export function findExposureDays(db: Queryable, companyId: string, from: string, to: string): Promise<ExposureDayRow[]> {
  return db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, profile_views AS "profileViews", list_appearances AS "listAppearances"
       FROM company_insight_days
      WHERE company_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [companyId, from, to],
  );
}

export interface CountDayRow {
  day: string;
  count: number;
}

/** Requests the company opened for the first time, per Madrid day, from the day `from`. */
export function countJobViewsByDay(db: Queryable, companyId: string, from: string): Promise<CountDayRow[]> {
  return db.query(
    `SELECT to_char((first_viewed_at AT TIME ZONE 'Europe/Madrid')::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
       FROM request_views
      WHERE company_id = $1 AND first_viewed_at >= ${MADRID_START(2)}
      GROUP BY 1`,
    [companyId, from],
  );
}

export interface ProposalSampleRow {
  day: string;
  accepted: boolean;
  /** Minutes from first opening the request to sending; null without a view before it. */
  responseMinutes: number | null;
}

/** The company's proposals sent from the day `from`: one row each (a company sends hundreds at most in 30 days). */
export function findProposalSamples(db: Queryable, companyId: string, from: string): Promise<ProposalSampleRow[]> {
  return db.query(
    `SELECT to_char((p.created_at AT TIME ZONE 'Europe/Madrid')::date, 'YYYY-MM-DD') AS day,
            p.status = 'accepted' AS accepted,
            CASE WHEN v.first_viewed_at <= p.created_at
                 THEN extract(epoch FROM p.created_at - v.first_viewed_at)::float8 / 60 END AS "responseMinutes"
       FROM proposals p
       LEFT JOIN request_views v ON v.company_id = p.company_id AND v.request_id = p.request_id
      WHERE p.company_id = $1 AND p.status <> 'draft' AND p.created_at >= ${MADRID_START(2)}`,
    [companyId, from],
  );
}
