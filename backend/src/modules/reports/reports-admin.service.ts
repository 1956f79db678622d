import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminReportDto, CloseReportDto } from './dto/report-admin.dto.js';
import {
  closePendingReport,
  findAdminReport,
  listAdminReports,
  REPORT_LIST_SPEC,
  reportExists,
  toAdminReport,
} from './report-admin-sql.js';
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
    const { rows, total } = await listAdminReports(this.dataSource, list);
    return { list, rows: rows.map(toAdminReport), total };
  }

  async get(id: string): Promise<AdminReportDto> {
    if (!isUuid(id)) throw reportNotFound();
    const row = await findAdminReport(this.dataSource, id);
    if (!row) throw reportNotFound();
    return toAdminReport(row);
  }

  /** Only a pending report closes (409 otherwise); the update and its audit entry commit together. */
  async close(admin: AuthUser, id: string, action: CloseAction, dto: CloseReportDto): Promise<AdminReportDto> {
    if (!isUuid(id)) throw reportNotFound();
    const status = CLOSED_STATUS[action];
    await this.dataSource.transaction(async (manager) => {
      const updated = await closePendingReport(manager, id, status, admin.id);
      if (!updated) throw (await reportExists(manager, id)) ? reportClosed() : reportNotFound();
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
