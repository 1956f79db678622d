import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sessionExpired } from '../../common/auth/auth-errors.js';
import type { Queryable } from '../../common/database/queryable.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenReplaced,
  revokeAllUserSessions,
  revokeRefreshToken,
  revokeSessionFamily,
} from './sessions-sql.js';
import { hashToken, randomToken } from './tokens.js';

const HOUR_MS = 3600 * 1000;
/** "Recordarme": 30 days; otherwise 24 hours (and a cookie that dies with the browser). */
export const REMEMBER_TTL_MS = 30 * 24 * HOUR_MS;
export const SESSION_TTL_MS = 24 * HOUR_MS;

export interface IssuedSession {
  userId: string;
  /** The family id: the session's access tokens carry it (`sid`), its sockets join `session:<id>`. */
  sessionId: string;
  refreshToken: string;
  remember: boolean;
  expiresAt: Date;
}

type RotateOutcome = { kind: 'ok'; session: IssuedSession } | { kind: 'invalid' } | { kind: 'reused'; familyId: string };

/**
 * Refresh tokens: opaque, stored as SHA-256, rotated on every use. The tokens of one login form a
 * family; a rotated (revoked) token presented again means it was stolen or replayed, and the
 * whole family is revoked. A session that ends closes its sockets on every API process.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  async start(userId: string, options: { remember: boolean; userAgent?: string }): Promise<IssuedSession> {
    const { session } = await this.insert(this.dataSource.manager, {
      userId,
      familyId: randomUUID(),
      remember: options.remember,
      userAgent: options.userAgent,
    });
    return session;
  }

  /**
   * Exchanges a refresh token for a new one of the same family and lifetime. `authorize` runs
   * with the owner's id before anything changes (it throws for suspended accounts).
   * Throws SESSION_EXPIRED for unknown, expired or reused tokens.
   */
  async rotate(token: string, options: { userAgent?: string; authorize: (userId: string) => Promise<void> }): Promise<IssuedSession> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<RotateOutcome> => {
      const row = await lockRefreshToken(manager, hashToken(token));
      if (!row) return { kind: 'invalid' };
      if (row.revoked_at) {
        await revokeSessionFamily(manager, row.family_id);
        return { kind: 'reused', familyId: row.family_id };
      }
      if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: 'invalid' };
      await options.authorize(row.user_id);
      const remember = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime() > SESSION_TTL_MS + HOUR_MS;
      const next = await this.insert(manager, {
        userId: row.user_id,
        familyId: row.family_id,
        remember,
        userAgent: options.userAgent,
        sessionStartedAt: row.session_started_at,
      });
      await markRefreshTokenReplaced(manager, row.id, next.id);
      return { kind: 'ok', session: next.session };
    });
    if (outcome.kind === 'reused') this.realtime.disconnectSession(outcome.familyId);
    if (outcome.kind !== 'ok') throw sessionExpired();
    return outcome.session;
  }

  /**
   * Logout: that token stops working and the session's sockets close. Unknown or already revoked
   * tokens are fine (idempotent).
   */
  async revoke(token: string): Promise<void> {
    for (const familyId of await revokeRefreshToken(this.dataSource, hashToken(token))) this.realtime.disconnectSession(familyId);
  }

  /**
   * Every session of the user ends (password reset, suspension). Runs inside the caller's
   * transaction: the caller closes the sockets (`RealtimeService.disconnectUser`) after commit.
   */
  async revokeAllForUser(userId: string, manager: Queryable = this.dataSource.manager): Promise<void> {
    await revokeAllUserSessions(manager, userId);
  }

  private async insert(
    manager: Queryable,
    {
      userId,
      familyId,
      remember,
      userAgent,
      sessionStartedAt,
    }: { userId: string; familyId: string; remember: boolean; userAgent?: string; sessionStartedAt?: Date },
  ): Promise<{ id: string; session: IssuedSession }> {
    const refreshToken = randomToken();
    const expiresAt = new Date(Date.now() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
    const id = await insertRefreshToken(manager, {
      userId,
      tokenHash: hashToken(refreshToken),
      familyId,
      expiresAt,
      userAgent: userAgent ? userAgent.slice(0, 500) : null,
      sessionStartedAt,
    });
    return { id, session: { userId, sessionId: familyId, refreshToken, remember, expiresAt } };
  }
}
