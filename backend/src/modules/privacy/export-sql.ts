import type { Queryable } from '../../common/database/queryable.js';

/**
 * What «Descargar mis datos» reads, table by table. Rows come as `to_jsonb(t)` (every column, so a
 * column added later is exported too) and `stripSecrets` (export-content.ts) drops hashes and
 * tokens. Where a row also holds someone else's data, that part is left out or replaced by what
 * is public (a company name, a role): the proposals' `client_shared_data` (other clients' name and
 * phone), the authors of reviews about the company, the other party of a message.
 */

export type Row = Record<string, unknown>;

export interface ExportSubject {
  userId: string;
  email: string;
  companyIds: string[];
}

/** Tables handled by a query of their own (never by the generic `user_id` / `company_id` pass). */
export const SPECIAL_TABLES = new Set([
  'users',
  'companies',
  'proposals',
  'reviews',
  'messages',
  'requests',
  'request_photos',
  'audit_logs',
  'content_reports',
  'mail_log',
  'newsletter_subscriptions',
  'contact_messages',
  'admin_invitations',
  'blog_posts',
]);

/** Public tables with a `user_id` or `company_id` column (the generic pass): new tables are exported without code. */
export async function ownedTables(db: Queryable): Promise<Array<{ table: string; column: 'user_id' | 'company_id' }>> {
  const rows: Array<{ table: string; column: 'user_id' | 'company_id' }> = await db.query(
    `SELECT table_name AS "table", column_name AS "column"
       FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('user_id', 'company_id')
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
      ORDER BY table_name, column_name`,
  );
  return rows.filter((r) => !SPECIAL_TABLES.has(r.table));
}

/** Every row of `table` whose `column` is one of `ids` (names come from information_schema, never from a user). */
export async function rowsOwnedBy(db: Queryable, table: string, column: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows: Array<{ row: Row }> = await db.query(
    `SELECT to_jsonb(t) AS row FROM "${table}" t WHERE t."${column}" = ANY($1::uuid[]) ORDER BY 1`,
    [ids],
  );
  return rows.map((r) => r.row);
}

async function rows(db: Queryable, sql: string, params: unknown[]): Promise<Row[]> {
  const result: Array<{ row: Row }> = await db.query(sql, params);
  return result.map((r) => r.row);
}

