import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { sanitizeRichText } from '../../common/security/rich-text.js';
import type { AdminProposalDetailDto, AdminProposalDto } from './dto/proposal-admin.dto.js';
import { findAdminProposal, listAdminProposals, PROPOSAL_LIST, type AdminProposalRow } from './proposal-admin-sql.js';
import { proposalNotFound } from './proposal-errors.js';

/** Proposals in the backoffice: read only. */
@Injectable()
export class ProposalsAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminProposalDto[]; total: number }> {
    const list = parseListQuery(query, PROPOSAL_LIST);
    const { rows, total } = await listAdminProposals(this.dataSource, list);
    return { list, rows: rows.map(toAdminProposal), total };
  }

  async get(id: string): Promise<AdminProposalDetailDto> {
    const row = isUuid(id) ? await findAdminProposal(this.dataSource, id) : undefined;
    if (!row) throw proposalNotFound();
    return {
      ...toAdminProposal(row),
      requestStatus: row.requestStatus,
      respondedAt: row.respondedAt ? new Date(row.respondedAt).toISOString() : null,
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }
}

function toAdminProposal(row: AdminProposalRow): AdminProposalDto {
  return {
    id: row.id,
    requestId: row.requestId,
    requestTitle: row.requestTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    price: row.price === null ? null : Number(row.price),
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    // Sanitized on write already; again on the way out, since the backoffice renders it as HTML.
    message: sanitizeRichText(row.message),
  };
}
