import type { Queryable } from '../../common/database/queryable.js';
import type { UserStatus, UserType } from '../../database/enums.js';

/** SQL of sign-in and sign-up (AuthService, RegistrationService). Emails compare case-insensitively. */

export interface LoginAccountRow {
  id: string;
  password_hash: string;
  status: UserStatus;
  suspension_reason: string | null;
}

export async function findLoginAccount(db: Queryable, email: string): Promise<LoginAccountRow | undefined> {
  const [account]: LoginAccountRow[] = await db.query(
    'SELECT id, password_hash, status, suspension_reason FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return account;
}

export async function recordLogin(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}

/** Whether an account uses that email (uq_users_email_lower decides when two sign-ups race). */
export async function emailRegistered(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) LIMIT 1', [email]);
  return rows.length > 0;
}

export interface InvitationRow {
  id: string;
  email: string | null;
  user_type: UserType;
  expires_at: Date;
  used_at: Date | null;
}

/** The invitation with that token hash, locked until the transaction ends (so it is used once). */
export async function lockAdminInvitation(db: Queryable, tokenHash: string): Promise<InvitationRow | undefined> {
  const [invitation]: InvitationRow[] = await db.query(
    `SELECT id, email, user_type, expires_at, used_at FROM admin_invitations WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return invitation;
}

export async function markInvitationUsed(db: Queryable, invitationId: string, userId: string): Promise<void> {
  await db.query(`UPDATE admin_invitations SET used_at = now(), used_by = $2 WHERE id = $1`, [invitationId, userId]);
}
