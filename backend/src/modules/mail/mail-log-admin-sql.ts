import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { MailLogAdminDto } from './dto/mail-log-admin.dto.js';

/** SQL of the backoffice's mail log: the list, one record, and what a retry needs. */

/** `GET /admin/mail-log`: sorts and filters of the backoffice list. */
export const MAIL_LOG_ADMIN_LIST: ListSpec = {
  sortable: { createdAt: 'm.created_at', lastAttemptAt: 'm.last_attempt_at', attempts: 'm.attempts', status: 'm.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['m.to_email', 'm.subject', 'm.template', 'm.dedupe_key'] },
    status: { kind: 'eq', column: 'm.status', cast: 'mail_status' },
    gaveUp: { kind: 'bool', column: '(m.gave_up_at IS NOT NULL)' },
    createdFrom: { kind: 'from', column: 'm.created_at' },
    createdTo: { kind: 'to', column: 'm.created_at' },
  },
  idColumn: 'm.id',
};

const COLUMNS = `m.id, m.dedupe_key AS "dedupeKey", m.to_email AS "to", m.template, m.subject, m.status, m.attempts, m.error,
  (m.status <> 'sent' AND m.payload IS NOT NULL) AS retryable, m.created_at AS "createdAt", m.last_attempt_at AS "lastAttemptAt",
  m.sent_at AS "sentAt", m.gave_up_at AS "gaveUpAt"`;

type DateField = 'createdAt' | 'lastAttemptAt' | 'sentAt' | 'gaveUpAt';
export type MailLogRow = Omit<MailLogAdminDto, DateField> & Record<DateField, Date | null>;

/** One page of the list and the total matching its filter. */
export function listMailLog(db: Queryable, list: ListQuery): Promise<{ rows: MailLogRow[]; total: number }> {
  return fetchListPage<MailLogRow>(db, list, { columns: COLUMNS, from: 'mail_log m' });
}

export async function findMailLogEntry(db: Queryable, id: string): Promise<MailLogRow | undefined> {
  const [row] = await db.query<MailLogRow[]>(`SELECT ${COLUMNS} FROM mail_log m WHERE m.id = $1`, [id]);
  return row;
}

/** What a retry reads of a mail (its stored data included). */
export interface MailRetryRow {
  id: string;
  dedupe_key: string;
  to_email: string;
  template: string;
  payload: Record<string, unknown> | null;
  status: string;
  attempts: number;
  gave_up_at: Date | null;
}

/** The mail's row, locked (FOR UPDATE) until the retry's transaction ends. */
export async function lockMailForRetry(db: Queryable, id: string): Promise<MailRetryRow | undefined> {
  const [row] = await db.query<MailRetryRow[]>(
    `SELECT id, dedupe_key, to_email, template, payload, status, attempts, gave_up_at FROM mail_log WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Puts a given-up mail back under the re-drive. */
export async function clearMailGaveUp(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE mail_log SET gave_up_at = NULL WHERE id = $1`, [id]);
}
