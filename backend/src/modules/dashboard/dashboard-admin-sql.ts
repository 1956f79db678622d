import type { Queryable } from '../../common/database/queryable.js';
import { EFFECTIVE_TYPE, NOT_SUPER_ADMIN } from '../users/users-admin-sql.js';
import {
  DASHBOARD_LATEST_COMPANIES,
  DASHBOARD_LATEST_MESSAGES,
  DASHBOARD_LATEST_USERS,
  DASHBOARD_TIME_ZONE,
  DASHBOARD_WEEKS,
  type AdminDashboardTotalsDto,
  type DashboardCompanyDto,
  type DashboardContactMessageDto,
  type DashboardUserDto,
  type DashboardWeekDto,
} from './dashboard-admin.types.js';

/** SQL of the backoffice dashboard (GET /api/admin/dashboard). */

const TZ = `'${DASHBOARD_TIME_ZONE}'`;

/**
 * Monday 00:00 in Spain of the week of $1 plus `weeks`, as timestamptz. The arithmetic happens on
 * the local (Spanish) timestamp, so weeks that cross a daylight-saving change still start at 00:00.
 */
const MONDAY = (at: string, weeks = 0) =>
  `((date_trunc('week', ${at}::timestamptz AT TIME ZONE ${TZ}) + interval '${weeks} weeks') AT TIME ZONE ${TZ})`;

/**
 * Totals in one round trip; each count reads an index: ix_companies_listed_created_at (visible
 * companies), ix_requests_active_created_at (active requests), ix_company_subscriptions_status_*
 * (revenue and trials). MRR: active and past_due subscriptions at today's plan prices (what the
 * next invoices will charge); yearly = price_yearly (or 10 × monthly, as invoiced) / 12; plans of
 * 0 € add nothing and trials are not revenue yet.
 */
const TOTALS_SQL = `
  SELECT (SELECT count(*)::int FROM users u WHERE ${NOT_SUPER_ADMIN}) AS users,
         (SELECT count(*)::int FROM companies WHERE is_active AND status = 'active') AS companies,
         (SELECT count(*)::int FROM requests WHERE status = 'active') AS "activeRequests",
         (SELECT count(*)::int FROM proposals WHERE status <> 'draft') AS proposals,
         (SELECT coalesce(round(sum(CASE WHEN s.billing_cycle = 'yearly' THEN coalesce(p.price_yearly, p.price_monthly * 10) / 12
                                         ELSE p.price_monthly END), 2), 0)
            FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
           WHERE s.status IN ('active', 'past_due') AND p.price_monthly > 0) AS mrr,
         (SELECT count(*)::int FROM company_subscriptions
           WHERE status = 'trialing' AND trial_ends_at >= $1 AND trial_ends_at < ${MONDAY('$1', 1)}) AS "trialsEndingThisWeek"`;

/**
 * The last 12 Monday-to-Sunday weeks (Spanish time), this one last, empty weeks as zeros
 * (generate_series). Each side reads a created_at range: ix_users_created_at, and
 * ix_requests_status_created_at with every status listed so the index's leading column is bound.
 */
const WEEKLY_SQL = `
  WITH local AS (SELECT date_trunc('week', $1::timestamptz AT TIME ZONE ${TZ}) AS this_week),
       span AS (SELECT ${MONDAY('$1', -(DASHBOARD_WEEKS - 1))} AS first_week, ${MONDAY('$1', 1)} AS end_at),
       weeks AS (SELECT generate_series(this_week - interval '${DASHBOARD_WEEKS - 1} weeks', this_week, interval '1 week') AS week_start FROM local),
       signups AS (
         SELECT date_trunc('week', u.created_at AT TIME ZONE ${TZ}) AS week_start, count(*)::int AS n
           FROM users u, span
          WHERE u.created_at >= span.first_week AND u.created_at < span.end_at AND ${NOT_SUPER_ADMIN}
          GROUP BY 1),
       posted AS (
         SELECT date_trunc('week', r.created_at AT TIME ZONE ${TZ}) AS week_start, count(*)::int AS n
           FROM requests r, span
          WHERE r.status IN ('active', 'completed', 'cancelled', 'closed') AND r.created_at >= span.first_week AND r.created_at < span.end_at
          GROUP BY 1)
  SELECT to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", coalesce(s.n, 0) AS signups, coalesce(p.n, 0) AS requests
    FROM weeks w LEFT JOIN signups s ON s.week_start = w.week_start LEFT JOIN posted p ON p.week_start = w.week_start
   ORDER BY w.week_start`;

/** Newest first by (read, created_at DESC): one index range per value of `read`, merged. */
const MESSAGES_SQL = `
  SELECT id, name, email, subject, read, created_at AS "createdAt" FROM (
    (SELECT id, name, email, subject, read, created_at FROM contact_messages WHERE NOT read ORDER BY created_at DESC LIMIT ${DASHBOARD_LATEST_MESSAGES})
    UNION ALL
    (SELECT id, name, email, subject, read, created_at FROM contact_messages WHERE read ORDER BY created_at DESC LIMIT ${DASHBOARD_LATEST_MESSAGES})
  ) m ORDER BY created_at DESC, id DESC LIMIT ${DASHBOARD_LATEST_MESSAGES}`;

/** Companies in any status (new sign-ups may be pending or already suspended). */
const COMPANIES_SQL = `
  SELECT id, company_name AS "companyName", city, province, status, is_active AS "isActive", created_at AS "createdAt"
    FROM companies ORDER BY created_at DESC, id DESC LIMIT ${DASHBOARD_LATEST_COMPANIES}`;

/** ix_users_created_at, walked backwards until 5 accounts that are not super admins. */
const USERS_SQL = `
  SELECT u.id, u.full_name AS "fullName", u.email, ${EFFECTIVE_TYPE} AS "userType", u.status, u.created_at AS "createdAt"
    FROM users u WHERE ${NOT_SUPER_ADMIN} ORDER BY u.created_at DESC, u.id DESC LIMIT ${DASHBOARD_LATEST_USERS}`;

/** The platform totals at `now`; `mrr` is numeric text. */
export type AdminDashboardTotalsRow = Omit<AdminDashboardTotalsDto, 'monthlyRecurringRevenue'> & { mrr: string };

export async function findAdminDashboardTotals(db: Queryable, now: Date): Promise<AdminDashboardTotalsRow> {
  const [totals] = await db.query<AdminDashboardTotalsRow[]>(TOTALS_SQL, [now]);
  return totals;
}

/** Sign-ups and requests of the last DASHBOARD_WEEKS weeks up to the week of `now`. */
export function listWeeklyActivity(db: Queryable, now: Date): Promise<DashboardWeekDto[]> {
  return db.query<DashboardWeekDto[]>(WEEKLY_SQL, [now]);
}

export function listLatestContactMessages(db: Queryable): Promise<DashboardContactMessageDto[]> {
  return db.query<DashboardContactMessageDto[]>(MESSAGES_SQL);
}

export function listLatestCompanies(db: Queryable): Promise<DashboardCompanyDto[]> {
  return db.query<DashboardCompanyDto[]>(COMPANIES_SQL);
}

export function listLatestUsers(db: Queryable): Promise<DashboardUserDto[]> {
  return db.query<DashboardUserDto[]>(USERS_SQL);
}
