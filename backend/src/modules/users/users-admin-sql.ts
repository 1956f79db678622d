import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import { enumFilter } from '../companies/company-admin-sql.js';
import { enumValues, UserStatus, UserType } from '../../database/enums.js';

/**
 * SQL of the backoffice user list (`/api/admin/users`). Super admins (by type or by role) never
 * come out of here (spec 2: "Lists users excluding type super_admin"). `userType` is the effective
 * type of spec 6 (admin role > company role > users.user_type), as the API reports it everywhere.
 */

const HAS_ROLE = (role: string) => `EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = '${role}')`;

export const NOT_SUPER_ADMIN = `u.user_type <> 'super_admin' AND NOT ${HAS_ROLE('super_admin')}`;

export const EFFECTIVE_TYPE = `(CASE WHEN ${HAS_ROLE('admin')} THEN 'admin'
  WHEN ${HAS_ROLE('company')} THEN 'company'
  ELSE u.user_type::text END)`;

const LISTED_TYPES = enumValues(UserType).filter((type) => type !== UserType.SuperAdmin);

export const ADMIN_USER_LIST: ListSpec = {
  sortable: {
    createdAt: 'u.created_at',
    fullName: 'lower(u.full_name)',
    email: 'lower(u.email)',
    userType: EFFECTIVE_TYPE,
    status: 'u.status::text',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['u.full_name', 'u.email'] },
    userType: enumFilter('userType', EFFECTIVE_TYPE, 'text', LISTED_TYPES),
    status: enumFilter('status', 'u.status', 'user_status', enumValues(UserStatus)),
    createdFrom: { kind: 'from', column: 'u.created_at' },
    createdTo: { kind: 'to', column: 'u.created_at' },
  },
  idColumn: 'u.id',
};

export interface AdminUserRow {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  city: string | null;
  province: string | null;
  userType: string;
  roles: string[];
  status: string;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
  companyId: string | null;
}

const ROW_COLUMNS = `u.id, u.email, u.full_name AS "fullName", u.phone, u.city, u.province, ${EFFECTIVE_TYPE} AS "userType",
       ARRAY(SELECT r.role::text FROM user_roles r WHERE r.user_id = u.id ORDER BY r.role) AS roles,
       u.status, u.suspended_at AS "suspendedAt", u.suspension_reason AS "suspensionReason",
       u.created_at AS "createdAt", c.id AS "companyId"`;

/** The page is cut on users alone (ix_users_created_at for the default order), then joined. */
export function adminUserPageSql(list: ListQuery): { sql: string; params: unknown[] } {
  const params = [...list.params, list.limit, list.offset];
  return {
    sql: `SELECT ${ROW_COLUMNS}
  FROM (SELECT * FROM users u WHERE ${NOT_SUPER_ADMIN} AND ${list.where} ORDER BY ${list.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}) u
  LEFT JOIN companies c ON c.user_id = u.id
 ORDER BY ${list.orderBy}`,
    params,
  };
}

export function adminUserCountSql(list: ListQuery): { sql: string; params: unknown[] } {
  return { sql: `SELECT count(*)::int AS total FROM users u WHERE ${NOT_SUPER_ADMIN} AND ${list.where}`, params: list.params };
}

/** One listed user (never a super admin); `$1` is the id. */
export const ADMIN_USER_BY_ID_SQL = `SELECT ${ROW_COLUMNS}
  FROM users u
  LEFT JOIN companies c ON c.user_id = u.id
 WHERE u.id = $1 AND ${NOT_SUPER_ADMIN}`;

// ------------------------------------------------------------------ runners

/** A page of the list and the total that matches its filter, in parallel. */
export async function findAdminUserPage(db: Queryable, list: ListQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
  const page = adminUserPageSql(list);
  const count = adminUserCountSql(list);
  const [rows, [{ total }]] = await Promise.all([
    db.query<AdminUserRow[]>(page.sql, page.params),
    db.query<{ total: number }[]>(count.sql, count.params),
  ]);
  return { rows, total };
}

export async function findAdminUser(db: Queryable, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.query<AdminUserRow[]>(ADMIN_USER_BY_ID_SQL, [id]);
  return row;
}

/** Locks the account row (FOR UPDATE), whoever it is: the caller then reads it as listed. */
export async function lockUser(db: Queryable, id: string): Promise<void> {
  await db.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [id]);
}

export async function suspendUser(db: Queryable, id: string, reason: string): Promise<void> {
  await db.query(`UPDATE users SET status = 'suspended', suspension_reason = $2, suspended_at = now(), updated_at = now() WHERE id = $1`, [
    id,
    reason,
  ]);
}

/** Active again: the reason and the date are cleared (spec 4). */
export async function reactivateUser(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE users SET status = 'active', suspension_reason = NULL, suspended_at = NULL, updated_at = now() WHERE id = $1`, [
    id,
  ]);
}
