import type { Queryable } from '../../common/database/queryable.js';
import type { RequestDto } from './dto/request.dto.js';
import { listHires, type RequestRow } from './request-sql.js';
import { ownerFields, toRequest } from './request.mapper.js';

/**
 * Requests as their client sees them: the public shape plus `completionDue`, `hiredProposal`
 * and `reviewable` (request.mapper.ts ownerFields), the hires of all the rows read in one query.
 * `today` is the Madrid day of the app's clock.
 */
export async function toOwnerRequests(db: Queryable, rows: RequestRow[], clientId: string, today: string): Promise<RequestDto[]> {
  const withHire = rows.filter((r) => r.status === 'hired' || r.status === 'completed').map((r) => r.id);
  const hires = withHire.length ? await listHires(db, withHire, clientId) : [];
  const byRequest = new Map(hires.map((h) => [h.requestId, h]));
  return rows.map((row) => ({ ...toRequest(row), ...ownerFields(row, byRequest.get(row.id), today) }));
}

export async function toOwnerRequest(db: Queryable, row: RequestRow, today: string): Promise<RequestDto> {
  const [request] = await toOwnerRequests(db, [row], row.clientId, today);
  return request;
}
