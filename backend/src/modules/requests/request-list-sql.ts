import { findProvince, SERVICE_WINDOW_EXTRA_DAYS } from '@rutalia/catalog';
import { isCatalogPlace, placeVariants } from '../companies/place-variants.js';
import type { Queryable } from '../../common/database/queryable.js';
import { cappedCountSql, cappedTotal, type CappedTotal } from '../../common/database/capped-count.js';
import { correctedTextQuery, type TextQuery } from '../../common/database/fts.js';
import {
  afterKeySql,
  cursorTimestampSql,
  encodeCursor,
  type KeyColumn,
  type KeyKind,
  type KeyValue,
} from '../../common/database/keyset.js';
import { COMPLETION_DUE_DAY_SQL } from './completion-due.js';
import {
  Params,
  REQUEST_COLUMNS,
  REQUEST_FROM,
  locationCondition,
  searchCondition,
  serviceCategoryCondition,
  textSearchCondition,
  type RequestRow,
} from './request-sql.js';

/** SQL of the request lists: the public jobs, a client's own requests, a company's opportunities. */

export const PUBLIC_SORTS: Record<string, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  location: 'f_search_normalize(r.province) ASC, f_search_normalize(r.city) ASC, r.created_at DESC, r.id DESC',
};

export const MY_SORTS: Record<string, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  most: 'r.proposal_count DESC, r.created_at DESC, r.id DESC',
  least: 'r.proposal_count ASC, r.created_at DESC, r.id DESC',
};

/** A WHERE clause (conditions joined with AND) and its parameters. */
export interface RequestWhere {
  where: string[];
  p: Params;
}

export interface PublicRequestFilters {
  /** Words (full-text search, fts.ts). */
  q?: string;
  /** The typo fallback's corrected query, used instead of q's own (pagePublicRequestRows sets it). */
  text?: TextQuery;
  service?: string;
  location?: string;
  /** Published within the last `days` days. */
  days?: number;
  /** Category slug (ix_requests_active_category). */
  category?: string;
  /** Origin / destination province: name or alias, case and accents ignored. */
  originProvince?: string;
  destinationProvince?: string;
  /** The service's days overlap [dateFrom, dateTo] (YYYY-MM-DD, either may be open). */
  dateFrom?: string;
  dateTo?: string;
}

/**
 * The last day a request may be served, from its date and flexibility: that day, the 7 days from
 * it, the 30 days from it, or any day from it on ('flexible').
 */
const SERVICE_WINDOW_END = `CASE r.date_flexibility WHEN 'week' THEN r.service_date + ${SERVICE_WINDOW_EXTRA_DAYS.week}
  WHEN 'month' THEN r.service_date + ${SERVICE_WINDOW_EXTRA_DAYS.month} WHEN 'flexible' THEN 'infinity'::date ELSE r.service_date END`;

/** Published (active) requests matching the public list's filters. */
export function publicRequestsWhere(filters: PublicRequestFilters): RequestWhere {
  const p = new Params();
  const where = [`r.status = 'active'`];
  if (filters.q) where.push(textSearchCondition(filters.q, p, filters.text));
  if (filters.service) where.push(serviceCategoryCondition(filters.service, p));
  if (filters.location) where.push(jobLocationCondition(filters.location, p));
  if (filters.days) where.push(`r.created_at >= now() - make_interval(days => ${p.add(filters.days)})`);
  if (filters.category) where.push(`r.category = ${p.add(filters.category)}`);
  if (filters.originProvince) where.push(`r.place_keys && f_place_keys('p', ${p.add(provinceNames(filters.originProvince))}::text[])`);
  if (filters.destinationProvince) {
    where.push(`r.place_keys && f_place_keys('dp', ${p.add(provinceNames(filters.destinationProvince))}::text[])`);
  }
  if (filters.dateTo) where.push(`r.service_date <= ${p.add(filters.dateTo)}::date`);
  if (filters.dateFrom) where.push(`r.service_date IS NOT NULL AND ${SERVICE_WINDOW_END} >= ${p.add(filters.dateFrom)}::date`);
  return { where, p };
}

