import type { Queryable } from '../../common/database/queryable.js';

/**
 * SQL of «Eliminar mi cuenta» (AccountDeletionService), all inside one transaction. What each
 * statement keeps, anonymises or deletes, and why, is written per table in docs/privacy-data.md.
 */

export const DELETED_NAME = 'Usuario eliminado';

/** A unique address that can never receive mail (RFC 2606 reserves `.invalid`). */
export const deletedEmail = (userId: string) => `eliminado-${userId}@eliminado.invalid`;

/** Tables with a `user_id` whose rows stay (anonymised through the users row): everything else with one is deleted. */
const KEPT_USER_TABLES = new Set(['users', 'companies', 'reviews', 'user_roles']);

/** Columns of `users` that keep their value: identity of the row and the erasure itself. */
const KEPT_USER_COLUMNS = new Set(['id', 'deleted_at', 'created_at', 'updated_at']);

export interface ErasureSubject {
  email: string;
  passwordHash: string;
  deletedAt: Date | null;
  companyIds: string[];
  companyEmails: string[];
}

/** The account, locked until the erasure commits (a second request waits and then sees it deleted). */
export async function lockErasureSubject(db: Queryable, userId: string): Promise<ErasureSubject | undefined> {
  const [row]: ErasureSubject[] = await db.query(
    `SELECT u.email, u.password_hash AS "passwordHash", u.deleted_at AS "deletedAt",
            coalesce((SELECT array_agg(c.id) FROM companies c WHERE c.user_id = u.id), '{}') AS "companyIds",
            coalesce((SELECT array_agg(lower(c.email)) FROM companies c WHERE c.user_id = u.id AND c.email IS NOT NULL), '{}') AS "companyEmails"
       FROM users u WHERE u.id = $1 FOR UPDATE`,
    [userId],
  );
  return row;
}

/**
 * The users row: name «Usuario eliminado», a non-deliverable unique email, a password no argon2
 * hash can match, status inactive, `deleted_at`; every other nullable column (phone, address,
 * TOTP secret, verification…) is emptied, whichever module added it.
 */
export async function anonymiseUser(db: Queryable, userId: string, now: Date): Promise<void> {
  const columns: Array<{ name: string }> = await db.query(
    `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'users' AND is_nullable = 'YES'`,
  );
  const cleared = columns.filter((c) => !KEPT_USER_COLUMNS.has(c.name)).map((c) => `"${c.name}" = NULL`);
  await db.query(
    `UPDATE users SET ${[...cleared, `email = $2`, `full_name = $3`, `password_hash = '!eliminado'`, `status = 'inactive'`, `deleted_at = $4`].join(', ')}
      WHERE id = $1`,
    [userId, deletedEmail(userId), DELETED_NAME, now],
  );
}

/** Rows of the other tables with a `user_id` (sessions, reset and verification tokens, preferences, exports…). */
export async function deleteUserOwnedRows(db: Queryable, userId: string): Promise<Array<string | null>> {
  const tables: Array<{ table: string }> = await db.query(
    `SELECT c.table_name AS "table" FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id'`,
  );
  const [exports]: [Array<{ fileKey: string | null }>, number] = await db.query(
    `DELETE FROM data_exports WHERE user_id = $1 RETURNING file_key AS "fileKey"`,
    [userId],
  );
  for (const { table } of tables) {
    if (KEPT_USER_TABLES.has(table) || table === 'data_exports') continue;
    await db.query(`DELETE FROM "${table}" WHERE user_id = $1`, [userId]);
  }
  return exports.map((r) => r.fileKey);
}

/** Newsletter, contact messages, invitations and the mail log by address; unsent mail to it is abandoned. */
export async function eraseByEmail(db: Queryable, userId: string, emails: string[], now: Date): Promise<void> {
  await db.query(`DELETE FROM newsletter_subscriptions WHERE lower(email) = ANY($1)`, [emails]);
  await db.query(`DELETE FROM contact_messages WHERE lower(email) = ANY($1)`, [emails]);
  await db.query(`UPDATE admin_invitations SET email = NULL WHERE used_by = $1 OR lower(email) = ANY($2)`, [userId, emails]);
  await db.query(
    `UPDATE mail_log SET to_email = $2, payload = NULL, gave_up_at = CASE WHEN status = 'sent' THEN gave_up_at ELSE coalesce(gave_up_at, $3) END
      WHERE lower(to_email) = ANY($1)`,
    [emails, deletedEmail(userId), now],
  );
}

