import { randomUUID } from 'node:crypto';
import type { ApiRequestBody, ReportCreatedDto, ReviewDto } from '@rutalia/api-contract';
import type { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/test-app.js';
import { bearer, call, type ApiResult } from './auth-factories.js';

/** What a user may report (POST /api/reports). */
export type ReportType = ApiRequestBody<'/api/reports', 'post'>['reportType'];

/** A body for POST /api/reports. */
export const reportBody = (reportType: ReportType, targetId: string, overrides: Record<string, unknown> = {}) => ({
  reportType,
  targetId,
  reason: 'Información falsa o engañosa',
  ...overrides,
});

/** POST /api/reports as `token` (anonymous without one). */
export const postReport = <T = ReportCreatedDto>(t: TestApp, token: string | undefined, body: unknown): Promise<ApiResult<T>> =>
  call<T>(t, 'POST', '/api/reports', body, token ? bearer(token) : {});

/** A report that must be created; answers its id. */
export async function createReport(
  t: TestApp,
  token: string,
  reportType: ReportType,
  targetId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await postReport(t, token, reportBody(reportType, targetId, overrides));
  if (res.status !== 201) throw new Error(`POST /reports: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A review written through the API; answers the review. */
export async function createReview(
  t: TestApp,
  token: string,
  companyId: string,
  body: Record<string, unknown> = { rating: 2, comment: 'No vinieron el día acordado.' },
): Promise<ReviewDto> {
  const res = await call<ReviewDto>(t, 'POST', `/api/companies/${companyId}/reviews`, body, bearer(token));
  if (res.status !== 201) throw new Error(`POST /reviews: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Reports straight in SQL (for the hourly limit: targets need not exist), `minutesAgo` old. */
export async function insertReports(ds: DataSource, reporterId: string, count: number, minutesAgo = 0): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await ds.query(
      `INSERT INTO content_reports (report_type, target_id, reason, reported_by, created_at)
       VALUES ('company', $1, 'Spam o publicidad', $2, now() - make_interval(mins => $3))`,
      [randomUUID(), reporterId, minutesAgo],
    );
  }
}

export async function setReportCreatedAt(ds: DataSource, reportId: string, createdAt: Date): Promise<void> {
  await ds.query(`UPDATE content_reports SET created_at = $2 WHERE id = $1`, [reportId, createdAt]);
}

/** The audit entries written about a report, oldest first. */
export function reportAudit(
  ds: DataSource,
  reportId: string,
): Promise<Array<{ actor_id: string; action: string; reason: string | null; details: Record<string, unknown> | null }>> {
  return ds.query(
    `SELECT actor_id, action, reason, details FROM audit_logs WHERE entity_type = 'report' AND entity_id = $1 ORDER BY created_at, id`,
    [reportId],
  );
}
