import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';

/**
 * SQL of the audit log: the insert every audited action makes in its own transaction, and the
 * backoffice reads. Entries are never changed.
 */

/** Writes one entry (`details` as JSON text, or null). */
export async function insertAuditLog(
  db: Queryable,
  entry: {
    actorId: string | null;
    action: string;
    entityType: string;
    entityId: string | null;
    reason: string | null;
    details: string | null;
  },
): Promise<void> {
  await db.query(`INSERT INTO audit_logs (actor_id, action, entity_type, entity_id, reason, details) VALUES ($1, $2, $3, $4, $5, $6)`, [
    entry.actorId,
    entry.action,
    entry.entityType,
    entry.entityId,
    entry.reason,
    entry.details,
  ]);
}

/** Filters on the indexed columns: (entity_type, entity_id), actor_id and created_at DESC. */
export const AUDIT_LIST: ListSpec = {
  sortable: { createdAt: 'a.created_at' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    action: { kind: 'eq', column: 'a.action' },
    entityType: { kind: 'eq', column: 'a.entity_type' },
    entityId: { kind: 'eq', column: 'a.entity_id', cast: 'uuid' },
    actorId: { kind: 'eq', column: 'a.actor_id', cast: 'uuid' },
    createdFrom: { kind: 'from', column: 'a.created_at' },
    createdTo: { kind: 'to', column: 'a.created_at' },
  },
  idColumn: 'a.id',
};

export interface AuditRow {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  reason: string | null;
  details: Record<string, unknown> | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  createdAt: Date;
}

const COLUMNS = `a.id, a.action, a.entity_type AS "entityType", a.entity_id AS "entityId", a.reason, a.details,
       a.actor_id AS "actorId", u.full_name AS "actorName", u.email AS "actorEmail", a.created_at AS "createdAt"`;

/** The page is cut on audit_logs alone, then joined to the actors; the total in parallel. */
export async function findAuditLogPage(db: Queryable, list: ListQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const params = [...list.params, list.limit, list.offset];
  const [rows, [{ total }]] = await Promise.all([
    db.query<AuditRow[]>(
      `SELECT ${COLUMNS}
         FROM (SELECT * FROM audit_logs a WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}) a
         LEFT JOIN users u ON u.id = a.actor_id
        ORDER BY ${list.orderBy}`,
      params,
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_logs a WHERE ${list.where}`, list.params),
  ]);
  return { rows, total };
}

export async function findAuditLog(db: Queryable, id: string): Promise<AuditRow | undefined> {
  const [row] = await db.query<AuditRow[]>(`SELECT ${COLUMNS} FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id WHERE a.id = $1`, [
    id,
  ]);
  return row;
}
