import { Injectable, Optional } from '@nestjs/common';
import { poolReads } from '../../common/database/queryable.js';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { expandServiceFilter, idFromSeoParam } from '@rutalia/catalog';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { resolvePage } from '../../common/pagination/pagination.js';
import { companyNotFound } from './company-errors.js';
import { decodeCursor } from '../../common/database/keyset.js';
import {
  countDirectory,
  DIRECTORY_KEY,
  findCompanyImages,
  findCompanyRatings,
  findDirectoryPage,
  findLatestVisibleCompanies,
  findVisibleCompany,
  type CompanyRow,
  type DirectoryFilters,
  type DirectoryKey,
} from './company-sql.js';
import { toCard, toCompany, type ImageRow, type RatingRow } from './company.mapper.js';
import type { CompanyCardDto, CompanyCardPageDto, CompanyDto } from './dto/company.dto.js';
import {
  DIRECTORY_MAX_PAGE_SIZE,
  DIRECTORY_PAGE_SIZE,
  LATEST_DEFAULT,
  LATEST_MAX,
  type ListCompaniesQuery,
} from './dto/list-companies.query.js';
import { placeVariants } from './place-variants.js';
import { madridToday } from '../requests/request-structure.js';
import { featuredBoost, type FeaturedBoost } from './featured-ranking.js';

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
    @Optional() private readonly clock?: Clock,
  ) {}

  /**
   * A directory page, featured companies boosted as `placement` allows (featured-ranking.ts); the
   * same page of the same rotation window may be answered from PublicListCache for its TTL.
   */
  list(query: ListCompaniesQuery): Promise<CompanyCardPageDto> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: DIRECTORY_PAGE_SIZE, maxPageSize: DIRECTORY_MAX_PAGE_SIZE });
    const filters = directoryFilters(query);
    // A cursor (keyset.ts) replaces the offset; a malformed one is a 400 before anything is read.
    const after = query.cursor ? (decodeCursor(query.cursor, DIRECTORY_KEY) as DirectoryKey) : undefined;
    const boost = featuredBoost(query.placement ?? 'directory', this.now(), pageSize);
    const load = () => this.listPage(filters, page, pageSize, offset, boost, after);
    const key = JSON.stringify(['companies', filters, page, pageSize, boost?.minLevel, boost?.window, query.cursor]);
    return this.listCache ? this.listCache.get(key, load) : load();
  }

  private async listPage(
    filters: DirectoryFilters,
    page: number,
    pageSize: number,
    offset: number,
    boost: FeaturedBoost | undefined,
    after: DirectoryKey | undefined,
  ): Promise<CompanyCardPageDto> {
    const { rows, total, totalCapped, nextCursor } = await findDirectoryPage(this.dataSource, filters, pageSize, offset, boost, after);
    return { items: await this.cards(rows), total, totalCapped, page, pageSize, nextCursor };
  }

  private now(): Date {
    return this.clock?.now() ?? new Date();
  }

  /** The Madrid day that decides which badges still hold. */
  today(): string {
    return madridToday(this.now());
  }

  /** Visible companies matching the directory filters (location landing pages). */
  async count(query: Pick<ListCompaniesQuery, 'q' | 'service' | 'province' | 'city'>): Promise<number> {
    return countDirectory(this.dataSource, directoryFilters(query));
  }

  /** The home grid: the newest visible companies, Premium ones (featured level 2) boosted in rotation. */
  async latest(limit = LATEST_DEFAULT): Promise<CompanyCardDto[]> {
    const size = Math.min(limit, LATEST_MAX);
    const rows = await findLatestVisibleCompanies(poolReads(this.dataSource), size, featuredBoost('home', this.now(), size));
    return this.cards(rows);
  }

  /** A visible company by id or `{slug}-{id}`; undefined for anything else (malformed ids too). */
  async findVisibleRow(idOrSeoParam: string): Promise<CompanyRow | undefined> {
    const id = idFromSeoParam(idOrSeoParam);
    if (!id) return undefined;
    return findVisibleCompany(poolReads(this.dataSource), id);
  }

  /** 404 COMPANY_NOT_FOUND unless the company exists and is visible. */
  async requireVisibleRow(idOrSeoParam: string): Promise<CompanyRow> {
    const row = await this.findVisibleRow(idOrSeoParam);
    if (!row) throw companyNotFound();
    return row;
  }

  /** The full company of a row: its images and its rating, one query each. */
  async detail(row: CompanyRow): Promise<CompanyDto> {
    const [images, ratings] = await Promise.all([this.imagesOf([row.id]), this.ratingsOf([row.id])]);
    return toCompany(row, images.get(row.id) ?? [], ratings.get(row.id), this.today());
  }

  async cards(rows: CompanyRow[]): Promise<CompanyCardDto[]> {
    const ratings = await this.ratingsOf(rows.map((r) => r.id));
    const today = this.today();
    return rows.map((row) => toCard(row, ratings.get(row.id), today));
  }

  async ratingsOf(ids: string[]): Promise<Map<string, RatingRow>> {
    if (ids.length === 0) return new Map();
    const rows = await findCompanyRatings(poolReads(this.dataSource), ids);
    return new Map(rows.map((r) => [r.companyId, r]));
  }

  /** Public gallery images (not those hidden by the plan) or, for the owner, all of them. */
  async imagesOf(ids: string[], includeHidden = false): Promise<Map<string, ImageRow[]>> {
    const byCompany = new Map<string, ImageRow[]>();
    if (ids.length === 0) return byCompany;
    for (const row of await findCompanyImages(poolReads(this.dataSource), ids, includeHidden)) {
      byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
    }
    return byCompany;
  }
}

export function directoryFilters(query: Pick<ListCompaniesQuery, 'q' | 'service' | 'province' | 'city'>): DirectoryFilters {
  return {
    q: query.q,
    services: query.service ? expandServiceFilter(query.service) : undefined,
    provinces: query.province ? placeVariants(query.province) : undefined,
    cities: query.city ? placeVariants(query.city) : undefined,
  };
}
