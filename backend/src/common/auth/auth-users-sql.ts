import type { AppRole, UserStatus, UserType } from '../../database/enums.js';
import type { Queryable } from '../database/queryable.js';

/** SQL of what every authenticated request reads (AuthUsersService). */

export interface AuthUserRow {
  id: string;
  email: string;
  full_name: string;
  user_type: UserType;
  status: UserStatus;
  suspension_reason: string | null;
  roles: AppRole[];
  two_factor_enabled: boolean;
}

/** The account and its roles in one query on two primary keys (users.id and user_roles (user_id, role)). */
export async function findAuthUserRow(db: Queryable, id: string): Promise<AuthUserRow | undefined> {
  const rows: AuthUserRow[] = await db.query(
    `SELECT u.id, u.email, u.full_name, u.user_type, u.status, u.suspension_reason, u.totp_enabled_at IS NOT NULL AS two_factor_enabled,
            coalesce(array_agg(r.role::text ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
       FROM users u
       LEFT JOIN user_roles r ON r.user_id = u.id
      WHERE u.id = $1
      GROUP BY u.id`,
    [id],
  );
  return rows[0];
}

/** Whether a token of the user's session (refresh token family) is neither revoked nor expired. */
export async function sessionHasLiveToken(db: Queryable, userId: string, sessionId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
    [sessionId, userId],
  );
  return rows.length > 0;
}
