import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoParam } from '@rutalia/catalog';
import { escapeLike } from '../../common/database/text-search.js';
import { companySeoParam } from '../companies/company.mapper.js';
import { searchActiveRequests, searchCompanies } from './search-sql.js';
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
      searchCompanies(this.dataSource, pattern, SEARCH_LIMIT),
      searchActiveRequests(this.dataSource, pattern, SEARCH_LIMIT),
    ]);
    return {
      companies: companies.map((c) => ({
        id: c.id,
        seoParam: companySeoParam(c),
        companyName: c.companyName,
        city: c.city,
        province: c.province,
        logo: c.logo,
      })),
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