/** The special tables, each as `table → rows`. */
export async function specialRows(db: Queryable, s: ExportSubject): Promise<Record<string, Row[]>> {
  const u = [s.userId];
  const e = [s.email];
  return {
    users: await rows(db, `SELECT to_jsonb(t) AS row FROM users t WHERE t.id = $1`, u),
    companies: await rows(db, `SELECT to_jsonb(t) AS row FROM companies t WHERE t.user_id = $1`, u),
    requests: await rows(db, `SELECT to_jsonb(t) AS row FROM requests t WHERE t.client_id = $1 ORDER BY t.created_at`, u),
    request_photos: await rows(
      db,
      `SELECT to_jsonb(t) AS row FROM request_photos t JOIN requests r ON r.id = t.request_id WHERE r.client_id = $1 ORDER BY t.created_at`,
      u,
    ),
    // Sent by the user's company (without the clients' shared name and phone) and received on the user's requests.
    proposals: await rows(
      db,
      `SELECT (to_jsonb(p) - 'client_shared_data') || jsonb_build_object('direction', 'enviada', 'request_title', r.title) AS row
         FROM proposals p JOIN requests r ON r.id = p.request_id WHERE p.company_id = ANY($1::uuid[])
       UNION ALL
       SELECT (to_jsonb(p) - 'client_shared_data') || jsonb_build_object('direction', 'recibida', 'company_name', co.company_name) AS row
         FROM proposals p JOIN requests r ON r.id = p.request_id JOIN companies co ON co.id = p.company_id WHERE r.client_id = $2`,
      [s.companyIds, s.userId],
    ),
    // Written by the user, and about the user's company (its authors shown only as «Cliente»).
    reviews: await rows(
      db,
      `SELECT to_jsonb(t) || jsonb_build_object('direction', 'escrita', 'company_name', co.company_name) AS row
         FROM reviews t JOIN companies co ON co.id = t.company_id WHERE t.user_id = $1
       UNION ALL
       SELECT (to_jsonb(t) - 'user_id') || jsonb_build_object('direction', 'recibida', 'author', 'Cliente') AS row
         FROM reviews t WHERE t.company_id = ANY($2::uuid[]) AND t.user_id <> $1`,
      [s.userId, s.companyIds],
    ),
    messages: await rows(db, MESSAGES_SQL, u),
    audit_logs: await rows(
      db,
      `SELECT jsonb_build_object('id', a.id, 'action', a.action, 'entity_type', a.entity_type, 'entity_id', a.entity_id,
              'reason', a.reason, 'created_at', a.created_at, 'by', CASE WHEN a.actor_id = $1 THEN 'usted' ELSE 'la administración' END) AS row
         FROM audit_logs a WHERE a.actor_id = $1 OR a.entity_id = $1 OR a.entity_id = ANY($2::uuid[]) ORDER BY a.created_at`,
      [s.userId, s.companyIds],
    ),
    content_reports: await rows(
      db,
      `SELECT to_jsonb(t) - 'reviewed_by' AS row FROM content_reports t WHERE t.reported_by = $1 ORDER BY t.created_at`,
      u,
    ),
    // Only what was sent and when: the payload and subject may name other people.
    mail_log: await rows(
      db,
      `SELECT jsonb_build_object('id', m.id, 'to_email', m.to_email, 'template', m.template, 'status', m.status,
              'created_at', m.created_at, 'sent_at', m.sent_at) AS row
         FROM mail_log m WHERE lower(m.to_email) = lower($1)
            OR lower(m.to_email) IN (SELECT lower(co.email) FROM companies co WHERE co.id = ANY($2::uuid[]) AND co.email IS NOT NULL)
        ORDER BY m.created_at`,
      [s.email, s.companyIds],
    ),
    newsletter_subscriptions: await rows(
      db,
      `SELECT to_jsonb(t) AS row FROM newsletter_subscriptions t WHERE lower(t.email) = lower($1)`,
      e,
    ),
    contact_messages: await rows(db, `SELECT to_jsonb(t) AS row FROM contact_messages t WHERE lower(t.email) = lower($1)`, e),
    admin_invitations: await rows(db, `SELECT to_jsonb(t) - 'created_by' AS row FROM admin_invitations t WHERE t.used_by = $1`, u),
    blog_posts: await rows(db, `SELECT to_jsonb(t) AS row FROM blog_posts t WHERE t.author_id = $1`, u),
  };
}

/**
 * Messages written or received by the user. The other party is never identified: it shows as the
 * company's public name when it is a visible company, otherwise by its role.
 */
const MESSAGES_SQL = `
SELECT jsonb_build_object(
         'id', m.id, 'direction', CASE WHEN m.sender_id = $1 THEN 'enviado' ELSE 'recibido' END,
         'other_party', CASE WHEN co.id IS NOT NULL AND co.is_active AND co.status = 'active' AND o.deleted_at IS NULL THEN co.company_name
                             WHEN o.user_type = 'client' THEN 'Cliente' WHEN o.user_type = 'company' THEN 'Empresa' ELSE 'Rutalia' END,
         'request_id', m.request_id, 'content', m.content, 'is_read', m.is_read, 'read_at', m.read_at, 'created_at', m.created_at) AS row
  FROM messages m
  JOIN users o ON o.id = CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END
  LEFT JOIN companies co ON co.user_id = o.id
 WHERE m.sender_id = $1 OR m.receiver_id = $1
 ORDER BY m.created_at, m.id`;

/** The user's sessions (refresh-token families): device, first and last use, whether still open. */
export async function sessionSummaries(db: Queryable, userId: string): Promise<Row[]> {
  return rows(
    db,
    `SELECT jsonb_build_object('session', family_id, 'user_agent', (array_agg(user_agent ORDER BY created_at DESC))[1],
            'created_at', min(created_at), 'last_used_at', max(created_at),
            'open', bool_or(revoked_at IS NULL AND expires_at > now())) AS row
       FROM refresh_tokens WHERE user_id = $1 GROUP BY family_id ORDER BY min(created_at)`,
    [userId],
  );
}

export async function findExportSubject(db: Queryable, userId: string): Promise<ExportSubject | undefined> {
  const [row]: Array<{ email: string; companyIds: string[] }> = await db.query(
    `SELECT u.email, coalesce(array_agg(c.id) FILTER (WHERE c.id IS NOT NULL), '{}') AS "companyIds"
       FROM users u LEFT JOIN companies c ON c.user_id = u.id WHERE u.id = $1 AND u.deleted_at IS NULL GROUP BY u.id`,
    [userId],
  );
  return row ? { userId, email: row.email, companyIds: row.companyIds } : undefined;
}
