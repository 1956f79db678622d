import { Injectable } from '@nestjs/common';
import { categoryOfServices, SERVICE_CATEGORIES } from '@rutalia/catalog';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { Queryable } from '../../common/database/queryable.js';
import { madridToday } from '../requests/request-structure.js';
import type { InsightsPeersDto } from './dto/company-insights.dto.js';
import { insightsWindow } from './insights-figures.js';
import { ALL_SPAIN, findPeerMedians, refreshPeerMedians, type CategoryTerm } from './peer-medians-sql.js';

/**
 * Fewer companies than this in a group and its median could describe one of them (the asking one
 * plus at least 5 others): no row is kept and the comparison falls back to all Spain, or to none.
 */
export const MIN_GROUP = 6;

/** Every stored value that puts a company in a category: the category's name and each of its services. */
const CATEGORY_TERMS: CategoryTerm[] = SERVICE_CATEGORIES.flatMap((category) =>
  [category.name, ...category.services].map((term) => ({ term, category: category.slug })),
);

/** Every group's medians of the 30 days ending on `now`'s Madrid day, inside the caller's transaction (the job, the demo seed). */
export function refreshAllPeerMedians(db: Queryable, now: Date): Promise<number> {
  return refreshPeerMedians(db, insightsWindow(madridToday(now)), CATEGORY_TERMS, MIN_GROUP);
}

/**
 * «How do I compare?»: the median company of each category, per province and in all Spain. Every
 * group is computed at once by the hourly job (5,119 companies in one group took 0.3 s to compute
 * on the fly at 50,000 companies, and all Spain 2 s: too slow for a page), and a company's page
 * reads its two rows by primary key.
 */
@Injectable()
export class PeerMediansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Replaces today's medians of every group; answers how many groups were kept. */
  refresh(): Promise<number> {
    return this.dataSource.transaction((em) => refreshAllPeerMedians(em, this.clock.now()));
  }

  /** The comparison of a company with these services and province, or null without a category or a group. */
  async compare(services: readonly string[], province: string): Promise<InsightsPeersDto | null> {
    const category = categoryOfServices(services);
    if (!category) return null;
    const rows = await findPeerMedians(this.dataSource, category.slug, province, madridToday(this.clock.now()));
    const row = rows[0];
    if (!row) return null;
    const { day: _day, province: key, companies, ...median } = row;
    return {
      scope: key === ALL_SPAIN ? 'country' : 'province',
      categorySlug: category.slug,
      categoryName: category.name,
      province: key === ALL_SPAIN ? null : province,
      companies,
      median,
    };
  }
}
