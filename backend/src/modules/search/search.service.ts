import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { seoParam } from '@rutalia/catalog';
import { Clock } from '../../common/clock/clock.js';
import { escapeLike } from '../../common/database/text-search.js';
import { directoryPageQuery, type CompanyRow } from '../companies/company-sql.js';
import { companySeoParam } from '../companies/company.mapper.js';
import { featuredBoost } from '../companies/featured-ranking.js';
import { searchActiveRequests } from './search-sql.js';
import { SEARCH_LIMIT, SEARCH_MIN_LENGTH, type SearchResultDto } from './search.dto.js';

/**
 * The global search dialog (Ctrl/Cmd+K): visible companies and active requests whose
 * search_text contains the term, ignoring accents and case (GIN trigram indexes). Companies come
 * in the directory's order for `q` (name matches first, featured boost included); requests newest first.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly clock?: Clock,
  ) {}

  async search(q: string | undefined): Promise<SearchResultDto> {
    const term = q?.trim() ?? '';
    if ([...term].length < SEARCH_MIN_LENGTH) return { companies: [], requests: [] };
    const companiesQuery = directoryPageQuery(
      { q: term },
      SEARCH_LIMIT,
      0,
      featuredBoost('search', this.clock?.now() ?? new Date(), SEARCH_LIMIT),
    );
    const [companies, requests] = await Promise.all([
      this.dataSource.query<CompanyRow[]>(companiesQuery.sql, companiesQuery.params),
      searchActiveRequests(this.dataSource, escapeLike(term), SEARCH_LIMIT),
    ]);
    return {
      companies: companies.map((c) => ({
        id: c.id,
        seoParam: companySeoParam(c),
        companyName: c.companyName,
        city: c.city,
        province: c.province,
        logo: c.logo,
        featured: c.featured === true,
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
