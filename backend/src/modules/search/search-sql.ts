import type { Queryable } from '../../common/database/queryable.js';
import { containsText } from '../../common/database/text-search.js';
import { RequestStatus } from '../../database/enums.js';

/**
 * SQL of the global search dialog's requests: `pattern` is the term with LIKE wildcards escaped,
 * matched inside search_text ignoring accents and case (GIN trigram indexes), newest first. Its
 * companies are the directory's first page for `q` (company-sql.ts directoryPageQuery).
 */

export interface SearchRequestRow {
  id: string;
  slug: string;
  title: string;
  city: string;
  province: string;
  services: string[];
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
