import type { FilterRule, ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import type { Queryable } from '../../common/database/queryable.js';
import { CompanyStatus, enumValues, PaymentStatus } from '../../database/enums.js';

/**
 * SQL of the backoffice company list (`/api/admin/companies`). Unlike the public lists it sees
 * every company, whatever its status. The page is cut first (only companies columns in WHERE and
 * ORDER BY), then each of its rows gets its owner, latest subscription and proposal count through
 * lateral joins: a page costs one query, never one per row.
 */

/**
 * Equal to one of an enum's values (or any of a list of them), refusing others with a Spanish 400
 * before they reach PostgreSQL's enum cast. The column keeps its own type, so its index is usable.
 */
export function enumFilter(key: string, column: string, type: string, allowed: readonly string[]): FilterRule {
  return {
    kind: 'custom',
    build: (placeholder, value) => {
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0 || !values.every((v) => typeof v === 'string' && allowed.includes(v))) {
        throw new AppException('VALIDATION_ERROR', `El filtro ${key} no es válido.`, HttpStatus.BAD_REQUEST);
      }
      // The placeholder holds the value as sent: one text, or an array (sent as a PostgreSQL array).
      return Array.isArray(value) ? `${column} = ANY(${placeholder}::${type}[])` : `${column} = ${placeholder}::${type}`;
    },
  };
}

export const ADMIN_COMPANY_LIST: ListSpec = {
  sortable: {
    createdAt: 'c.created_at',
    companyName: 'lower(c.company_name)',
    city: 'lower(c.city)',
    status: 'c.status::text',
    verified: '(c.verified_at IS NOT NULL)',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['c.company_name', 'c.email', 'c.city', 'c.province', 'c.contact_person'] },
    status: enumFilter('status', 'c.status', 'company_status', enumValues(CompanyStatus)),
    isActive: { kind: 'bool', column: 'c.is_active' },
    verified: {
      kind: 'custom',
      build: (placeholder, value) => {
        if (![true, false, 'true', 'false'].includes(value as string)) {
          throw new AppException('VALIDATION_ERROR', 'El filtro verified no es válido.', HttpStatus.BAD_REQUEST);
        }
        // The helper has bound the value already: every placeholder must appear in the SQL.
        return `(c.verified_at IS NOT NULL) = ${placeholder}::boolean`;
      },
    },
    paymentStatus: enumFilter('paymentStatus', 'c.payment_status', 'payment_status', enumValues(PaymentStatus)),
    province: { kind: 'eq', column: 'c.province' },
    createdFrom: { kind: 'from', column: 'c.created_at' },
    createdTo: { kind: 'to', column: 'c.created_at' },
  },
  idColumn: 'c.id',
};

/** What one backoffice company row carries (`description` only on `GET /:id`). */
export interface AdminCompanyRow {
  id: string;
  companyName: string;
  contactPerson: string;
  email: string | null;
  phone: string | null;
  city: string;
  province: string;
  services: string[];
  description?: string;
  status: string;
  isActive: boolean;
  verifiedAt: Date | null;
  suspensionReason: string | null;
  suspendedAt: Date | null;
  paymentStatus: string | null;
  lastPayment: Date | null;
  ownerEmail: string;
  planName: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: Date | null;
  proposalsCount: number;
  createdAt: Date;
}

const ROW_COLUMNS = `c.id, c.company_name AS "companyName", c.contact_person AS "contactPerson", c.email, c.phone,
       c.city, c.province, c.services, c.status, c.is_active AS "isActive", c.verified_at AS "verifiedAt",
       c.suspension_reason AS "suspensionReason", c.suspended_at AS "suspendedAt",
       c.payment_status AS "paymentStatus", c.last_payment AS "lastPayment", u.email AS "ownerEmail",
       s.plan_name AS "planName", s.status AS "subscriptionStatus", s.current_period_end AS "currentPeriodEnd",
       pc.total AS "proposalsCount", c.created_at AS "createdAt"`;

/** Owner, latest subscription (ix_company_subscriptions_company_id_created_at) and proposal count. */
const ROW_JOINS = `JOIN users u ON u.id = c.user_id
  LEFT JOIN LATERAL (
    SELECT sp.plan_name, cs.status::text AS status, cs.current_period_end
      FROM company_subscriptions cs
      JOIN subscription_plans sp ON sp.id = cs.plan_id
     WHERE cs.company_id = c.id
     ORDER BY cs.created_at DESC, cs.id DESC
     LIMIT 1
  ) s ON true
  LEFT JOIN LATERAL (SELECT count(*)::int AS total FROM proposals p WHERE p.company_id = c.id AND p.status <> 'draft') pc ON true`;

export function adminCompanyPageSql(list: ListQuery): { sql: string; params: unknown[] } {
  const params = [...list.params, list.limit, list.offset];
  return {
    sql: `SELECT ${ROW_COLUMNS}
  FROM (SELECT * FROM companies c WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}) c
  ${ROW_JOINS}
 ORDER BY ${list.orderBy}`,
    params,
  };
}

export function adminCompanyCountSql(list: ListQuery): { sql: string; params: unknown[] } {
  return { sql: `SELECT count(*)::int AS total FROM companies c WHERE ${list.where}`, params: list.params };
}

/** One company with its description; `$1` is the id. */
export const ADMIN_COMPANY_BY_ID_SQL = `SELECT ${ROW_COLUMNS}, c.description
  FROM companies c
  ${ROW_JOINS}
 WHERE c.id = $1`;

// ------------------------------------------------------------------ runners

/** A page of the list and the total that matches its filter, in parallel. */
export async function findAdminCompanyPage(db: Queryable, list: ListQuery): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const page = adminCompanyPageSql(list);
  const count = adminCompanyCountSql(list);
  const [rows, [{ total }]] = await Promise.all([
    db.query<AdminCompanyRow[]>(page.sql, page.params),
    db.query<{ total: number }[]>(count.sql, count.params),
  ]);
  return { rows, total };
}

export async function findAdminCompany(db: Queryable, id: string): Promise<AdminCompanyRow | undefined> {
  const [row] = await db.query<AdminCompanyRow[]>(ADMIN_COMPANY_BY_ID_SQL, [id]);
  return row;
}

/** The moderation fields one action reads under its row lock. */
export interface LockedCompany {
  status: CompanyStatus;
  verified_at: Date | null;
  payment_status: string | null;
  last_payment: Date | null;
}

/** Locks the company row (FOR UPDATE) and reads its moderation state. */
export async function lockCompanyForModeration(db: Queryable, id: string): Promise<LockedCompany | undefined> {
  const [company] = await db.query<LockedCompany[]>(
    `SELECT status, verified_at, payment_status, last_payment FROM companies WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return company;
}

export async function suspendCompany(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE companies SET status = 'suspended', suspension_reason = $2, suspended_at = now(), updated_at = now() WHERE id = $1`,
    [id, reason],
  );
}

/** Active again: the reason and the date are cleared (spec 4). */
export async function reactivateCompany(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE companies SET status = 'active', suspension_reason = NULL, suspended_at = NULL, updated_at = now() WHERE id = $1`,
    [id],
  );
}

export async function setCompanyPayment(db: Queryable, id: string, paymentStatus: string | null, lastPayment: Date | null): Promise<void> {
  await db.query(`UPDATE companies SET payment_status = $2, last_payment = $3, updated_at = now() WHERE id = $1`, [
    id,
    paymentStatus,
    lastPayment,
  ]);
}
