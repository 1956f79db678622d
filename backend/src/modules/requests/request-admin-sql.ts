import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { AdminRequestDto } from './dto/request-admin.dto.js';
import type { RequestStatusState } from './request-status.js';

/** SQL of the backoffice's requests: every status, with the client's contact, and the moderator's cancel. */

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

export interface AdminRequestRow extends Omit<AdminRequestDto, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}
export interface AdminRequestDetailRow extends AdminRequestRow {
  slug: string;
  description: string;
  closedAt: Date | null;
}

/** One page of the list and the total matching its filter. */
export function listAdminRequests(db: Queryable, list: ListQuery): Promise<{ rows: AdminRequestRow[]; total: number }> {
  return fetchListPage<AdminRequestRow>(db, list, { columns: COLUMNS, from: FROM, countFrom: 'requests r' });
}

export async function findAdminRequest(db: Queryable, id: string): Promise<AdminRequestDetailRow | undefined> {
  const [row] = await db.query<AdminRequestDetailRow[]>(
    `SELECT ${COLUMNS}, r.slug, r.description, r.closed_at AS "closedAt" FROM ${FROM} WHERE r.id = $1`,
    [id],
  );
  return row;
}

/** The request's status (and title, for the audit entry), locking its row: two moderators cannot both cancel it. */
export async function lockRequestForModeration(db: Queryable, id: string): Promise<(RequestStatusState & { title: string }) | undefined> {
  const [row] = await db.query<(RequestStatusState & { title: string })[]>(
    `SELECT status, title, cancelled_by_moderator_at AS "cancelledByModeratorAt" FROM requests WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** The moderator's cancel. The mark makes it final: the owner's conditional UPDATEs (request-status.ts) skip it. */
export async function markRequestCancelledByModerator(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE requests SET status = 'cancelled', cancelled_by_moderator_at = now() WHERE id = $1`, [id]);
}
