import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { ContactMessageAdminDto } from './dto/contact-admin.dto.js';

/** SQL of the contact forms: storing a message, and the backoffice inbox. */

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** NULL when blank. */
  phone: string | null;
  /** NULL when blank. */
  company: string | null;
}

export async function insertContactMessage(db: Queryable, message: NewContactMessage): Promise<string> {
  const [row] = await db.query<{ id: string }[]>(
    `INSERT INTO contact_messages (name, email, subject, message, phone, company) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [message.name, message.email, message.subject, message.message, message.phone, message.company],
  );
  return row.id;
}

/** `GET /admin/contact-messages`: sorts and filters of the backoffice list. */
export const CONTACT_ADMIN_LIST: ListSpec = {
  // Names sort ignoring accents and case (Álvaro before Beatriz).
  sortable: { createdAt: 'm.created_at', read: 'm.read', name: 'f_search_normalize(m.name)' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['m.name', 'm.email', 'm.subject', 'm.message'] },
    read: { kind: 'bool', column: 'm.read' },
    createdFrom: { kind: 'from', column: 'm.created_at' },
    createdTo: { kind: 'to', column: 'm.created_at' },
  },
  idColumn: 'm.id',
};

const COLUMNS = `m.id, m.name, m.email, m.subject, m.message, m.phone, m.company, m.read, m.read_at AS "readAt", m.created_at AS "createdAt"`;

export interface ContactRow extends Omit<ContactMessageAdminDto, 'readAt' | 'createdAt'> {
  readAt: Date | null;
  createdAt: Date;
}

/** One page of the inbox and the total matching its filter. */
export function listContactMessages(db: Queryable, list: ListQuery): Promise<{ rows: ContactRow[]; total: number }> {
  return fetchListPage<ContactRow>(db, list, { columns: COLUMNS, from: 'contact_messages m' });
}

export async function findContactMessage(db: Queryable, id: string): Promise<ContactRow | undefined> {
  const [row] = await db.query<ContactRow[]>(`SELECT ${COLUMNS} FROM contact_messages m WHERE m.id = $1`, [id]);
  return row;
}

/**
 * Sets the read mark (read_at = `at` with it, NULL when unread) only when it changes: marking a
 * read message read keeps its first read_at. False when nothing changed (or no such message).
 */
export async function setContactMessageRead(db: Queryable, id: string, read: boolean, at: Date): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await db.query(
    `UPDATE contact_messages SET read = $2, read_at = CASE WHEN $2 THEN $3::timestamptz ELSE NULL END
          WHERE id = $1 AND read <> $2 RETURNING id`,
    [id, read, at],
  );
  return rows.length > 0;
}

export async function contactMessageExists(db: Queryable, id: string): Promise<boolean> {
  const [exists] = await db.query(`SELECT 1 FROM contact_messages WHERE id = $1`, [id]);
  return Boolean(exists);
}
