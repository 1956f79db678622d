import type { Queryable } from '../../common/database/queryable.js';

/** SQL of «Dispositivos conectados» (DevicesService): one live refresh token per session (family). */

export interface LiveSessionRow {
  family_id: string;
  user_agent: string | null;
  session_started_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: Queryable, userId: string): Promise<LiveSessionRow[]> {
  return db.query(
    `SELECT family_id, user_agent, session_started_at, coalesce(last_used_at, created_at) AS last_used_at, expires_at
       FROM refresh_tokens
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY coalesce(last_used_at, created_at) DESC, family_id`,
    [userId],
  );
}

/** Ends one session of the user: false when it is not theirs or already over. */
export async function revokeUserSession(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND family_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING id`,
    [userId, familyId],
  );
  return rows.length > 0;
}

/** Ends every session of the user but one; answers the sessions it ended. */
export async function revokeOtherUserSessions(db: Queryable, userId: string, keepFamilyId: string): Promise<string[]> {
  const [rows]: [{ family_id: string }[], number] = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND family_id <> $2 AND revoked_at IS NULL RETURNING family_id`,
    [userId, keepFamilyId],
  );
  return [...new Set(rows.map((row) => row.family_id))];
}
