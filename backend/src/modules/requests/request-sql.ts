import { containsText, escapeLike } from '../../common/database/text-search.js';

/**
 * SQL pieces of the request lists (the service runs them). Filters:
 * - public list: ix_requests_status_created_at (status, created_at DESC)
 * - q: ix_requests_search_text_trgm (search_text LIKE '%…%', user wildcards escaped)
 * - own list: ix_requests_client_id_created_at
 */
export const REQUEST_COLUMNS = `r.id, r.client_id AS "clientId", r.slug, r.title, r.description, r.services, r.city, r.province,
  r.status, r.proposal_count AS "proposalCount", r.closed_at AS "closedAt", r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", u.full_name AS "clientName"`;

export const REQUEST_FROM = `requests r JOIN users u ON u.id = r.client_id`;

/** What request-status.ts needs to explain a refused transition. */
export const REQUEST_STATUS_STATE_SQL = `SELECT status, cancelled_by_moderator_at AS "cancelledByModeratorAt" FROM requests WHERE id = $1`;

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

/** A job filter keyword ('logística') inside any service ('Logística E-commerce'), accents ignored. */
export function serviceKeywordCondition(keyword: string, p: Params): string {
  return `EXISTS (SELECT 1 FROM unnest(r.services) s WHERE ${containsText('f_search_normalize(s)', p.add(escapeLike(keyword)))})`;
}

export function locationCondition(location: string, p: Params): string {
  const v = p.add(escapeLike(location));
  return `(${containsText('f_search_normalize(r.city)', v)} OR ${containsText('f_search_normalize(r.province)', v)})`;
}
