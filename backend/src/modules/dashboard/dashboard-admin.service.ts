import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import {
  findAdminDashboardTotals,
  listLatestCompanies,
  listLatestContactMessages,
  listLatestUsers,
  listWeeklyActivity,
} from './dashboard-admin-sql.js';
import type { AdminDashboardDataDto } from './dashboard-admin.types.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** `GET /api/admin/dashboard`: platform totals, latest activity and the weekly chart, at the injectable clock's time. */
@Injectable()
export class DashboardAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<AdminDashboardDataDto> {
    const now = this.clock.now();
    const [totals, weekly, messages, companies, users] = await Promise.all([
      findAdminDashboardTotals(this.dataSource, now),
      listWeeklyActivity(this.dataSource, now),
      listLatestContactMessages(this.dataSource),
      listLatestCompanies(this.dataSource),
      listLatestUsers(this.dataSource),
    ]);
    const { mrr, ...counts } = totals;
    return {
      totals: { ...counts, monthlyRecurringRevenue: Number(mrr) },
      latestContactMessages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
      latestCompanies: companies.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
      latestUsers: users.map((u) => ({ ...u, createdAt: iso(u.createdAt) })),
      weekly,
      generatedAt: now.toISOString(),
    };
  }
}