export interface PublicFiles {
  urls: Array<string | null>;
  keys: Array<string | null>;
}

/**
 * The client side: open requests (active, hired) closed, their pending proposals declined, their
 * photos deleted, and the name and phone shared on accepted proposals replaced.
 */
export async function eraseClientSide(db: Queryable, userId: string, now: Date): Promise<PublicFiles> {
  await db.query(
    `UPDATE proposals p SET status = 'rejected', closed_reason = 'request_closed', responded_at = $2
       FROM requests r WHERE r.id = p.request_id AND r.client_id = $1 AND p.status = 'pending'`,
    [userId, now],
  );
  await db.query(
    `UPDATE proposals p SET client_shared_data = jsonb_build_object('client_name', $2::text, 'client_phone', NULL, 'shared_at', p.client_shared_data->>'shared_at')
       FROM requests r WHERE r.id = p.request_id AND r.client_id = $1 AND p.client_shared_data IS NOT NULL`,
    [userId, DELETED_NAME],
  );
  await db.query(
    `UPDATE requests SET status = 'closed', closed_at = $2, updated_at = $2 WHERE client_id = $1 AND status IN ('active', 'hired')`,
    [userId, now],
  );
  const [photos]: [Array<{ url: string | null; thumb: string | null; key: string | null }>, number] = await db.query(
    `DELETE FROM request_photos ph USING requests r WHERE r.id = ph.request_id AND r.client_id = $1
     RETURNING ph.url, ph.thumbnail_url AS thumb, ph.storage_key AS key`,
    [userId],
  );
  return { urls: photos.flatMap((p) => [p.url, p.thumb]), keys: photos.map((p) => p.key) };
}

/**
 * The company side: off every public list (is_active false), contact data and logo emptied,
 * gallery, documents, templates and alert settings deleted, pending proposals withdrawn. The
 * name stays (the invoices and the platform's records name the business); billing data stays.
 */
export async function eraseCompanySide(db: Queryable, companyIds: string[], now: Date): Promise<PublicFiles & { privateKeys: string[] }> {
  if (companyIds.length === 0) return { urls: [], keys: [], privateKeys: [] };
  const [logos]: [Array<{ logo: string | null }>, number] = await db.query(
    `UPDATE companies c SET is_active = false, contact_person = 'No especificado', email = NULL, phone = NULL, website = NULL,
            logo = NULL, description = 'Empresa de logística y transporte', updated_at = $2
       FROM companies old WHERE old.id = c.id AND c.id = ANY($1::uuid[]) RETURNING old.logo`,
    [companyIds, now],
  );
  await db.query(`UPDATE proposals SET status = 'rejected', responded_at = $2 WHERE company_id = ANY($1::uuid[]) AND status = 'pending'`, [
    companyIds,
    now,
  ]);
  const [images]: [Array<{ url: string | null; thumb: string | null; key: string | null }>, number] = await db.query(
    `DELETE FROM company_images WHERE company_id = ANY($1::uuid[]) RETURNING url, thumbnail_url AS thumb, storage_key AS key`,
    [companyIds],
  );
  const [documents]: [Array<{ key: string }>, number] = await db.query(
    `DELETE FROM company_documents WHERE company_id = ANY($1::uuid[]) RETURNING file_key AS key`,
    [companyIds],
  );
  await db.query(`UPDATE companies SET badges = '[]', verified_at = NULL WHERE id = ANY($1::uuid[])`, [companyIds]);
  await db.query(`DELETE FROM proposal_templates WHERE company_id = ANY($1::uuid[])`, [companyIds]);
  await db.query(`DELETE FROM company_alert_settings WHERE company_id = ANY($1::uuid[])`, [companyIds]);
  return {
    urls: [...logos.map((l) => l.logo), ...images.flatMap((i) => [i.url, i.thumb])],
    keys: images.map((i) => i.key),
    privateKeys: documents.map((d) => d.key),
  };
}
