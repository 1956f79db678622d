import type { Queryable } from '../../common/database/queryable.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import type { ReportableType } from './dto/report.dto.js';

/** SQL of the content reports sent from the site. */

/** The owner of a reportable target. */
export type TargetOwner = { ownerId: string };

/**
 * The owner of the target as the public site shows it to this viewer (undefined when they cannot
 * see it): visible companies; active requests (or the viewer's own, or any for admins, as
 * GET /requests/:id); reviews of visible companies.
 */
export async function findVisibleTargetOwner(
  db: Queryable,
  viewer: { id: string; isAdmin: boolean },
  type: ReportableType,
  id: string,
): Promise<TargetOwner | undefined> {
  const sql: Record<ReportableType, string> = {
    company: `SELECT c.user_id AS "ownerId" FROM companies c WHERE c.id = $1 AND ${VISIBLE_COMPANY}`,
    request: `SELECT r.client_id AS "ownerId" FROM requests r WHERE r.id = $1 AND (r.status = 'active' OR r.client_id = $2 OR $3)`,
    review: `SELECT rv.user_id AS "ownerId" FROM reviews rv JOIN companies c ON c.id = rv.company_id WHERE rv.id = $1 AND ${VISIBLE_COMPANY}`,
  };
  const params = type === 'request' ? [id, viewer.id, viewer.isAdmin] : [id];
  const [row] = await db.query<TargetOwner[]>(sql[type], params);
  return row;
}

/**
 * Serializes one user's reports until the transaction ends (transaction-level advisory lock), so
 * the duplicate check and the hourly count cannot race.
 */
export async function lockUserReports(db: Queryable, userId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('content_reports:' || $1))`, [userId]);
}

/** Whether the user has a pending report of that target, and how many reports they sent in the last hour. */
export async function findUserReportActivity(
  db: Queryable,
  userId: string,
  type: ReportableType,
  targetId: string,
): Promise<{ pending: boolean; lastHour: number }> {
  const [activity] = await db.query<{ pending: boolean; lastHour: number }[]>(
    `SELECT bool_or(status = 'pending' AND report_type = $2 AND target_id = $3) IS TRUE AS pending,
                count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS "lastHour"
           FROM content_reports WHERE reported_by = $1`,
    [userId, type, targetId],
  );
  return activity;
}

export async function insertReport(
  db: Queryable,
  report: { type: ReportableType; targetId: string; reason: string; description: string | null; reportedBy: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO content_reports (report_type, target_id, reason, description, reported_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [report.type, report.targetId, report.reason, report.description, report.reportedBy],
  );
  return row.id;
}
