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
