import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { sanitizeRichText } from '../../common/security/rich-text.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminRequestDetailDto, AdminRequestDto } from './dto/request-admin.dto.js';
import { requestNotFound } from './request-errors.js';
import { transitionAllowed, transitionRefusal, type RequestStatusState } from './request-status.js';
import { requestSeoParam } from './request.mapper.js';

export const REQUEST_LIST: ListSpec = {
  sortable: { createdAt: 'r.created_at', title: 'lower(r.title)', status: 'r.status::text', proposalCount: 'r.proposal_count' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    // search_text already holds title, description (without tags), city, province and services.
    q: { kind: 'search', columns: ['r.search_text'] },
    status: { kind: 'eq', column: 'r.status', cast: 'request_status' },
    clientId: { kind: 'eq', column: 'r.client_id', cast: 'uuid' },
    createdFrom: { kind: 'from', column: 'r.created_at' },
    createdTo: { kind: 'to', column: 'r.created_at' },
  },
  idColumn: 'r.id',
};

const COLUMNS = `r.id, r.title, r.status, r.services, r.city, r.province, r.client_id AS "clientId",
  u.full_name AS "clientName", u.email AS "clientEmail", r.proposal_count AS "proposalCount",
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;
const FROM = `requests r JOIN users u ON u.id = r.client_id`;

interface Row extends Omit<AdminRequestDto, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}
interface DetailRow extends Row {
  slug: string;
  description: string;
  closedAt: Date | null;
}

/** Requests in the backoffice: every status, with the client's contact, and the moderator's cancel. */
@Injectable()
export class RequestsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminRequestDto[]; total: number }> {
    const list = parseListQuery(query, REQUEST_LIST);
    const { rows, total } = await fetchListPage<Row>(this.dataSource, list, { columns: COLUMNS, from: FROM, countFrom: 'requests r' });
    return { list, rows: rows.map(toAdminRequest), total };
  }

  async get(id: string): Promise<AdminRequestDetailDto> {
    const [row] = isUuid(id)
      ? await this.dataSource.query<DetailRow[]>(`SELECT ${COLUMNS}, r.slug, r.description, r.closed_at AS "closedAt" FROM ${FROM} WHERE r.id = $1`, [id])
      : [];
    if (!row) throw requestNotFound();
    return {
      ...toAdminRequest(row),
      // Sanitized on write already; again on the way out, since the backoffice renders it as HTML.
      description: sanitizeRichText(row.description),
      seoParam: requestSeoParam(row),
      closedAt: row.closedAt ? new Date(row.closedAt).toISOString() : null,
    };
  }

  /**
   * Cancels a request for spam or abuse: it leaves the public list and accepts no more proposals.
   * The row is locked so two moderators cannot both cancel it; the audit entry shares the transaction.
   * Final (request-status.ts): its owner can neither reactivate nor close it afterwards.
   */
  async cancel(actor: AuthUser, id: string, reason: string): Promise<AdminRequestDetailDto> {
    if (!isUuid(id)) throw requestNotFound();
    await this.dataSource.transaction(async (em) => {
      const [row] = await em.query<(RequestStatusState & { title: string })[]>(
        `SELECT status, title, cancelled_by_moderator_at AS "cancelledByModeratorAt" FROM requests WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!row) throw requestNotFound();
      if (!transitionAllowed('moderatorCancel', row)) throw transitionRefusal('moderatorCancel', row);
      // The mark makes the cancel final: the owner's conditional UPDATEs (request-status.ts) skip it.
      await em.query(`UPDATE requests SET status = 'cancelled', cancelled_by_moderator_at = now() WHERE id = $1`, [id]);
      await this.audit.record(
        { actorId: actor.id, action: 'request.cancel', entityType: 'request', entityId: id, reason, details: { previousStatus: row.status, title: row.title } },
        em,
      );
    });
    return this.get(id);
  }
}

function toAdminRequest(row: Row): AdminRequestDto {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    services: row.services,
    city: row.city,
    province: row.province,
    clientId: row.clientId,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    proposalCount: Number(row.proposalCount),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
