import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { NewsletterStatus } from '../../database/enums.js';
import { AuditService } from '../audit/audit.service.js';
import type { ExportStatus, NewsletterSubscriberAdminDto } from './dto/newsletter-admin.dto.js';
import { csvDay, subscribersCsv } from './newsletter-csv.js';
import { findSubscriber, listSubscribers, listSubscribersForExport, NEWSLETTER_ADMIN_LIST, type SubscriberRow } from './newsletter-sql.js';

export const SUBSCRIBER_NOT_FOUND = 'Suscriptor no encontrado';

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
    const { rows, total } = await listSubscribers(this.dataSource, list);
    return { list, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<NewsletterSubscriberAdminDto> {
    const row = isUuid(id) ? await findSubscriber(this.dataSource, id) : undefined;
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
      const found = await listSubscribersForExport(manager, status);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'newsletter.export',
          entityType: 'newsletter',
          entityId: null,
          details: { status, count: found.length },
        },
        manager,
      );
      return found;
    });
    return { filename: `newsletter-${csvDay(now)}.csv`, csv: subscribersCsv(rows) };
  }
}
