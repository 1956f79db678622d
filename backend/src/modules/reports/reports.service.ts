import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import type { CreateReportDto, ReportableType, ReportCreatedDto } from './dto/report.dto.js';
import { duplicateReport, ownContent, REPORTS_PER_HOUR, ReportMessages, targetNotFound, tooManyReports } from './report-errors.js';

/** The owner of a reportable target, if the user may see it (null: 404). */
type TargetOwner = { ownerId: string };

/**
 * Content reports from the site (spec 3, "content reports"). A user reports what they can see
 * and is not theirs, once while the report is pending, and at most REPORTS_PER_HOUR times an
 * hour. Reports only land in the backoffice: nothing is hidden automatically.
 */
@Injectable()
export class ReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async create(user: AuthUser, dto: CreateReportDto): Promise<ReportCreatedDto> {
    return this.dataSource.transaction(async (manager) => {
      const target = await this.visibleTarget(manager, user, dto.reportType, dto.targetId);
      if (!target) throw targetNotFound(NOT_FOUND[dto.reportType]);
      if (target.ownerId === user.id) throw ownContent(OWN[dto.reportType]);

      // One user's reports in a row: the duplicate check and the hourly count cannot race.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('content_reports:' || $1))`, [user.id]);
      const [{ pending, lastHour }] = await manager.query<{ pending: boolean; lastHour: number }[]>(
        `SELECT bool_or(status = 'pending' AND report_type = $2 AND target_id = $3) IS TRUE AS pending,
                count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS "lastHour"
           FROM content_reports WHERE reported_by = $1`,
        [user.id, dto.reportType, dto.targetId],
      );
      if (pending) throw duplicateReport();
      if (lastHour >= REPORTS_PER_HOUR) throw tooManyReports();

      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO content_reports (report_type, target_id, reason, description, reported_by)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [dto.reportType, dto.targetId, dto.reason, dto.description ?? null, user.id],
      );
      return { id: row.id, status: 'pending' };
    });
  }

  /**
   * The target as the public site shows it to this user: visible companies; active requests
   * (or the user's own, or any for admins, as GET /requests/:id); reviews of visible companies.
   */
  private async visibleTarget(manager: EntityManager, user: AuthUser, type: ReportableType, id: string): Promise<TargetOwner | null> {
    const sql: Record<ReportableType, string> = {
      company: `SELECT c.user_id AS "ownerId" FROM companies c WHERE c.id = $1 AND ${VISIBLE_COMPANY}`,
      request: `SELECT r.client_id AS "ownerId" FROM requests r WHERE r.id = $1 AND (r.status = 'active' OR r.client_id = $2 OR $3)`,
      review: `SELECT rv.user_id AS "ownerId" FROM reviews rv JOIN companies c ON c.id = rv.company_id WHERE rv.id = $1 AND ${VISIBLE_COMPANY}`,
    };
    const params = type === 'request' ? [id, user.id, user.isAdmin] : [id];
    const [row] = await manager.query<TargetOwner[]>(sql[type], params);
    return row ?? null;
  }
}

const NOT_FOUND: Record<ReportableType, string> = {
  company: ReportMessages.COMPANY_NOT_FOUND,
  request: ReportMessages.REQUEST_NOT_FOUND,
  review: ReportMessages.REVIEW_NOT_FOUND,
};

const OWN: Record<ReportableType, string> = {
  company: ReportMessages.OWN_COMPANY,
  request: ReportMessages.OWN_REQUEST,
  review: ReportMessages.OWN_REVIEW,
};
