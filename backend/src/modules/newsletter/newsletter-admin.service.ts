import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { NEWSLETTER_STATUS_ENUM_NAME, NewsletterStatus } from '../../database/enums.js';
import { AuditService } from '../audit/audit.service.js';
import type { ExportStatus, NewsletterSubscriberAdminDto } from './dto/newsletter-admin.dto.js';
import { csvDay, subscribersCsv, type CsvSubscriber } from './newsletter-csv.js';

export const SUBSCRIBER_NOT_FOUND = 'Suscriptor no encontrado';

/** `GET /admin/newsletter-subscribers`: sorts and filters of the backoffice list. */
export const NEWSLETTER_ADMIN_LIST: ListSpec = {
  sortable: { createdAt: 's.created_at', email: 'lower(s.email)', status: 's.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['s.email'] },
    status: {
      kind: 'custom',
      build: (placeholder, value) => {
        const values = Array.isArray(value) ? value : [value];
        const known = Object.values(NewsletterStatus) as unknown[];
        if (values.length === 0 || !values.every((v) => known.includes(v))) throw new AppException('VALIDATION_ERROR', 'El filtro status no es válido.');
        return Array.isArray(value)
          ? `s.status = ANY(${placeholder}::${NEWSLETTER_STATUS_ENUM_NAME}[])`
          : `s.status = ${placeholder}::${NEWSLETTER_STATUS_ENUM_NAME}`;
      },
    },
    createdFrom: { kind: 'from', column: 's.created_at' },
    createdTo: { kind: 'to', column: 's.created_at' },
  },
  idColumn: 's.id',
};

const COLUMNS = `s.id, s.email, s.status, s.confirmed_at AS "confirmedAt", s.unsubscribed_at AS "unsubscribedAt", s.created_at AS "createdAt"`;

type SubscriberRow = CsvSubscriber & { id: string };

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const toDto = (row: SubscriberRow): NewsletterSubscriberAdminDto => ({
  id: row.id,
  email: row.email,
  status: row.status,
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
  createdAt: iso(row.createdAt)!,
});

/** Newsletter subscribers in the backoffice: admins list them, super admins export the CSV. */
@Injectable()
export class NewsletterAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: NewsletterSubscriberAdminDto[]; total: number }> {
    const list = parseListQuery(query, NEWSLETTER_ADMIN_LIST);
    const { params } = list;
    const n = params.length;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<SubscriberRow[]>(
        `SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, list.limit, list.offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM newsletter_subscriptions s WHERE ${list.where}`, params),
    ]);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<NewsletterSubscriberAdminDto> {
    const [row] = isUuid(id) ? await this.dataSource.query<SubscriberRow[]>(`SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE s.id = $1`, [id]) : [];
    if (!row) throw AppException.notFound(SUBSCRIBER_NOT_FOUND, 'NEWSLETTER_SUBSCRIBER_NOT_FOUND');
    return toDto(row);
  }

  /**
   * The CSV of one status (confirmed by default: the addresses that may receive the newsletter)
   * or all, oldest first. The read and its audit entry share a transaction.
   */
  async exportCsv(status: ExportStatus = NewsletterStatus.Confirmed, actor: AuthUser): Promise<{ filename: string; csv: string }> {
    const now = this.clock.now();
    const rows = await this.dataSource.transaction(async (manager) => {
      const found = await manager.query<SubscriberRow[]>(
        `SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE $1 = 'all' OR s.status::text = $1 ORDER BY s.created_at, s.id`,
        [status],
      );
      await this.audit.record(
        { actorId: actor.id, action: 'newsletter.export', entityType: 'newsletter', entityId: null, details: { status, count: found.length } },
        manager,
      );
      return found;
    });
    return { filename: `newsletter-${csvDay(now)}.csv`, csv: subscribersCsv(rows) };
  }
}
