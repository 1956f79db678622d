import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppRole, UserStatus, UserType } from '../../database/enums.js';
import type { AuthUserRecord } from './auth-user.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  email: string;
  full_name: string;
  user_type: UserType;
  status: UserStatus;
  suspension_reason: string | null;
  roles: AppRole[];
}

/**
 * Loads what every authenticated request needs, in one query on two primary keys
 * (users.id and user_roles (user_id, role)).
 */
@Injectable()
export class AuthUsersService {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<AuthUserRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows: Row[] = await this.dataSource.query(
      `SELECT u.id, u.email, u.full_name, u.user_type, u.status, u.suspension_reason,
              coalesce(array_agg(r.role::text ORDER BY r.role) FILTER (WHERE r.role IS NOT NULL), '{}') AS roles
         FROM users u
         LEFT JOIN user_roles r ON r.user_id = u.id
        WHERE u.id = $1
        GROUP BY u.id`,
      [id],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      userType: row.user_type,
      status: row.status,
      suspensionReason: row.suspension_reason,
      roles: row.roles,
    };
  }

  /**
   * Whether the user's session (refresh token family) has not ended: a token of it is neither
   * revoked (sign-out, password reset, suspension, reuse) nor expired.
   */
  async sessionAlive(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
      [sessionId, userId],
    );
    return rows.length > 0;
  }
}
