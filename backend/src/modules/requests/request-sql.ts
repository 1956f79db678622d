import { jobServiceTerms } from '@rutalia/catalog';
import type { Queryable } from '../../common/database/queryable.js';
import { containsText, escapeLike } from '../../common/database/text-search.js';
import { matchesText, userTextQuery, type TextQuery } from '../../common/database/fts.js';
import type { DetailValue } from '@rutalia/catalog';
import { transitionAllowedSql, type RequestStatusState } from './request-status.js';
import type { RequestStructure } from './request-structure.js';

/**
 * SQL pieces of the request lists (the service runs them). Filters:
 * - public list: ix_requests_status_created_at (status, created_at DESC)
 * - q, public list: ix_requests_active_search_vector (full-text search, common/database/fts.ts)
 * - q, a client's own list: ix_requests_search_text_trgm (search_text LIKE '%…%', user wildcards escaped)
 * - service: ix_requests_services (GIN, services && the category's values)
 * - own list: ix_requests_client_id_created_at
 */
export const REQUEST_COLUMNS = `r.id, r.client_id AS "clientId", r.slug, r.title, r.description, r.services, r.city, r.province,
  r.status, r.proposal_count AS "proposalCount", r.closed_at AS "closedAt", r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", u.full_name AS "clientName", r.category, r.origin_postal_code AS "originPostalCode",
  r.destination_city AS "destinationCity", r.destination_province AS "destinationProvince",
  r.destination_postal_code AS "destinationPostalCode", to_char(r.service_date, 'YYYY-MM-DD') AS "serviceDate",
  r.date_flexibility AS "dateFlexibility", r.details, r.distance_km AS "distanceKm",
  r.hired_at AS "hiredAt", r.completion_asked_at AS "completionAskedAt", r.completed_at AS "completedAt",
  (SELECT count(*)::int FROM request_photos ph WHERE ph.request_id = r.id) AS "photoCount"`;

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
  category: string | null;
  originPostalCode: string | null;
  destinationCity: string | null;
  destinationProvince: string | null;
  destinationPostalCode: string | null;
  serviceDate: string | null;
  dateFlexibility: string | null;
  details: Record<string, DetailValue>;
  distanceKm: number | null;
  hiredAt: Date | null;
  completionAskedAt: Date | null;
  completedAt: Date | null;
  photoCount: number;
}

