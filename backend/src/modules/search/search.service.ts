import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoParam } from '../../catalog/index.js';
import { RequestStatus } from '../../database/enums.js';
import { containsText, escapeLike } from '../../common/database/text-search.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import { companySeoParam } from '../companies/company.mapper.js';
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH, type SearchResultDto } from './search.dto.js';

/**
 * The global search dialog (Ctrl/Cmd+K): visible companies and active requests whose
 * search_text contains the term, ignoring accents and case (GIN trigram indexes), newest first.
 */
@Injectable()
export class SearchService {
  constructor(private readonly dataSource: DataSource) {}

  async search(q: string | undefined): Promise<SearchResultDto> {
    const term = q?.trim() ?? '';
    if ([...term].length < SEARCH_MIN_LENGTH) return { companies: [], requests: [] };
    const pattern = escapeLike(term);
    const [companies, requests] = await Promise.all([
      this.dataSource.query<Array<{ id: string; slug: string; companyName: string; city: string; province: string; logo: string | null }>>(
        `SELECT c.id, c.slug, c.company_name AS "companyName", c.city, c.province, c.logo
           FROM companies c
          WHERE ${VISIBLE_COMPANY} AND ${containsText('c.search_text', '$1')}
          ORDER BY c.created_at DESC, c.id DESC
          LIMIT $2`,
        [pattern, SEARCH_LIMIT],
      ),
      this.dataSource.query<Array<{ id: string; slug: string; title: string; city: string; province: string; services: string[] }>>(
        `SELECT r.id, r.slug, r.title, r.city, r.province, r.services
           FROM requests r
          WHERE r.status = $3 AND ${containsText('r.search_text', '$1')}
          ORDER BY r.created_at DESC, r.id DESC
          LIMIT $2`,
        [pattern, SEARCH_LIMIT, RequestStatus.Active],
      ),
    ]);
    return {
      companies: companies.map((c) => ({ id: c.id, seoParam: companySeoParam(c), companyName: c.companyName, city: c.city, province: c.province, logo: c.logo })),
      requests: requests.map((r) => ({
        id: r.id,
        seoParam: r.slug ? `${r.slug}-${r.id}` : seoParam(r.title, r.id),
        title: r.title,
        city: r.city,
        province: r.province,
        services: r.services,
      })),
    };
  }
}
