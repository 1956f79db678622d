import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { CreateReportDto, ReportableType, ReportCreatedDto } from './dto/report.dto.js';
import { duplicateReport, ownContent, REPORTS_PER_HOUR, ReportMessages, targetNotFound, tooManyReports } from './report-errors.js';
import { findUserReportActivity, findVisibleTargetOwner, insertReport, lockUserReports } from './report-sql.js';

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
      // The target as the public site shows it to this user (undefined: 404).
      const target = await findVisibleTargetOwner(manager, user, dto.reportType, dto.targetId);
      if (!target) throw targetNotFound(NOT_FOUND[dto.reportType]);
      if (target.ownerId === user.id) throw ownContent(OWN[dto.reportType]);

      // One user's reports in a row: the duplicate check and the hourly count cannot race.
      await lockUserReports(manager, user.id);
      const { pending, lastHour } = await findUserReportActivity(manager, user.id, dto.reportType, dto.targetId);
      if (pending) throw duplicateReport();
      if (lastHour >= REPORTS_PER_HOUR) throw tooManyReports();

      const id = await insertReport(manager, {
        type: dto.reportType,
        targetId: dto.targetId,
        reason: dto.reason,
        description: dto.description ?? null,
        reportedBy: user.id,
      });
      return { id, status: 'pending' };
    });
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
