import type { Queryable } from '../../common/database/queryable.js';
import type { DataExportStatus } from './data-export.entity.js';

/** SQL of the data_exports rows (DataExportsService, the privacy worker). */

export interface DataExportRow {
  id: string;
  userId: string;
  status: DataExportStatus;
  fileKey: string | null;
  sizeBytes: number | null;
  createdAt: Date;
  readyAt: Date | null;
  expiresAt: Date;
}

const COLUMNS = `id, user_id AS "userId", status, file_key AS "fileKey", size_bytes AS "sizeBytes", created_at AS "createdAt",
  ready_at AS "readyAt", expires_at AS "expiresAt"`;

/** A new pending export, or undefined when one is already in preparation (uq_data_exports_pending_user). */
export async function insertPendingExport(db: Queryable, userId: string, now: Date, expiresAt: Date): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await db.query(
    `INSERT INTO data_exports (user_id, created_at, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING RETURNING ${COLUMNS}`,
    [userId, now, expiresAt],
  );
  return row;
}

export async function findPendingExport(db: Queryable, userId: string): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await db.query(`SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 AND status = 'pending'`, [userId]);
  return row;
}

/** How many exports the user asked for since `since` (the daily limit). */
export async function countExportsSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const [row]: Array<{ n: number }> = await db.query(
    `SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1 AND created_at >= $2`,
    [userId, since],
  );
  return row.n;
}

/** The user's exports still on offer, newest first. */
export async function listUserExports(db: Queryable, userId: string, now: Date): Promise<DataExportRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 AND expires_at > $2 ORDER BY created_at DESC LIMIT 5`, [
    userId,
    now,
  ]);
}

/** One export of that user (another user's: undefined, so the answer is the same 404 as for none). */
export async function findUserExport(db: Queryable, userId: string, id: string): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await db.query(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row;
}

/** The export to build, locked until the build's transaction ends (two workers never build it twice). */
export async function lockExport(db: Queryable, id: string): Promise<DataExportRow | undefined> {
  const [row]: DataExportRow[] = await db.query(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

export async function markExportReady(db: Queryable, id: string, fileKey: string, sizeBytes: number, now: Date, expiresAt: Date) {
  await db.query(
    `UPDATE data_exports SET status = 'ready', file_key = $2, size_bytes = $3, ready_at = $4, expires_at = $5, error = NULL WHERE id = $1`,
    [id, fileKey, sizeBytes, now, expiresAt],
  );
}

export async function markExportFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(`UPDATE data_exports SET status = 'failed', error = $2 WHERE id = $1 AND status = 'pending'`, [id, error.slice(0, 500)]);
}

/** Deletes the exports past their date and answers their file keys (the caller removes the files). */
export async function deleteExpiredExports(db: Queryable, now: Date): Promise<Array<string | null>> {
  const [rows]: [Array<{ fileKey: string | null }>, number] = await db.query(
    `DELETE FROM data_exports WHERE expires_at <= $1 RETURNING file_key AS "fileKey"`,
    [now],
  );
  return rows.map((r) => r.fileKey);
}

/** Pending exports older than `before` whose job may have been lost (queued again by the sweep). */
export async function listStalePendingExports(db: Queryable, before: Date): Promise<string[]> {
  const rows: Array<{ id: string }> = await db.query(`SELECT id FROM data_exports WHERE status = 'pending' AND created_at < $1 LIMIT 100`, [
    before,
  ]);
  return rows.map((r) => r.id);
}
