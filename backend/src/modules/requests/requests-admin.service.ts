import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { sanitizeRichText } from '../../common/security/rich-text.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminRequestDetailDto, AdminRequestDto } from './dto/request-admin.dto.js';
import {
  findAdminRequest,
  listAdminRequests,
  lockRequestForModeration,
  markRequestCancelledByModerator,
  REQUEST_LIST,
  type AdminRequestRow,
} from './request-admin-sql.js';
import { requestNotFound } from './request-errors.js';
import { transitionAllowed, transitionRefusal } from './request-status.js';
import { requestSeoParam } from './request.mapper.js';

/** Requests in the backoffice: every status, with the client's contact, and the moderator's cancel. */
@Injectable()
export class RequestsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminRequestDto[]; total: number }> {
    const list = parseListQuery(query, REQUEST_LIST);
    const { rows, total } = await listAdminRequests(this.dataSource, list);
    return { list, rows: rows.map(toAdminRequest), total };
  }

  async get(id: string): Promise<AdminRequestDetailDto> {
    const row = isUuid(id) ? await findAdminRequest(this.dataSource, id) : undefined;
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
      const row = await lockRequestForModeration(em, id);
      if (!row) throw requestNotFound();
      if (!transitionAllowed('moderatorCancel', row)) throw transitionRefusal('moderatorCancel', row);
      // The mark makes the cancel final: the owner's conditional UPDATEs (request-status.ts) skip it.
      await markRequestCancelledByModerator(em, id);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'request.cancel',
          entityType: 'request',
          entityId: id,
          reason,
          details: { previousStatus: row.status, title: row.title },
        },
        em,
      );
    });
    return this.get(id);
  }
}

function toAdminRequest(row: AdminRequestRow): AdminRequestDto {
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
