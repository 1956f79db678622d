import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam } from '../../catalog/index.js';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { companyNotFound } from './company-errors.js';
import { COMPANY_COLUMNS, IMAGES_SQL, RATINGS_SQL, VISIBLE_COMPANY, directoryCountQuery, directoryPageQuery, type CompanyRow, type DirectoryFilters } from './company-sql.js';
import { toCard, toCompany, type ImageRow, type RatingRow } from './company.mapper.js';
import type { CompanyCardDto, CompanyDto } from './dto/company.dto.js';
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_PAGE_SIZE, LATEST_DEFAULT, LATEST_MAX, type ListCompaniesQuery } from './dto/list-companies.query.js';
import { canonicalService, placeVariants } from './place-variants.js';

/**
 * Public reads of companies. Only visible companies (is_active AND status = 'active') ever come
 * out of here. Lists take three queries at most whatever the page size: the page, its count and
 * the ratings of the page (one grouped query).
 */
@Injectable()
export class CompaniesService {
  constructor(
    private readonly dataSource: DataSource,
    /** Absent (scripts constructing the service by hand): every list is read from the database. */
    @Optional() private readonly listCache?: PublicListCache,
  ) {}

  /** A directory page; the same page may be answered from PublicListCache for its TTL. */
  list(query: ListCompaniesQuery): Promise<Page<CompanyCardDto>> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: DIRECTORY_PAGE_SIZE, maxPageSize: DIRECTORY_MAX_PAGE_SIZE });
    const filters = directoryFilters(query);
    const load = () => this.listPage(filters, page, pageSize, offset);
    return this.listCache ? this.listCache.get(JSON.stringify(['companies', filters, page, pageSize]), load) : load();
  }

  private async listPage(filters: DirectoryFilters, page: number, pageSize: number, offset: number): Promise<Page<CompanyCardDto>> {
    const pageQuery = directoryPageQuery(filters, pageSize, offset);
    const countQuery = directoryCountQuery(filters);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<CompanyRow[]>(pageQuery.sql, pageQuery.params),
      this.dataSource.query<{ total: number }[]>(countQuery.sql, countQuery.params),
    ]);
    return { items: await this.cards(rows), total, page, pageSize };
  }

  /** Visible companies matching the directory filters (location landing pages). */
  async count(query: Pick<ListCompaniesQuery, 'q' | 'service' | 'province' | 'city'>): Promise<number> {
    const countQuery = directoryCountQuery(directoryFilters(query));
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(countQuery.sql, countQuery.params);
    return total;
  }

  async latest(limit = LATEST_DEFAULT): Promise<CompanyCardDto[]> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE ${VISIBLE_COMPANY} ORDER BY c.created_at DESC, c.id DESC LIMIT $1`,
      [Math.min(limit, LATEST_MAX)],
    );
    return this.cards(rows);
  }

  /** A visible company by id or `{slug}-{id}`; undefined for anything else (malformed ids too). */
  async findVisibleRow(idOrSeoParam: string): Promise<CompanyRow | undefined> {
    const id = idFromSeoParam(idOrSeoParam);
    if (!id) return undefined;
    const [row] = await this.dataSource.query<CompanyRow[]>(`SELECT ${COMPANY_COLUMNS} FROM companies c WHERE c.id = $1 AND ${VISIBLE_COMPANY}`, [id]);
    return row;
  }

  /** 404 COMPANY_NOT_FOUND unless the company exists and is visible. */
  async requireVisibleRow(idOrSeoParam: string): Promise<CompanyRow> {
    const row = await this.findVisibleRow(idOrSeoParam);
    if (!row) throw companyNotFound();
    return row;
  }

  async getVisible(idOrSeoParam: string): Promise<CompanyDto> {
    const row = await this.requireVisibleRow(idOrSeoParam);
    return this.detail(row);
  }

  /** The full company of a row: its images and its rating, one query each. */
  async detail(row: CompanyRow): Promise<CompanyDto> {
    const [images, ratings] = await Promise.all([this.imagesOf([row.id]), this.ratingsOf([row.id])]);
    return toCompany(row, images.get(row.id) ?? [], ratings.get(row.id));
  }

  async cards(rows: CompanyRow[]): Promise<CompanyCardDto[]> {
    const ratings = await this.ratingsOf(rows.map((r) => r.id));
    return rows.map((row) => toCard(row, ratings.get(row.id)));
  }

  async ratingsOf(ids: string[]): Promise<Map<string, RatingRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<RatingRow[]>(RATINGS_SQL, [ids]);
    return new Map(rows.map((r) => [r.companyId, r]));
  }

  async imagesOf(ids: string[]): Promise<Map<string, ImageRow[]>> {
    const byCompany = new Map<string, ImageRow[]>();
    if (ids.length === 0) return byCompany;
    for (const row of await this.dataSource.query<ImageRow[]>(IMAGES_SQL, [ids])) {
      byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
    }
    return byCompany;
  }
}

export function directoryFilters(query: Pick<ListCompaniesQuery, 'q' | 'service' | 'province' | 'city'>): DirectoryFilters {
  return {
    q: query.q,
    service: query.service ? canonicalService(query.service) : undefined,
    provinces: query.province ? placeVariants(query.province) : undefined,
    cities: query.city ? placeVariants(query.city) : undefined,
  };
}
