import type { Queryable } from '../../common/database/queryable.js';
import { containsText } from '../../common/database/text-search.js';
import { RequestStatus } from '../../database/enums.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';

/**
 * SQL of the global search dialog: `pattern` is the term with LIKE wildcards escaped, matched
 * inside search_text ignoring accents and case (GIN trigram indexes), newest first.
 */

export interface SearchCompanyRow {
  id: string;
  slug: string;
  companyName: string;
  city: string;
  province: string;
  logo: string | null;
}

export interface SearchRequestRow {
  id: string;
  slug: string;
  title: string;
  city: string;
  province: string;
  services: string[];
}

/** Visible companies matching the pattern. */
export function searchCompanies(db: Queryable, pattern: string, limit: number): Promise<SearchCompanyRow[]> {
  return db.query<SearchCompanyRow[]>(
    `SELECT c.id, c.slug, c.company_name AS "companyName", c.city, c.province, c.logo
           FROM companies c
          WHERE ${VISIBLE_COMPANY} AND ${containsText('c.search_text', '$1')}
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT $2`,
    [pattern, limit],
  );
}

/** Active requests matching the pattern. */
export function searchActiveRequests(db: Queryable, pattern: string, limit: number): Promise<SearchRequestRow[]> {
  return db.query<SearchRequestRow[]>(
    `SELECT r.id, r.slug, r.title, r.city, r.province, r.services
           FROM requests r
          WHERE r.status = $3 AND ${containsText('r.search_text', '$1')}
          ORDER BY r.created_at DESC, r.id DESC
          LIMIT $2`,
    [pattern, limit, RequestStatus.Active],
  );
}