/** A province filter value's spellings: the province's name and aliases (f_place_keys normalises them). */
function provinceNames(value: string): string[] {
  const province = findProvince(value);
  return province ? [province.name, ...(province.aliases ?? [])] : [value];
}

/**
 * The jobs' `location`: a place of the catalog (what the filter offers) is any of its spellings as
 * the origin's city or province, an exact key of ix_requests_active_place_keys. Free text the
 * catalog does not know keeps the old contains-match on the origin's city or province (no index).
 */
function jobLocationCondition(location: string, p: Params): string {
  if (!isCatalogPlace(location)) return locationCondition(location, p);
  const ref = p.add(placeVariants(location));
  return `r.place_keys && (f_place_keys('p', ${ref}::text[]) || f_place_keys('c', ${ref}::text[]))`;
}

export interface MyRequestsFilters {
  clientId: string;
  q?: string;
  /** A status, or 'all' / undefined for every one. */
  status?: string;
  proposals?: string;
}

/** A client's requests matching the filters of "Mis solicitudes"; the first condition is the client's own. */
export function myRequestsWhere(filters: MyRequestsFilters): RequestWhere {
  const p = new Params();
  const where = [`r.client_id = ${p.add(filters.clientId)}`];
  if (filters.q) where.push(searchCondition(filters.q, p));
  if (filters.status && filters.status !== 'all') where.push(`r.status = ${p.add(filters.status)}`);
  if (filters.proposals === 'with') where.push('r.proposal_count > 0');
  if (filters.proposals === 'without') where.push('r.proposal_count = 0');
  return { where, p };
}

/** Active requests the company of `userId` has not proposed on (spec 6, company). */
export function opportunityWhere(userId: string): RequestWhere {
  const p = new Params();
  const where = [
    `r.status = 'active'`,
    `NOT EXISTS (SELECT 1 FROM proposals pr JOIN companies c ON c.id = pr.company_id WHERE pr.request_id = r.id AND c.user_id = ${p.add(userId)})`,
  ];
  return { where, p };
}

/**
 * A client's hired requests whose «¿se hizo el trabajo?» is due on Madrid day `today`: already
 * asked, or past the day completion-due.ts gives (the same rule as the asking job and `completionDue`).
 */
export function completionDueWhere(clientId: string, today: string): RequestWhere {
  const p = new Params();
  const where = [
    `r.client_id = ${p.add(clientId)}`,
    `r.status = 'hired'`,
    `(r.completion_asked_at IS NOT NULL OR ${COMPLETION_DUE_DAY_SQL} <= ${p.add(today)}::date)`,
  ];
  return { where, p };
}

/** A client's requests, newest first, any status (ix_requests_client_id_created_at). */
export function clientRequestsWhere(clientId: string): RequestWhere {
  const p = new Params();
  return { where: [`r.client_id = ${p.add(clientId)}`], p };
}

/** Up to `limit` matching requests in `orderBy` order, after `offset` (when not 0); no count. */
export function listRequestRows(
  db: Queryable,
  { where, p }: RequestWhere,
  orderBy: string,
  limit: number,
  offset = 0,
): Promise<RequestRow[]> {
  const n = p.values.length;
  return db.query<RequestRow[]>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where.join('\n   AND ')} ORDER BY ${orderBy} LIMIT $${n + 1}${offset ? ` OFFSET $${n + 2}` : ''}`,
    offset ? [...p.values, limit, offset] : [...p.values, limit],
  );
}

/** One page of matching requests and how many match, in parallel. */
export async function pageRequestRows(
  db: Queryable,
  { where, p }: RequestWhere,
  orderBy: string,
  pageSize: number,
  offset: number,
): Promise<{ rows: RequestRow[]; total: number }> {
  const whereSql = where.join('\n   AND ');
  const n = p.values.length;
  const [rows, [{ total }]] = await Promise.all([
    db.query<RequestRow[]>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...p.values, pageSize, offset],
    ),
    db.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM requests r WHERE ${whereSql}`, p.values),
  ]);
  return { rows, total };
}

