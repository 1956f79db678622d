import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { MailLogAdminDto } from './dto/mail-log-admin.dto.js';
import {
  clearMailGaveUp,
  findMailLogEntry,
  listMailLog,
  lockMailForRetry,
  MAIL_LOG_ADMIN_LIST,
  type MailLogRow,
} from './mail-log-admin-sql.js';
import { MailQueue } from './mail-queue.js';

export const MAIL_LOG_NOT_FOUND = 'Correo no encontrado';
export const MAIL_ALREADY_SENT = 'Este correo ya se envió: no se vuelve a enviar.';
export const MAIL_NOT_RETRYABLE = 'Este correo no se puede reintentar: no se guardaron sus datos.';
export const MAIL_QUEUE_UNAVAILABLE = 'No se pudo encolar el correo ahora; se reintentará automáticamente.';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const toDto = (row: MailLogRow): MailLogAdminDto => ({
  ...row,
  createdAt: iso(row.createdAt)!,
  lastAttemptAt: iso(row.lastAttemptAt),
  sentAt: iso(row.sentAt),
  gaveUpAt: iso(row.gaveUpAt),
});

const notFound = () => AppException.notFound(MAIL_LOG_NOT_FOUND, 'MAIL_LOG_NOT_FOUND');

/** The mail log of the backoffice (super admins): what was sent, what failed, and a retry. */
@Injectable()
export class MailLogAdminService {
  private readonly logger = new Logger(MailLogAdminService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mailQueue: MailQueue,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: MailLogAdminDto[]; total: number }> {
    const list = parseListQuery(query, MAIL_LOG_ADMIN_LIST);
    const { rows, total } = await listMailLog(this.dataSource, list);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<MailLogAdminDto> {
    const row = isUuid(id) ? await findMailLogEntry(this.dataSource, id) : undefined;
    if (!row) throw notFound();
    return toDto(row);
  }

  /**
   * Queues an unsent mail again with a fresh set of attempts (and back under the re-drive if it
   * had been given up). A sent one answers 409: the mail log never sends a dedupe key twice.
   */
  async retry(id: string, actor: AuthUser): Promise<MailLogAdminDto> {
    if (!isUuid(id)) throw notFound();
    const payload = await this.dataSource.transaction(async (manager) => {
      const row = await lockMailForRetry(manager, id);
      if (!row) throw notFound();
      if (row.status === 'sent') throw AppException.conflict(MAIL_ALREADY_SENT, 'MAIL_ALREADY_SENT');
      if (!row.payload) throw AppException.conflict(MAIL_NOT_RETRYABLE, 'MAIL_NOT_RETRYABLE');
      await clearMailGaveUp(manager, id);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'mail.retry',
          entityType: 'mail',
          entityId: id,
          details: { template: row.template, status: row.status, attempts: row.attempts },
        },
        manager,
      );
      return { template: row.template, to: row.to_email, data: row.payload, dedupeKey: row.dedupe_key };
    });
    try {
      await this.mailQueue.requeue(payload);
    } catch (error) {
      // Recorded and no longer given up: the re-drive queues it when the queue is back.
      this.logger.warn(`No se pudo encolar el reintento de ${payload.dedupeKey}: ${(error as Error).message}`);
      throw new AppException('SERVICE_UNAVAILABLE', MAIL_QUEUE_UNAVAILABLE, HttpStatus.SERVICE_UNAVAILABLE);
    }
    return this.get(id);
  }
}
