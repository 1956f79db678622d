import { jobServiceTerms } from '@rutalia/catalog';
import type { Queryable } from '../../common/database/queryable.js';
import { containsText, escapeLike } from '../../common/database/text-search.js';
import { transitionAllowedSql, type RequestStatusState } from './request-status.js';

/**
 * SQL pieces of the request lists (the service runs them). Filters:
 * - public list: ix_requests_status_created_at (status, created_at DESC)
 * - q: ix_requests_search_text_trgm (search_text LIKE '%…%', user wildcards escaped)
 * - service: ix_requests_services (GIN, services && the category's values)
 * - own list: ix_requests_client_id_created_at
 */
export const REQUEST_COLUMNS = `r.id, r.client_id AS "clientId", r.slug, r.title, r.description, r.services, r.city, r.province,
  r.status, r.proposal_count AS "proposalCount", r.closed_at AS "closedAt", r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", u.full_name AS "clientName"`;

export const REQUEST_FROM = `requests r JOIN users u ON u.id = r.client_id`;

/** What request-status.ts needs to explain a refused transition. */
const REQUEST_STATUS_STATE_SQL = `SELECT status, cancelled_by_moderator_at AS "cancelledByModeratorAt" FROM requests WHERE id = $1`;

export interface RequestRow {
  id: string;
  clientId: string;
  slug: string;
  title: string;
  description: string;
  services: string[];
  city: string;
  province: string;
  status: string;
  proposalCount: number;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  clientName: string;
}

/** Collects positional parameters while a WHERE clause is built. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function searchCondition(q: string, p: Params, alias = 'r'): string {
  return containsText(`${alias}.search_text`, p.add(escapeLike(q)));
}

/**
 * A jobs' service filter value (a category slug or name, or an old alias): requests with any
 * value of its categories (taxonomy.ts jobServiceTerms), `&&` on ix_requests_services. An
 * unknown value matches nothing (the DTO refuses it first).
 */
export function serviceCategoryCondition(value: string, p: Params): string {
  return `r.services && ${p.add(jobServiceTerms(value) ?? [])}::text[]`;
}

export function locationCondition(location: string, p: Params): string {
  const v = p.add(escapeLike(location));
  return `(${containsText('f_search_normalize(r.city)', v)} OR ${containsText('f_search_normalize(r.province)', v)})`;
}

/** A request by id, whatever its status, with its client's name. */
export async function findRequestRow(db: Queryable, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow[]>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
  return row;
}

/** What request-status.ts needs to explain a refused transition. */
export async function findRequestStatusState(db: Queryable, id: string): Promise<RequestStatusState> {
  const [state] = await db.query<RequestStatusState[]>(REQUEST_STATUS_STATE_SQL, [id]);
  return state;
}

/** A new active request (the slug is filled in by the database); answers its id. */
export async function insertRequest(
  db: Queryable,
  request: { clientId: string; title: string; description: string; services: string[]; city: string; province: string },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }[]>(
    `INSERT INTO requests (client_id, slug, title, description, services, city, province, status)
       VALUES ($1, '', $2, $3, $4, $5, $6, 'active') RETURNING id`,
    [request.clientId, request.title, request.description, request.services, request.city, request.province],
  );
  return id;
}

/** The fields an owner's edit changes (undefined: unchanged). A new title also resets the slug. */
export interface OwnerRequestChanges {
  title?: string;
  description?: string;
  services?: string[];
  city?: string;
  province?: string;
  status?: string;
}

/**
 * Applies an owner's edit. The text can always be corrected; the status only where
 * request-status.ts allows it, checked in the UPDATE itself so a close or a moderator's cancel
 * committed meanwhile is not undone. Re-stating the current status (the edit form sends it)
 * changes nothing and is allowed. False when the UPDATE matched no row (transition refused);
 * true also when there was nothing to change (no statement).
 */
export async function updateRequestAsOwner(db: Queryable, id: string, changes: OwnerRequestChanges): Promise<boolean> {
  const sets: string[] = [];
  const p = new Params();
  p.add(id);
  if (changes.title !== undefined) sets.push(`title = ${p.add(changes.title)}`, `slug = ''`);
  if (changes.description !== undefined) sets.push(`description = ${p.add(changes.description)}`);
  if (changes.services !== undefined) sets.push(`services = ${p.add(changes.services)}`);
  if (changes.city !== undefined) sets.push(`city = ${p.add(changes.city)}`);
  if (changes.province !== undefined) sets.push(`province = ${p.add(changes.province)}`);
  let condition = 'TRUE';
  if (changes.status !== undefined) {
    const status = p.add(changes.status);
    sets.push(`status = ${status}`, `closed_at = NULL`);
    condition = `(${transitionAllowedSql('ownerSetStatus')} OR status = ${status}::request_status)`;
  }
  if (!sets.length) return true;
  // TypeORM answers an UPDATE with [rows, affected count].
  const [, updated] = await db.query<[unknown[], number]>(
    `UPDATE requests SET ${sets.join(', ')} WHERE id = $1 AND ${condition}`,
    p.values,
  );
  return updated !== 0;
}

/** The owner's close, where request-status.ts allows it; false when nothing was closed. */
export async function closeRequestAsOwner(db: Queryable, id: string): Promise<boolean> {
  const [, closed] = await db.query<[unknown[], number]>(
    `UPDATE requests SET status = 'closed', closed_at = now() WHERE id = $1 AND ${transitionAllowedSql('ownerClose')}`,
    [id],
  );
  return closed !== 0;
}
