import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUserRecord } from './auth-user.js';
import { findAuthUserRow, sessionHasLiveToken } from './auth-users-sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads what every authenticated request needs, in one query on two primary keys
 * (users.id and user_roles (user_id, role)).
 */
@Injectable()
export class AuthUsersService {
  constructor(private readonly dataSource: DataSource) {}

  async findById(id: string): Promise<AuthUserRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const row = await findAuthUserRow(this.dataSource, id);
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
    return sessionHasLiveToken(this.dataSource, userId, sessionId);
  }
}
