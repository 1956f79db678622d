import { Injectable } from '@nestjs/common';
import { poolReads } from '../database/queryable.js';
import { DataSource } from 'typeorm';
import type { AuthUserRecord } from './auth-user.js';
import { AuthUserCache } from './auth-user-cache.js';
import { findAuthUserRow, sessionHasLiveToken } from './auth-users-sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads what every authenticated request needs, in one query on two primary keys
 * (users.id and user_roles (user_id, role)).
 */
@Injectable()
export class AuthUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache?: AuthUserCache,
  ) {}

  /**
   * findById through AuthUserCache (a few seconds at most, dropped at once when the account
   * changes): what the auth guard reads on every request.
   */
  async findForRequest(id: string): Promise<AuthUserRecord | undefined> {
    const cached = this.cache?.get(id);
    if (cached) return cached;
    const ticket = this.cache?.readTicket() ?? 0;
    const record = await this.findById(id);
    if (record) this.cache?.store(record, ticket);
    return record;
  }

  async findById(id: string): Promise<AuthUserRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const row = await findAuthUserRow(poolReads(this.dataSource), id);
    if (!row) return undefined;
    return {
      id: row.id,
      email: row.email,
      fullName: row.full_name,
      userType: row.user_type,
      status: row.status,
      suspensionReason: row.suspension_reason,
      roles: row.roles,
      twoFactorEnabled: row.two_factor_enabled,
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
