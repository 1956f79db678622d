import type { Queryable } from '../../common/database/queryable.js';

/**
 * «¿Olvidaste tu contraseña?» in one statement, the same for every email: for an active account it
 * voids the unused links and stores the new one; for any other email it finds nothing and changes
 * nothing. Same round trips either way, so the answer's timing does not tell accounts apart; and
 * the commit does not wait for the WAL flush (synchronous_commit off for this transaction only),
 * which is what an unknown email, writing nothing, never waits for. A link lost to a database crash
 * in that instant costs the user one more request.
 * $1 email, $2 token hash, $3 minutes of validity, $4 the active status.
 * Rows: none, or `{ email, full_name, token_id }`.
 */
export const ISSUE_RESET_TOKEN_SQL = `
  WITH no_flush_wait AS (
    SELECT set_config('synchronous_commit', 'off', true)
  ), account AS (
    SELECT id, email, full_name FROM users, no_flush_wait WHERE lower(email) = lower($1) AND status = $4
  ), voided AS (
    -- Only the newest link works.
    DELETE FROM password_reset_tokens t USING account WHERE t.user_id = account.id AND t.used_at IS NULL
  ), issued AS (
    INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
    SELECT id, $2, now() + make_interval(mins => $3) FROM account
    RETURNING id
  )
  SELECT account.email, account.full_name, issued.id AS token_id FROM account, issued`;

export interface IssuedResetToken {
  email: string;
  full_name: string;
  token_id: string;
}

/** Runs ISSUE_RESET_TOKEN_SQL: the issued link's account, or undefined (no such active account). */
export async function issueResetToken(
  db: Queryable,
  email: string,
  tokenHash: string,
  ttlMinutes: number,
  activeStatus: string,
): Promise<IssuedResetToken | undefined> {
  const [issued]: IssuedResetToken[] = await db.query(ISSUE_RESET_TOKEN_SQL, [email, tokenHash, ttlMinutes, activeStatus]);
  return issued;
}

/** The account of an unused, unexpired link (read without a lock: the reset re-checks it). */
export async function findPendingResetUserId(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const [pending]: { user_id: string }[] = await db.query(
    'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  return pending?.user_id;
}

/**
 * Uses up the link if it is still unused and unexpired; answers its account, or undefined when
 * another request used it a moment ago.
 */
export async function useResetToken(db: Queryable, tokenHash: string): Promise<string | undefined> {
  // TypeORM answers UPDATE ... RETURNING with [rows, rowCount].
  const [used]: [{ user_id: string }[], number] = await db.query(
    `UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return used.length === 0 ? undefined : used[0].user_id;
}

/** Stores the new password hash; answers the account's email. */
export async function setUserPassword(db: Queryable, userId: string, passwordHash: string): Promise<string> {
  const [[user]]: [{ email: string }[], number] = await db.query(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email',
    [userId, passwordHash],
  );
  return user.email;
}

/** Only the newest link works: the account's other unused links go. */
export async function deleteUnusedResetTokens(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
