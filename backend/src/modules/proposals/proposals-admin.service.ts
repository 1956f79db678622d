import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { sanitizeRichText } from '../../common/security/rich-text.js';
import type { AdminProposalDetailDto, AdminProposalDto } from './dto/proposal-admin.dto.js';
import { proposalNotFound } from './proposal-errors.js';

export const PROPOSAL_LIST: ListSpec = {
  sortable: { createdAt: 'p.created_at', price: 'p.price', status: 'p.status::text' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    requestId: { kind: 'eq', column: 'p.request_id', cast: 'uuid' },
    companyId: { kind: 'eq', column: 'p.company_id', cast: 'uuid' },
    status: { kind: 'eq', column: 'p.status', cast: 'proposal_status' },
    createdFrom: { kind: 'from', column: 'p.created_at' },
    createdTo: { kind: 'to', column: 'p.created_at' },
  },
  idColumn: 'p.id',
};

// client_shared_data is deliberately not selected: it never leaves through the backoffice.
const COLUMNS = `p.id, p.request_id AS "requestId", r.title AS "requestTitle", p.company_id AS "companyId",
  c.company_name AS "companyName", p.price, p.status, p.created_at AS "createdAt", p.message`;
const FROM = `proposals p JOIN requests r ON r.id = p.request_id JOIN companies c ON c.id = p.company_id`;

interface Row extends Omit<AdminProposalDto, 'price' | 'createdAt'> {
  price: string | null;
  createdAt: Date;
}
interface DetailRow extends Row {
  requestStatus: string;
  respondedAt: Date | null;
  updatedAt: Date;
}

/** Proposals in the backoffice: read only. */
@Injectable()
export class ProposalsAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminProposalDto[]; total: number }> {
    const list = parseListQuery(query, PROPOSAL_LIST);
    const { rows, total } = await fetchListPage<Row>(this.dataSource, list, { columns: COLUMNS, from: FROM, countFrom: 'proposals p' });
    return { list, rows: rows.map(toAdminProposal), total };
  }

  async get(id: string): Promise<AdminProposalDetailDto> {
    const [row] = isUuid(id)
      ? await this.dataSource.query<DetailRow[]>(
          `SELECT ${COLUMNS}, r.status AS "requestStatus", p.responded_at AS "respondedAt", p.updated_at AS "updatedAt" FROM ${FROM} WHERE p.id = $1`,
          [id],
        )
      : [];
    if (!row) throw proposalNotFound();
    return {
      ...toAdminProposal(row),
      requestStatus: row.requestStatus,
      respondedAt: row.respondedAt ? new Date(row.respondedAt).toISOString() : null,
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }
}

function toAdminProposal(row: Row): AdminProposalDto {
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
