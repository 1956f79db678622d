import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import {
  CONTACT_ADMIN_LIST,
  contactMessageExists,
  findContactMessage,
  listContactMessages,
  setContactMessageRead,
  type ContactRow,
} from './contact-sql.js';
import type { ContactMessageAdminDto } from './dto/contact-admin.dto.js';

export const CONTACT_MESSAGE_NOT_FOUND = 'Mensaje no encontrado';

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
    const { rows, total } = await listContactMessages(this.dataSource, list);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<ContactMessageAdminDto> {
    const row = isUuid(id) ? await findContactMessage(this.dataSource, id) : undefined;
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
      if (!(await setContactMessageRead(manager, id, read, this.clock.now()))) {
        if (!(await contactMessageExists(manager, id))) throw notFound();
        return;
      }
      await this.audit.record(
        {
          actorId: actor.id,
          action: read ? 'contact_message.read' : 'contact_message.unread',
          entityType: 'contact_message',
          entityId: id,
        },
        manager,
      );
    });
    return this.get(id);
  }
}
