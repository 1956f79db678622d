import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { AdminProposalDto } from './dto/proposal-admin.dto.js';

/** SQL of the backoffice's read-only proposal list and record. */

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

export interface AdminProposalRow extends Omit<AdminProposalDto, 'price' | 'createdAt'> {
  price: string | null;
  createdAt: Date;
}
export interface AdminProposalDetailRow extends AdminProposalRow {
  requestStatus: string;
  respondedAt: Date | null;
  updatedAt: Date;
}

/** One page of the list and the total matching its filter. */
export function listAdminProposals(db: Queryable, list: ListQuery): Promise<{ rows: AdminProposalRow[]; total: number }> {
  return fetchListPage<AdminProposalRow>(db, list, { columns: COLUMNS, from: FROM, countFrom: 'proposals p' });
}

export async function findAdminProposal(db: Queryable, id: string): Promise<AdminProposalDetailRow | undefined> {
  const [row] = await db.query<AdminProposalDetailRow[]>(
    `SELECT ${COLUMNS}, r.status AS "requestStatus", p.responded_at AS "respondedAt", p.updated_at AS "updatedAt" FROM ${FROM} WHERE p.id = $1`,
    [id],
  );
  return row;
}
