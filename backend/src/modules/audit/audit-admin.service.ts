import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AUDIT_LIST, findAuditLog, findAuditLogPage, type AuditRow } from './audit-sql.js';
import type { AuditLogDto } from './dto/audit-log.dto.js';

/** Reads the audit log for the backoffice; entries are written by AuditService and never changed. */
@Injectable()
export class AuditAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AuditLogDto[]; total: number }> {
    const list = parseListQuery(query, AUDIT_LIST);
    const { rows, total } = await findAuditLogPage(this.dataSource, list);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<AuditLogDto> {
    const row = isUuid(id) ? await findAuditLog(this.dataSource, id) : undefined;
    if (!row) throw AppException.notFound('Entrada de auditoría no encontrada', 'AUDIT_LOG_NOT_FOUND');
    return toDto(row);
  }
}

function toDto(row: AuditRow): AuditLogDto {
  return { ...row, createdAt: new Date(row.createdAt).toISOString() };
}