/** The columns a request's structure writes (request-structure.ts), in INSERT order. */
const STRUCTURE_COLUMNS: readonly (readonly [keyof RequestStructure, string])[] = [
  ['category', 'category'],
  ['city', 'city'],
  ['province', 'province'],
  ['originPostalCode', 'origin_postal_code'],
  ['originLat', 'origin_lat'],
  ['originLon', 'origin_lon'],
  ['destinationCity', 'destination_city'],
  ['destinationProvince', 'destination_province'],
  ['destinationPostalCode', 'destination_postal_code'],
  ['destinationLat', 'destination_lat'],
  ['destinationLon', 'destination_lon'],
  ['serviceDate', 'service_date'],
  ['dateFlexibility', 'date_flexibility'],
  ['details', 'details'],
  ['distanceKm', 'distance_km'],
];

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
 * Full-text match of the public list (every word, stemmed and without accents, the last one as a
 * prefix; `text` overrides with the typo fallback's corrections). Text without any word matches nothing.
 */
export function textSearchCondition(q: string, p: Params, text: TextQuery | undefined = userTextQuery(q)): string {
  return text ? matchesText('r.search_vector', text, p.add(text.all)) : 'false';
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

/** The same, locking the row (FOR UPDATE) until the transaction ends: the owner's edit checks and applies under it. */
export async function lockRequestStatusState(db: Queryable, id: string): Promise<RequestStatusState | undefined> {
  const [state] = await db.query<RequestStatusState[]>(`${REQUEST_STATUS_STATE_SQL} FOR UPDATE`, [id]);
  return state;
}

/**
 * A new active request (the slug is filled in by the database); answers its id. `alerts_pending`
 * stays true until its alerts fan-out has run, so a fan-out lost with Redis is swept up later.
 * A `draft` (issue 22: the client's email is not verified) is neither public nor alerted.
 */
export async function insertRequest(
  db: Queryable,
  request: { clientId: string; title: string; description: string; services: string[]; structure: RequestStructure; draft?: boolean },
): Promise<string> {
  const p = new Params();
  const values = [p.add(request.clientId), p.add(request.title), p.add(request.description), p.add(request.services)];
  for (const [key] of STRUCTURE_COLUMNS) values.push(p.add(structureValue(request.structure, key)));
  const [{ id }] = await db.query<{ id: string }[]>(
    `INSERT INTO requests (client_id, slug, title, description, services, ${STRUCTURE_COLUMNS.map(([, column]) => column).join(', ')}, status, alerts_pending)
       VALUES (${values[0]}, '', ${values.slice(1).join(', ')}, ${request.draft ? `'draft', false` : `'active', true`}) RETURNING id`,
    p.values,
  );
  return id;
}

/** jsonb goes as text (node-postgres would send a JS object as a record). */
function structureValue(structure: RequestStructure, key: keyof RequestStructure): unknown {
  return key === 'details' ? JSON.stringify(structure.details) : structure[key];
}

/** What request-structure.ts needs to re-check an edit: the stored structure with the coordinates. */
export async function findRequestStructureInput(db: Queryable, id: string) {
  const [row] = await db.query<
    {
      category: string | null;
      city: string;
      province: string;
      originPostalCode: string | null;
      destinationCity: string | null;
      destinationProvince: string | null;
      destinationPostalCode: string | null;
      serviceDate: string | null;
      dateFlexibility: string | null;
      details: Record<string, unknown>;
    }[]
  >(
    `SELECT category, city, province, origin_postal_code AS "originPostalCode", destination_city AS "destinationCity",
            destination_province AS "destinationProvince", destination_postal_code AS "destinationPostalCode",
            to_char(service_date, 'YYYY-MM-DD') AS "serviceDate", date_flexibility AS "dateFlexibility", details
       FROM requests WHERE id = $1`,
    [id],
  );
  return row;
}

/** The fields an owner's edit changes (undefined: unchanged). A new title also resets the slug. */
export interface OwnerRequestChanges {
  title?: string;
  description?: string;
  services?: string[];
  /** The whole structure, re-checked, when an edit touched any of it. */
  structure?: RequestStructure;
  status?: string;
  /** The clock's time, for `completed_at` when the status becomes completed. */
  now?: Date;
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
  if (changes.structure !== undefined) {
    for (const [key, column] of STRUCTURE_COLUMNS) sets.push(`${column} = ${p.add(structureValue(changes.structure, key))}`);
  }
  let condition = 'TRUE';
  if (changes.status !== undefined) {
    const status = p.add(changes.status);
    sets.push(`status = ${status}`, `closed_at = NULL`);
    if (changes.status === 'completed') sets.push(`completed_at = coalesce(completed_at, ${p.add(changes.now ?? new Date())})`);
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

/**
 * Accepting a proposal (under the request's FOR UPDATE lock): the request becomes hired. False
 * when it was no longer active.
 */
export async function markRequestHired(db: Queryable, id: string, now: Date): Promise<boolean> {
  const [, hired] = await db.query<[unknown[], number]>(
    `UPDATE requests SET status = 'hired', hired_at = $2, completion_asked_at = NULL, completed_at = NULL
      WHERE id = $1 AND ${transitionAllowedSql('hire')}`,
    [id, now],
  );
  return hired !== 0;
}

/** The owner's «the job was done»: hired → completed; false when the request was not hired. */
export async function completeRequestAsOwner(db: Queryable, id: string, now: Date): Promise<boolean> {
  const [, completed] = await db.query<[unknown[], number]>(
    `UPDATE requests SET status = 'completed', completed_at = $2 WHERE id = $1 AND ${transitionAllowedSql('ownerComplete')}`,
    [id, now],
  );
  return completed !== 0;
}

/** The owner's «the company did not show up»: hired → active, the hire forgotten; false when not hired. */
export async function reopenRequestAsOwner(db: Queryable, id: string): Promise<boolean> {
  const [, reopened] = await db.query<[unknown[], number]>(
    `UPDATE requests SET status = 'active', hired_at = NULL, completion_asked_at = NULL WHERE id = $1 AND ${transitionAllowedSql('ownerReopen')}`,
    [id],
  );
  return reopened !== 0;
}

/** Whether the company account `userId` sent a proposal on the request. */
export async function isProposingCompany(db: Queryable, requestId: string, userId: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(
    `SELECT 1 FROM proposals p JOIN companies c ON c.id = p.company_id WHERE p.request_id = $1 AND c.user_id = $2 AND p.status <> 'draft' LIMIT 1`,
    [requestId, userId],
  );
  return rows.length > 0;
}

/** The hired company of a request (its accepted proposal) and whether its client already reviewed the hire. */
export interface HireRow {
  requestId: string;
  proposalId: string;
  companyId: string;
  companyName: string;
  companySlug: string;
  price: string | number | null;
  vatIncluded: boolean;
  reviewed: boolean;
}

/**
 * The accepted proposal of each of these requests (the latest, for old requests that accepted
 * several) and whether `clientId` reviewed it with the request (reviews.request_id);
 * ix_proposals_request_id_status, uq_reviews_request.
 */
export function listHires(db: Queryable, requestIds: string[], clientId: string): Promise<HireRow[]> {
  return db.query<HireRow[]>(
    `SELECT p.request_id AS "requestId", p.id AS "proposalId", p.company_id AS "companyId", c.company_name AS "companyName",
            c.slug AS "companySlug", p.price, p.vat_included AS "vatIncluded",
            EXISTS (SELECT 1 FROM reviews rv WHERE rv.request_id = p.request_id AND rv.user_id = $2) AS reviewed
       FROM (SELECT DISTINCT ON (request_id) id, request_id, company_id, price, vat_included FROM proposals
              WHERE request_id = ANY ($1::uuid[]) AND status = 'accepted'
              ORDER BY request_id, responded_at DESC NULLS LAST, id DESC) p
       JOIN companies c ON c.id = p.company_id`,
    [requestIds, clientId],
  );
}
