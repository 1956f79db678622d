import type { Queryable } from '../common/database/queryable.js';

/** SQL of the maintenance jobs. Deleting what is already expired is naturally idempotent. */

const CUTOFF = 'now() - make_interval(days => $1)';

/** Refresh tokens expired or revoked more than `days` days ago; answers how many were deleted. */
export async function deleteExpiredRefreshTokens(db: Queryable, days: number): Promise<number> {
  // A DELETE answers [rows, affected count].
  const [, deleted] = await db.query(`DELETE FROM refresh_tokens WHERE expires_at < ${CUTOFF} OR revoked_at < ${CUTOFF}`, [days]);
  return Number(deleted ?? 0);
}

/** Password reset links expired more than `days` days ago; answers how many were deleted. */
export async function deleteExpiredPasswordResetTokens(db: Queryable, days: number): Promise<number> {
  const [, deleted] = await db.query(`DELETE FROM password_reset_tokens WHERE expires_at < ${CUTOFF}`, [days]);
  return Number(deleted ?? 0);
}

/** Sign-in challenges (two-factor and passkeys) expired more than `days` days ago. */
export async function deleteExpiredSignInChallenges(db: Queryable, days: number): Promise<number> {
  const [, twoFactor] = await db.query(`DELETE FROM two_factor_challenges WHERE expires_at < ${CUTOFF}`, [days]);
  const [, passkeys] = await db.query(`DELETE FROM passkey_challenges WHERE expires_at < ${CUTOFF}`, [days]);
  return Number(twoFactor ?? 0) + Number(passkeys ?? 0);
}
