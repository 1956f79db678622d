import type { Queryable } from '../../common/database/queryable.js';

/** The account as verification needs it. */
export interface VerificationAccount {
  id: string;
  email: string;
  fullName: string;
  userType: string;
  emailVerifiedAt: Date | null;
}

export async function findVerificationAccount(db: Queryable, userId: string): Promise<VerificationAccount | undefined> {
  const [row] = await db.query<VerificationAccount[]>(
    `SELECT id, email, full_name AS "fullName", user_type::text AS "userType", email_verified_at AS "emailVerifiedAt"
       FROM users WHERE id = $1`,
    [userId],
  );
  return row;
}

/** Whether what the account publishes goes out at once (true) or waits as a draft. */
export async function isEmailVerified(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.query<{ verified: boolean }[]>(`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`, [
    userId,
  ]);
  return Boolean(row?.verified);
}

/** The newest unused, unexpired link of the account: its address (the pending one of a change, or its own). */
export async function findPendingVerification(db: Queryable, userId: string): Promise<{ email: string; expiresAt: Date } | undefined> {
  const [row] = await db.query<{ email: string; expiresAt: Date }[]>(
    `SELECT email, expires_at AS "expiresAt" FROM email_verification_tokens
      WHERE user_id = $1 AND used_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return row;
}

/** Stores a new link for `email`; the account's other unused links stop working (only the newest does). */
export async function issueVerificationToken(
  db: Queryable,
  userId: string,
  email: string,
  tokenHash: string,
  ttlHours: number,
): Promise<string> {
  await db.query(`DELETE FROM email_verification_tokens WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING id`,
    [userId, email, tokenHash, ttlHours],
  );
  return row.id;
}

export interface LockedVerificationToken {
  id: string;
  userId: string;
  email: string;
  used: boolean;
  expired: boolean;
}

/** The link by its hash, locked until the transaction ends (two clicks at once: one wins). */
export async function lockVerificationToken(db: Queryable, tokenHash: string): Promise<LockedVerificationToken | undefined> {
  const [row] = await db.query<LockedVerificationToken[]>(
    `SELECT id, user_id AS "userId", email, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM email_verification_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return row;
}

export async function markVerificationTokenUsed(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE email_verification_tokens SET used_at = now() WHERE id = $1`, [id]);
}

/**
 * The account's email becomes `email` (the same one after sign-up, the new one of a change) and
 * is verified now (kept if it already was). Answers the address it had before.
 */
export async function setVerifiedEmail(db: Queryable, userId: string, email: string): Promise<string | undefined> {
  const [[row]]: [{ previous: string }[], number] = await db.query(
    `UPDATE users u SET email = $2, email_verified_at = coalesce(u.email_verified_at, now()), updated_at = now()
       FROM (SELECT id, email AS previous FROM users WHERE id = $1 FOR UPDATE) old
      WHERE u.id = old.id RETURNING old.previous`,
    [userId, email],
  );
  return row?.previous;
}

/**
 * The client's drafts become active requests as if published now (new `created_at`, so they list
 * as new; `alerts_pending` so a lost fan-out is swept up). Answers their ids.
 */
export async function publishDraftRequests(db: Queryable, clientId: string): Promise<string[]> {
  const [rows]: [{ id: string }[], number] = await db.query(
    `UPDATE requests SET status = 'active', created_at = now(), alerts_pending = true
      WHERE client_id = $1 AND status = 'draft' RETURNING id`,
    [clientId],
  );
  return rows.map((row) => row.id);
}

/** The company's draft proposals, oldest first (the order they were written). */
export async function listDraftProposals(db: Queryable, companyUserId: string): Promise<{ id: string; companyId: string }[]> {
  return db.query(
    `SELECT p.id, p.company_id AS "companyId" FROM proposals p JOIN companies c ON c.id = p.company_id
      WHERE c.user_id = $1 AND p.status = 'draft' ORDER BY p.created_at, p.id`,
    [companyUserId],
  );
}

/**
 * Sends a draft as a proposal sent now, only onto a request still active (the lock is the one an
 * insert takes, see insertProposalOnActiveRequest). The triggers count it and time the response.
 */
export async function sendDraftProposal(db: Queryable, proposalId: string): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await db.query(
    `UPDATE proposals p SET status = 'pending', created_at = now(), updated_at = now()
       FROM (SELECT r.id FROM requests r JOIN proposals d ON d.request_id = r.id
              WHERE d.id = $1 AND r.status = 'active' FOR NO KEY UPDATE OF r) r
      WHERE p.id = $1 AND p.status = 'draft' AND p.request_id = r.id RETURNING p.id`,
    [proposalId],
  );
  return rows.length > 0;
}

/** Whether another account already uses the address (case-insensitively). */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`, [email, userId]);
  return Boolean(row);
}

/** The password hash, to confirm an email change. */
export async function findPasswordHash(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ hash: string }[]>(`SELECT password_hash AS hash FROM users WHERE id = $1`, [userId]);
  return row?.hash;
}
