import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { AdminReportDto } from './dto/report-admin.dto.js';

/**
 * One query for the backoffice list and record: each report with its target (whichever table
 * `report_type` names, by LEFT JOIN, so no per-row lookups), reporter and reviewer names.
 */
const REPORT_FROM = `content_reports r
  LEFT JOIN companies c ON r.report_type = 'company' AND c.id = r.target_id
  LEFT JOIN requests rq ON r.report_type = 'request' AND rq.id = r.target_id
  LEFT JOIN reviews rv ON r.report_type = 'review' AND rv.id = r.target_id
  LEFT JOIN companies rvc ON rvc.id = rv.company_id
  LEFT JOIN users reporter ON reporter.id = r.reported_by
  LEFT JOIN users reviewer ON reviewer.id = r.reviewed_by`;

const REPORT_COLUMNS = `r.id, r.report_type AS "reportType", r.target_id AS "targetId", r.reason, r.description, r.status,
  r.reported_by AS "reporterId", reporter.full_name AS "reporterName", r.reviewed_by AS "reviewerId",
  reviewer.full_name AS "reviewerName", r.resolved_at AS "resolvedAt", r.created_at AS "createdAt",
  c.id AS "companyId", c.slug AS "companySlug", c.company_name AS "companyName", (c.is_active AND c.status = 'active') AS "companyVisible",
  rq.id AS "requestId", rq.slug AS "requestSlug", rq.title AS "requestTitle", rq.status AS "requestStatus",
  rv.id AS "reviewId", rv.rating AS "reviewRating", rv.comment AS "reviewComment",
  rvc.id AS "reviewCompanyId", rvc.slug AS "reviewCompanySlug", rvc.company_name AS "reviewCompanyName",
  (rvc.is_active AND rvc.status = 'active') AS "reviewCompanyVisible"`;

export const REPORT_LIST_SPEC: ListSpec = {
  sortable: { createdAt: 'r.created_at', status: 'r.status', reportType: 'r.report_type', resolvedAt: 'r.resolved_at', reason: 'r.reason' },
  defaultSort: ['createdAt', 'DESC'],
  idColumn: 'r.id',
  filters: {
    q: { kind: 'search', columns: ['r.reason', `coalesce(r.description, '')`, `coalesce(reporter.full_name, '')`] },
    status: { kind: 'eq', column: 'r.status', cast: 'report_status' },
    reportType: { kind: 'eq', column: 'r.report_type', cast: 'report_type' },
    targetId: { kind: 'eq', column: 'r.target_id', cast: 'uuid' },
    reporterId: { kind: 'eq', column: 'r.reported_by', cast: 'uuid' },
    createdFrom: { kind: 'from', column: 'r.created_at' },
    createdTo: { kind: 'to', column: 'r.created_at' },
  },
};

export interface ReportRow {
  id: string;
  reportType: string;
  targetId: string;
  reason: string;
  description: string | null;
  status: string;
  reporterId: string | null;
  reporterName: string | null;
  reviewerId: string | null;
  reviewerName: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  companyId: string | null;
  companySlug: string | null;
  companyName: string | null;
  companyVisible: boolean | null;
  requestId: string | null;
  requestSlug: string | null;
  requestTitle: string | null;
  requestStatus: string | null;
  reviewId: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
  reviewCompanyId: string | null;
  reviewCompanySlug: string | null;
  reviewCompanyName: string | null;
  reviewCompanyVisible: boolean | null;
}

const seoParam = (slug: string | null, id: string) => (slug ? `${slug}-${id}` : id);
const REVIEW_EXCERPT = 120;

/** What the backoffice shows of the target, and its public page when the public can see it. */
function target(row: ReportRow): Pick<AdminReportDto, 'targetLabel' | 'targetUrl' | 'targetExists'> {
  if (row.reportType === 'company' && row.companyId) {
    return {
      targetLabel: row.companyName,
      targetUrl: row.companyVisible ? `/company/${seoParam(row.companySlug, row.companyId)}` : null,
      targetExists: true,
    };
  }
  if (row.reportType === 'request' && row.requestId) {
    return {
      targetLabel: row.requestTitle,
      targetUrl: row.requestStatus === 'active' ? `/job/${seoParam(row.requestSlug, row.requestId)}` : null,
      targetExists: true,
    };
  }
  if (row.reportType === 'review' && row.reviewId && row.reviewCompanyId) {
    const comment = row.reviewComment?.replace(/\s+/g, ' ').trim();
    const excerpt = comment ? `: «${comment.length > REVIEW_EXCERPT ? `${comment.slice(0, REVIEW_EXCERPT - 1)}…` : comment}»` : '';
    return {
      targetLabel: `${row.reviewRating}★ sobre ${row.reviewCompanyName}${excerpt}`,
      targetUrl: row.reviewCompanyVisible ? `/company/${seoParam(row.reviewCompanySlug, row.reviewCompanyId)}#resenas` : null,
      targetExists: true,
    };
  }
  return { targetLabel: null, targetUrl: null, targetExists: false };
}

export function toAdminReport(row: ReportRow): AdminReportDto {
  return {
    id: row.id,
    reportType: row.reportType,
    targetId: row.targetId,
    ...target(row),
    reason: row.reason,
    description: row.description,
    status: row.status,
    reporterId: row.reporterId,
    reporterName: row.reporterName,
    reviewerId: row.reviewerId,
    reviewerName: row.reviewerName,
    resolvedAt: row.resolvedAt ? new Date(row.resolvedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * One page of the list and the total matching its filter, in parallel. The count keeps the joins:
 * the filters may read the reporter's name.
 */
export async function listAdminReports(db: Queryable, list: ListQuery): Promise<{ rows: ReportRow[]; total: number }> {
  const limit = `$${list.params.length + 1}`;
  const offset = `$${list.params.length + 2}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<ReportRow[]>(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
      [...list.params, list.limit, list.offset],
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${REPORT_FROM} WHERE ${list.where}`, list.params),
  ]);
  return { rows, total };
}

export async function findAdminReport(db: Queryable, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.query<ReportRow[]>(`SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1`, [id]);
  return row;
}

/**
 * Closes a pending report (status, reviewer, time); answers its target, or undefined when no
 * pending report has that id.
 */
export async function closePendingReport(
  db: Queryable,
  id: string,
  status: 'resolved' | 'dismissed',
  reviewerId: string,
): Promise<{ reportType: string; targetId: string } | undefined> {
  const [updated] = await db.query<{ reportType: string; targetId: string }[]>(
    // Wrapped in a SELECT so the driver answers the returned rows (a bare UPDATE answers [rows, count]).
    `WITH closed AS (
           UPDATE content_reports SET status = $2, reviewed_by = $3, resolved_at = now()
            WHERE id = $1 AND status = 'pending' RETURNING report_type, target_id
         ) SELECT report_type AS "reportType", target_id AS "targetId" FROM closed`,
    [id, status, reviewerId],
  );
  return updated;
}

export async function reportExists(db: Queryable, id: string): Promise<boolean> {
  const [exists] = await db.query('SELECT 1 FROM content_reports WHERE id = $1', [id]);
  return Boolean(exists);
}