/** The public list's orders as keyset columns (keyset.ts): the same order as PUBLIC_SORTS. */
const PUBLIC_SORT_KEYS: Record<string, readonly (Omit<KeyColumn, 'ref'> & { kind: KeyKind })[]> = {
  newest: [
    { sql: 'r.created_at', dir: 'DESC', kind: 'timestamp' },
    { sql: 'r.id', dir: 'DESC', kind: 'uuid' },
  ],
  oldest: [
    { sql: 'r.created_at', dir: 'ASC', kind: 'timestamp' },
    { sql: 'r.id', dir: 'ASC', kind: 'uuid' },
  ],
  location: [
    { sql: 'f_search_normalize(r.province)', dir: 'ASC', kind: 'text' },
    { sql: 'f_search_normalize(r.city)', dir: 'ASC', kind: 'text' },
    { sql: 'r.created_at', dir: 'DESC', kind: 'timestamp' },
    { sql: 'r.id', dir: 'DESC', kind: 'uuid' },
  ],
};

/** The kinds of a public sort's cursor values (decodeCursor checks them). */
export function publicSortKinds(sort: string): KeyKind[] {
  return PUBLIC_SORT_KEYS[sort].map((c) => c.kind);
}

export interface PublicRequestPage extends CappedTotal {
  rows: RequestRow[];
  nextCursor: string | null;
}

/**
 * A page of the public list (one row more, to know whether another follows) after `offset` rows
 * or after the cursor's row, and the capped total, in parallel.
 */
async function readPublicRequestPage(
  db: Queryable,
  filters: PublicRequestFilters,
  sort: string,
  pageSize: number,
  offset: number,
  after: KeyValue[] | undefined,
): Promise<PublicRequestPage> {
  const { where, p } = publicRequestsWhere(filters);
  const countSql = cappedCountSql(`requests r WHERE ${where.join('\n   AND ')}`);
  const countParams = [...p.values];
  const keys = PUBLIC_SORT_KEYS[sort];
  if (after)
    where.push(afterKeySql(keys.map((k, i) => ({ ...k, ref: `${p.add(after[i])}::${k.kind === 'timestamp' ? 'timestamptz' : k.kind}` }))));
  const sortKey = `json_build_array(${keys.map((k) => (k.kind === 'timestamp' ? cursorTimestampSql(k.sql) : k.sql)).join(', ')})`;
  const [rows, [{ total }]] = await Promise.all([
    db.query<(RequestRow & { sortKey: KeyValue[] })[]>(
      `SELECT ${REQUEST_COLUMNS}, ${sortKey} AS "sortKey" FROM ${REQUEST_FROM} WHERE ${where.join('\n   AND ')}
        ORDER BY ${PUBLIC_SORTS[sort]} LIMIT ${p.add(pageSize + 1)} OFFSET ${p.add(after ? 0 : offset)}`,
      p.values,
    ),
    db.query<{ total: number }[]>(countSql, countParams),
  ]);
  const page = rows.slice(0, pageSize);
  const nextCursor = rows.length > pageSize ? encodeCursor(page[page.length - 1].sortKey) : null;
  return { rows: page, nextCursor, ...cappedTotal(total) };
}

/** The public list; a text search that finds nothing is tried once more with its words corrected (fts.ts). */
export async function pagePublicRequestRows(
  db: Queryable,
  filters: PublicRequestFilters,
  sort: string,
  pageSize: number,
  offset: number,
  after?: KeyValue[],
): Promise<PublicRequestPage> {
  const page = await readPublicRequestPage(db, filters, sort, pageSize, offset, after);
  if (page.total > 0 || !filters.q || filters.text) return page;
  const text = await correctedTextQuery(db, 'requests', filters.q);
  return text ? readPublicRequestPage(db, { ...filters, text }, sort, pageSize, offset, after) : page;
}

export interface MyRequestsStats {
  total: number;
  active: number;
  withProposals: number;
  completed: number;
  hired: number;
}

/** The counters of a client's requests ("Mis solicitudes"). */
export async function countMyRequestsStats(db: Queryable, clientId: string): Promise<MyRequestsStats> {
  const [stats] = await db.query<MyRequestsStats[]>(
    `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE proposal_count > 0)::int AS "withProposals",
                count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'hired')::int AS hired
           FROM requests WHERE client_id = $1`,
    [clientId],
  );
  return stats;
}
