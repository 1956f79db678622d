import type { Queryable } from '../../common/database/queryable.js';

/** SQL of two-factor sign-in (TwoFactorService). TypeORM answers UPDATE … RETURNING with `[rows, rowCount]`. */

export interface TwoFactorAccountRow {
  id: string;
  email: string;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled_at: Date | null;
}

export async function findTwoFactorAccount(db: Queryable, userId: string): Promise<TwoFactorAccountRow | undefined> {
  const [row]: TwoFactorAccountRow[] = await db.query(
    `SELECT id, email, password_hash, totp_secret, totp_enabled_at FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** A new secret waiting for its first code; refused (false) once two-factor is on. */
export async function storePendingSecret(db: Queryable, userId: string, encrypted: string): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE users SET totp_secret = $2, totp_last_step = NULL WHERE id = $1 AND totp_enabled_at IS NULL RETURNING id`,
    [userId, encrypted],
  );
  return rows.length === 1;
}

/**
 * Accepts a TOTP time step once: true only if it is newer than the last accepted one (two
 * requests with the same code race on this row; one wins).
 */
export async function claimTimeStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [userId, step],
  );
  return rows.length === 1;
}

export async function markEnabled(db: Queryable, userId: string): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE users SET totp_enabled_at = now() WHERE id = $1 AND totp_enabled_at IS NULL AND totp_secret IS NOT NULL RETURNING id`,
    [userId],
  );
  return rows.length === 1;
}

export async function clearTwoFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1`, [userId]);
  await db.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  await db.query(`DELETE FROM two_factor_challenges WHERE user_id = $1`, [userId]);
}

export async function replaceRecoveryCodes(db: Queryable, userId: string, hashes: string[]): Promise<void> {
  await db.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $1`, [userId]);
  await db.query(`INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::varchar[])`, [userId, hashes]);
}

/** Uses a recovery code: true once per code. */
export async function useRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, codeHash],
  );
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row]: { left: number }[] = await db.query(
    `SELECT count(*)::int AS left FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
    [userId],
  );
  return row.left;
}

/** Stores a challenge; the user's spent and expired ones go at the same time (nothing else purges them). */
export async function insertChallenge(
  db: Queryable,
  challenge: { userId: string; tokenHash: string; remember: boolean; expiresAt: Date },
): Promise<void> {
  await db.query(`DELETE FROM two_factor_challenges WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < now())`, [
    challenge.userId,
  ]);
  await db.query(`INSERT INTO two_factor_challenges (user_id, token_hash, remember, expires_at) VALUES ($1, $2, $3, $4)`, [
    challenge.userId,
    challenge.tokenHash,
    challenge.remember,
    challenge.expiresAt,
  ]);
}

export interface ChallengeAttempt {
  id: string;
  user_id: string;
  remember: boolean;
}

/**
 * Counts one attempt on a live challenge (unused, unexpired, under `maxAttempts`): undefined when
 * the challenge is unknown, spent or out of attempts.
 */
export async function attemptChallenge(db: Queryable, tokenHash: string, maxAttempts: number): Promise<ChallengeAttempt | undefined> {
  const [rows]: [ChallengeAttempt[], number] = await db.query(
    `UPDATE two_factor_challenges SET attempts = attempts + 1
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
      RETURNING id, user_id, remember`,
    [tokenHash, maxAttempts],
  );
  return rows[0];
}

/** Whether the challenge exists but is out of attempts (429 rather than «expired»). */
export async function challengeExhausted(db: Queryable, tokenHash: string, maxAttempts: number): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM two_factor_challenges WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() AND attempts >= $2`,
    [tokenHash, maxAttempts],
  );
  return rows.length > 0;
}

/** Spends the challenge: true once. */
export async function useChallenge(db: Queryable, id: string): Promise<boolean> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE two_factor_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length === 1;
}
