import type { Queryable } from '../../common/database/queryable.js';

/**
 * SQL of refresh tokens (SessionsService). Tokens are stored as SHA-256 hashes; the tokens of
 * one login share a `family_id` (the session id). TypeORM answers UPDATE … RETURNING with
 * `[rows, rowCount]`.
 */

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
  session_started_at: Date;
}

/** The token with that hash, locked (FOR UPDATE) so two rotations of it run one after the other. */
export async function lockRefreshToken(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row]: RefreshTokenRow[] = await db.query(
    `SELECT id, user_id, family_id, expires_at, revoked_at, created_at, session_started_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row;
}

/** Every live token of the family stops working (a rotated token was presented again). */
export async function revokeSessionFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL`, [familyId]);
}

/** The rotated token is revoked and points at the one that replaced it. */
export async function markRefreshTokenReplaced(db: Queryable, tokenId: string, replacedById: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now(), replaced_by_id = $2 WHERE id = $1`, [tokenId, replacedById]);
}

/** Logout: revokes the live token with that hash; answers the families it ended (none or one). */
export async function revokeRefreshToken(db: Queryable, tokenHash: string): Promise<string[]> {
  const [revoked]: [{ family_id: string }[], number] = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING family_id`,
    [tokenHash],
  );
  return revoked.map(({ family_id }) => family_id);
}

export async function revokeAllUserSessions(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`, [userId]);
}

export interface NewRefreshToken {
  userId: string;
  tokenHash: string;
  familyId: string;
  expiresAt: Date;
  userAgent: string | null;
  /** The family's start (a rotation copies it); a new sign-in starts now. */
  sessionStartedAt?: Date;
}

/** Stores a refresh token, used now; answers its id. */
export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO refresh_tokens (user_id, token_hash, family_id, expires_at, user_agent, last_used_at, session_started_at)
     VALUES ($1, $2, $3, $4, $5, now(), coalesce($6, now())) RETURNING id`,
    [token.userId, token.tokenHash, token.familyId, token.expiresAt, token.userAgent, token.sessionStartedAt ?? null],
  );
  return row.id;
}
