import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { isUuid } from '../../catalog/index.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminReportDto, CloseReportDto } from './dto/report-admin.dto.js';
import { REPORT_COLUMNS, REPORT_FROM, REPORT_LIST_SPEC, toAdminReport, type ReportRow } from './report-admin-sql.js';
import { reportClosed, reportNotFound } from './report-errors.js';

export type CloseAction = 'resolve' | 'dismiss';
const CLOSED_STATUS: Record<CloseAction, 'resolved' | 'dismissed'> = { resolve: 'resolved', dismiss: 'dismissed' };

/**
 * Backoffice side of content reports (super admins). Resolving or dismissing only closes the
 * report (reviewer and time recorded, audited); any action on the content itself is taken with
 * the companies, requests or reviews tools.
 */
@Injectable()
export class ReportsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminReportDto[]; total: number }> {
    const list = parseListQuery(query, REPORT_LIST_SPEC);
    const limit = `$${list.params.length + 1}`;
    const offset = `$${list.params.length + 2}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReportRow[]>(
        `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
        [...list.params, list.limit, list.offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM ${REPORT_FROM} WHERE ${list.where}`, list.params),
    ]);
    return { list, rows: rows.map(toAdminReport), total };
  }

  async get(id: string): Promise<AdminReportDto> {
    if (!isUuid(id)) throw reportNotFound();
    const [row] = await this.dataSource.query<ReportRow[]>(`SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE r.id = $1`, [id]);
    if (!row) throw reportNotFound();
    return toAdminReport(row);
  }

  /** Only a pending report closes (409 otherwise); the update and its audit entry commit together. */
  async close(admin: AuthUser, id: string, action: CloseAction, dto: CloseReportDto): Promise<AdminReportDto> {
    if (!isUuid(id)) throw reportNotFound();
    const status = CLOSED_STATUS[action];
    await this.dataSource.transaction(async (manager) => {
      const [updated] = await manager.query<{ reportType: string; targetId: string }[]>(
        // Wrapped in a SELECT so the driver answers the returned rows (a bare UPDATE answers [rows, count]).
        `WITH closed AS (
           UPDATE content_reports SET status = $2, reviewed_by = $3, resolved_at = now()
            WHERE id = $1 AND status = 'pending' RETURNING report_type, target_id
         ) SELECT report_type AS "reportType", target_id AS "targetId" FROM closed`,
        [id, status, admin.id],
      );
      if (!updated) {
        const [exists] = await manager.query('SELECT 1 FROM content_reports WHERE id = $1', [id]);
        throw exists ? reportClosed() : reportNotFound();
      }
      await this.audit.record(
        {
          actorId: admin.id,
          action: `report.${action}`,
          entityType: 'report',
          entityId: id,
          reason: dto.note ?? null,
          details: { status: { from: 'pending', to: status }, reportType: updated.reportType, targetId: updated.targetId },
        },
        manager,
      );
    });
    return this.get(id);
  }
}
