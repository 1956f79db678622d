import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { ContactMessageAdminDto } from './dto/contact-admin.dto.js';

export const CONTACT_MESSAGE_NOT_FOUND = 'Mensaje no encontrado';

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

interface ContactRow extends Omit<ContactMessageAdminDto, 'readAt' | 'createdAt'> {
  readAt: Date | null;
  createdAt: Date;
}

const toDto = (row: ContactRow): ContactMessageAdminDto => ({
  ...row,
  readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

const notFound = () => AppException.notFound(CONTACT_MESSAGE_NOT_FOUND, 'CONTACT_MESSAGE_NOT_FOUND');

/** The contact-form inbox of the backoffice: admins read messages and mark them read or unread. */
@Injectable()
export class ContactAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: ContactMessageAdminDto[]; total: number }> {
    const list = parseListQuery(query, CONTACT_ADMIN_LIST);
    const { rows, total } = await fetchListPage<ContactRow>(this.dataSource, list, { columns: COLUMNS, from: 'contact_messages m' });
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<ContactMessageAdminDto> {
    const [row] = isUuid(id) ? await this.dataSource.query<ContactRow[]>(`SELECT ${COLUMNS} FROM contact_messages m WHERE m.id = $1`, [id]) : [];
    if (!row) throw notFound();
    return toDto(row);
  }

  /**
   * Sets the read mark (read_at with it). Idempotent: marking a read message read keeps its
   * first read_at and writes no audit entry, so opening it again leaves no trace.
   */
  async setRead(id: string, read: boolean, actor: AuthUser): Promise<ContactMessageAdminDto> {
    if (!isUuid(id)) throw notFound();
    await this.dataSource.transaction(async (manager) => {
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE contact_messages SET read = $2, read_at = CASE WHEN $2 THEN $3::timestamptz ELSE NULL END
          WHERE id = $1 AND read <> $2 RETURNING id`,
        [id, read, this.clock.now()],
      );
      if (rows.length === 0) {
        const [exists] = await manager.query(`SELECT 1 FROM contact_messages WHERE id = $1`, [id]);
        if (!exists) throw notFound();
        return;
      }
      await this.audit.record(
        { actorId: actor.id, action: read ? 'contact_message.read' : 'contact_message.unread', entityType: 'contact_message', entityId: id },
        manager,
      );
    });
    return this.get(id);
  }
}
