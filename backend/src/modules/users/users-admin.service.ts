import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import { AppException } from '../../common/errors/app-exception.js';
import { UserStatus } from '../../database/enums.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import type { AdminUserDto } from './dto/admin-user.dto.js';
import { UserModerationMessages, userNotFound, userStateConflict } from './user-admin-errors.js';
import {
  ADMIN_USER_LIST,
  findAdminUser,
  findAdminUserPage,
  lockUser,
  reactivateUser,
  suspendUser,
  type AdminUserRow,
} from './users-admin-sql.js';

/**
 * Backoffice users: list and detail for admins, suspend and reactivate for super admins. Super
 * admins are invisible here (404), so they can never be suspended from the backoffice. The auth
 * guard re-reads the account on every request, so a suspension ends API access at the next
 * request; the refresh tokens are revoked in the same transaction so no new token can be minted,
 * and the user's open sockets are closed once it commits.
 */
@Injectable()
export class UsersAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
    private readonly authUsers: AuthUserCache,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminUserDto[]; total: number }> {
    const list = parseListQuery(query, ADMIN_USER_LIST);
    const { rows, total } = await findAdminUserPage(this.dataSource, list);
    return { list, rows: rows.map(toAdminUser), total };
  }

  async get(id: string, manager: Queryable = this.dataSource.manager): Promise<AdminUserDto> {
    if (!isUuid(id)) throw userNotFound();
    const row = await findAdminUser(manager, id);
    if (!row) throw userNotFound();
    return toAdminUser(row);
  }

  async suspend(actor: AuthUser, id: string, reason: string): Promise<AdminUserDto> {
    if (id === actor.id) throw AppException.forbidden(UserModerationMessages.SELF, 'CANNOT_SUSPEND_SELF');
    const suspended = await this.act(id, async (user, manager) => {
      if (user.userType === 'admin' && !actor.isSuperAdmin) throw AppException.forbidden(UserModerationMessages.ADMIN_TARGET);
      if (user.status === UserStatus.Suspended) throw userStateConflict(UserModerationMessages.ALREADY_SUSPENDED);
      await suspendUser(manager, id, reason);
      await this.sessions.revokeAllForUser(id, manager);
      await this.audit.record(
        { actorId: actor.id, action: 'user.suspend', entityType: 'user', entityId: id, reason, details: { from: user.status } },
        manager,
      );
    });
    // After the commit, before answering: the next request of this user, in any API process, reads
    // the suspended account and is refused; so is a reconnect of its sockets.
    await this.authUsers.invalidate(id);
    this.realtime.disconnectUser(id);
    return suspended;
  }

  /** Suspended (or inactive) → active; clears the reason and the date (spec 4). */
  async reactivate(actor: AuthUser, id: string): Promise<AdminUserDto> {
    const reactivated = await this.act(id, async (user, manager) => {
      if (user.status === UserStatus.Active) throw userStateConflict(UserModerationMessages.ALREADY_ACTIVE);
      await reactivateUser(manager, id);
      await this.audit.record(
        { actorId: actor.id, action: 'user.reactivate', entityType: 'user', entityId: id, details: { from: user.status } },
        manager,
      );
    });
    await this.authUsers.invalidate(id);
    return reactivated;
  }

  /** Locks the account (a listed one: never a super admin), runs the change, answers the result. */
  private act(id: string, change: (user: AdminUserDto, manager: EntityManager) => Promise<void>): Promise<AdminUserDto> {
    if (!isUuid(id)) throw userNotFound();
    return this.dataSource.transaction(async (manager) => {
      await lockUser(manager, id);
      const user = await this.get(id, manager);
      await change(user, manager);
      return this.get(id, manager);
    });
  }
}

export function toAdminUser(row: AdminUserRow): AdminUserDto {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    city: row.city,
    province: row.province,
    userType: row.userType,
    roles: row.roles,
    status: row.status,
    suspendedAt: row.suspendedAt ? new Date(row.suspendedAt).toISOString() : null,
    suspensionReason: row.suspensionReason,
    createdAt: new Date(row.createdAt).toISOString(),
    companyId: row.companyId,
  };
}
