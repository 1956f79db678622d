import type { Queryable } from '../../common/database/queryable.js';

/** SQL of the admin commands (admin-accounts.ts): super admins and admin invitations. */

/** The account with that (lower-cased) email, locked; its id or undefined. */
export async function lockUserByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [existing]: { id: string }[] = await db.query('SELECT id FROM users WHERE lower(email) = $1 FOR UPDATE', [email]);
  return existing?.id;
}

/**
 * The account becomes an active super admin (a suspension is lifted); its password and name
 * change only when given (null keeps them).
 */
export async function promoteToSuperAdmin(
  db: Queryable,
  userId: string,
  passwordHash: string | null,
  fullName: string | null,
): Promise<void> {
  await db.query(
    `UPDATE users SET user_type = 'super_admin', status = 'active', suspended_at = NULL, suspension_reason = NULL,
            password_hash = coalesce($2, password_hash), full_name = coalesce($3, full_name), updated_at = now()
      WHERE id = $1`,
    [userId, passwordHash, fullName],
  );
}

export async function deleteUserRoles(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
}

/** A new super admin account; answers its id. */
export async function insertSuperAdmin(db: Queryable, email: string, passwordHash: string, fullName: string): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO users (email, password_hash, full_name, user_type) VALUES ($1, $2, $3, 'super_admin') RETURNING id`,
    [email, passwordHash, fullName],
  );
  return row.id;
}

/** Adds the role (nothing if the user has it). */
export async function grantRole(db: Queryable, userId: string, role: string): Promise<void> {
  await db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, role]);
}

export interface NewAdminInvitation {
  email: string | null;
  tokenHash: string;
  userType: string;
  createdById: string | null;
  expiresAt: Date;
}

/** Stores an invitation (the token only as its hash); answers its id. */
export async function insertAdminInvitation(db: Queryable, invitation: NewAdminInvitation): Promise<string> {
  const [row]: { id: string }[] = await db.query(
    `INSERT INTO admin_invitations (email, token_hash, user_type, created_by, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [invitation.email, invitation.tokenHash, invitation.userType, invitation.createdById, invitation.expiresAt],
  );
  return row.id;
}
