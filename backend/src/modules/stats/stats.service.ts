import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { SiteStatsDto } from './dto/site-stats.dto.js';
import { categoriesFrom, countSatisfiedReviews, countSiteTotals, findMedianResponseSeconds } from './stats-sql.js';

/** How long one process reuses the figures (the answer's Cache-Control says the same). */
export const STATS_CACHE_MS = 60_000;
/** The response-time figure looks at requests created in this many days. */
export const RESPONSE_WINDOW_DAYS = 90;

/** The site's public figures (home, /jobs), computed from the database instead of the spec's fixed numbers. */
@Injectable()
export class StatsService {
  private cache?: { at: number; value: Promise<SiteStatsDto> };

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Concurrent callers of a cold cache share one computation; a failure is not cached. */
  get(): Promise<SiteStatsDto> {
    const now = this.clock.now();
    if (this.cache && now.getTime() - this.cache.at < STATS_CACHE_MS && now.getTime() >= this.cache.at) return this.cache.value;
    const value = this.compute(now);
    const entry = { at: now.getTime(), value };
    this.cache = entry;
    value.catch(() => {
      if (this.cache === entry) this.cache = undefined;
    });
    return value;
  }

  private async compute(now: Date): Promise<SiteStatsDto> {
    const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 24 * 3600_000);
    const [counts, reviews, medianSeconds] = await Promise.all([
      countSiteTotals(this.dataSource),
      countSatisfiedReviews(this.dataSource),
      findMedianResponseSeconds(this.dataSource, since),
    ]);
    return {
      companies: counts.companies,
      requests: counts.requests,
      activeRequests: counts.active_requests,
      satisfactionPercent: reviews.total > 0 ? Math.round((100 * reviews.satisfied) / reviews.total) : null,
      medianResponseHours: medianSeconds === null ? null : Math.round(Number(medianSeconds) / 3600),
      requestCategories: categoriesFrom(counts),
    };
  }
}
