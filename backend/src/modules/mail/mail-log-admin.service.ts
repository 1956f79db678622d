import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { MailLogAdminDto } from './dto/mail-log-admin.dto.js';
import { MailQueue } from './mail-queue.js';

export const MAIL_LOG_NOT_FOUND = 'Correo no encontrado';
export const MAIL_ALREADY_SENT = 'Este correo ya se envió: no se vuelve a enviar.';
export const MAIL_NOT_RETRYABLE = 'Este correo no se puede reintentar: no se guardaron sus datos.';
export const MAIL_QUEUE_UNAVAILABLE = 'No se pudo encolar el correo ahora; se reintentará automáticamente.';

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
type MailLogRow = Omit<MailLogAdminDto, DateField> & Record<DateField, Date | null>;

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
    const { rows, total } = await fetchListPage<MailLogRow>(this.dataSource, list, { columns: COLUMNS, from: 'mail_log m' });
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<MailLogAdminDto> {
    const [row] = isUuid(id) ? await this.dataSource.query<MailLogRow[]>(`SELECT ${COLUMNS} FROM mail_log m WHERE m.id = $1`, [id]) : [];
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
      const [row] = await manager.query(
        `SELECT id, dedupe_key, to_email, template, payload, status, attempts, gave_up_at FROM mail_log WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw notFound();
      if (row.status === 'sent') throw AppException.conflict(MAIL_ALREADY_SENT, 'MAIL_ALREADY_SENT');
      if (!row.payload) throw AppException.conflict(MAIL_NOT_RETRYABLE, 'MAIL_NOT_RETRYABLE');
      await manager.query(`UPDATE mail_log SET gave_up_at = NULL WHERE id = $1`, [id]);
      await this.audit.record(
        { actorId: actor.id, action: 'mail.retry', entityType: 'mail', entityId: id, details: { template: row.template, status: row.status, attempts: row.attempts } },
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
