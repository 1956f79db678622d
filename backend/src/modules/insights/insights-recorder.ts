import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { madridToday } from '../requests/request-structure.js';
import { addExposure, addVisits, type ExposureDelta, type VisitDelta } from './insights-write-sql.js';

/** Keys held before a flush is started early (a burst of list pages), and the most kept after a failed write. */
const EARLY_FLUSH_KEYS = 20_000;
const MAX_KEPT_KEYS = 100_000;

/**
 * Counts what the statistics need (profile views, list appearances, visits) in this process's
 * memory and writes the sums every `insightsFlushMs` in two statements, so the pages it measures
 * only bump a counter. A failed write keeps the sums for the next one (up to a bound); a stop
 * writes what is pending. With `insightsFlushMs` 0 nothing is counted.
 */
@Injectable()
export class InsightsRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(InsightsRecorder.name);
  private exposure = new Map<string, ExposureDelta>();
  private visits = new Map<string, VisitDelta>();
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get enabled(): boolean {
    return this.config.insightsFlushMs > 0;
  }

  onModuleInit(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => void this.flush(), this.config.insightsFlushMs);
    this.timer.unref();
  }

  /** Before the database connection closes (TypeORM closes it in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  profileView(companyId: string): void {
    if (this.enabled) this.bump(madridToday(this.clock.now()), companyId, 1, 0);
  }

  /** Every company of one page of a public list, once each. */
  listAppearances(companyIds: readonly string[]): void {
    if (!this.enabled) return;
    const day = madridToday(this.clock.now());
    for (const id of new Set(companyIds)) this.bump(day, id, 0, 1);
  }

  /** One visit that entered the site; `category` is the landing page's category slug or ''. */
  visit(category: string): void {
    if (!this.enabled) return;
    const day = madridToday(this.clock.now());
    const key = `${day}|${category}`;
    const row = this.visits.get(key) ?? { day, category, visits: 0 };
    row.visits += 1;
    this.visits.set(key, row);
  }

  /** Writes what was counted so far; calls are serialized, so a sum is never written twice. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  private bump(day: string, companyId: string, views: number, appearances: number): void {
    const key = `${day}|${companyId}`;
    const row = this.exposure.get(key) ?? { companyId, day, profileViews: 0, listAppearances: 0 };
    row.profileViews += views;
    row.listAppearances += appearances;
    this.exposure.set(key, row);
    if (this.exposure.size === EARLY_FLUSH_KEYS) void this.flush();
  }

  private async write(): Promise<void> {
    const exposure = this.exposure;
    const visits = this.visits;
    if (exposure.size === 0 && visits.size === 0) return;
    this.exposure = new Map();
    this.visits = new Map();
    try {
      await addExposure(this.dataSource, [...exposure.values()]);
    } catch (error) {
      this.keep(
        exposure,
        this.exposure,
        (into, row) => ((into.profileViews += row.profileViews), (into.listAppearances += row.listAppearances)),
      );
      this.logger.warn(`Estadísticas sin guardar (se reintentará): ${(error as Error).message}`);
    }
    try {
      await addVisits(this.dataSource, [...visits.values()]);
    } catch (error) {
      this.keep(visits, this.visits, (into, row) => (into.visits += row.visits));
      this.logger.warn(`Visitas sin guardar (se reintentará): ${(error as Error).message}`);
    }
  }

  /** Puts unwritten sums back in front of what was counted meanwhile, within MAX_KEPT_KEYS. */
  private keep<T>(failed: Map<string, T>, current: Map<string, T>, add: (into: T, row: T) => void): void {
    for (const [key, row] of failed) {
      const existing = current.get(key);
      if (existing) add(existing, row);
      else if (current.size < MAX_KEPT_KEYS) current.set(key, row);
    }
  }
}
