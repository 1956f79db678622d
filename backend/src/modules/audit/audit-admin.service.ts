import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { AuditLogDto } from './dto/audit-log.dto.js';

/** Filters on the indexed columns: (entity_type, entity_id), actor_id and created_at DESC. */
const AUDIT_LIST: ListSpec = {
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

interface AuditRow {
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the audit log for the backoffice; entries are written by AuditService and never changed. */
@Injectable()
export class AuditAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AuditLogDto[]; total: number }> {
    const list = parseListQuery(query, AUDIT_LIST);
    const params = [...list.params, list.limit, list.offset];
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<AuditRow[]>(
        `SELECT ${COLUMNS}
           FROM (SELECT * FROM audit_logs a WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${params.length - 1} OFFSET $${params.length}) a
           LEFT JOIN users u ON u.id = a.actor_id
          ORDER BY ${list.orderBy}`,
        params,
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM audit_logs a WHERE ${list.where}`, list.params),
    ]);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<AuditLogDto> {
    const [row] = UUID.test(id)
      ? await this.dataSource.query<AuditRow[]>(`SELECT ${COLUMNS} FROM audit_logs a LEFT JOIN users u ON u.id = a.actor_id WHERE a.id = $1`, [id])
      : [];
    if (!row) throw AppException.notFound('Entrada de auditoría no encontrada', 'AUDIT_LOG_NOT_FOUND');
    return toDto(row);
  }
}

function toDto(row: AuditRow): AuditLogDto {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
