import { Injectable } from '@nestjs/common';
import { SERVICE_CATEGORIES } from '@rutalia/catalog';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock.js';
import { madridToday } from '../../requests/request-structure.js';
import { addDays } from '../../../common/clock/calendar-days.js';
import type { DayRange } from '../insights-figures.js';
import {
  FUNNEL_DEFAULT_WEEKS,
  FUNNEL_NO_CATEGORY,
  FUNNEL_NO_CATEGORY_NAME,
  type FunnelCategoryDto,
  type FunnelQuery,
  type FunnelStepsDto,
  type FunnelWeekDto,
  type MarketplaceFunnelDto,
} from './dto/funnel.dto.js';
import { countFunnelRequests, countFunnelVisits, type FunnelFilter } from './funnel-sql.js';

const KNOWN_SLUGS = SERVICE_CATEGORIES.map((c) => c.slug);
/** The rows of the per-category table: the catalog's categories in its order, then none (''). */
const CATEGORY_ROWS = [...SERVICE_CATEGORIES.map((c) => ({ slug: c.slug, name: c.name })), { slug: '', name: FUNNEL_NO_CATEGORY_NAME }];

const zero = (): FunnelStepsDto => ({ visitors: 0, requests: 0, requestsWithProposal: 0, hired: 0 });

/** `weeks` Monday-to-Sunday weeks ending with the one of `today`, oldest first; the last ends today. */
export function funnelWeeks(today: string, weeks: number): DayRange[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const first = addDays(today, -weekday - 7 * (weeks - 1));
  return Array.from({ length: weeks }, (_, i) => {
    const from = addDays(first, 7 * i);
    const sunday = addDays(from, 6);
    return { from, to: sunday < today ? sunday : today };
  });
}

/**
 * The marketplace funnel for super admins (issue 19, part 4): visitors → requests → requests
 * with a proposal → hired, per week and category. Requests are a cohort by creation week: a
 * request of week 3 that gets its proposal in week 5 counts as "with proposal" in week 3.
 */
@Injectable()
export class FunnelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(query: FunnelQuery): Promise<MarketplaceFunnelDto> {
    const weeks = funnelWeeks(madridToday(this.clock.now()), query.weeks ?? FUNNEL_DEFAULT_WEEKS);
    const category = query.category === undefined ? null : query.category === FUNNEL_NO_CATEGORY ? '' : query.category;
    const filter: FunnelFilter = { from: weeks[0].from, to: weeks[weeks.length - 1].to, known: KNOWN_SLUGS, category };
    const [requests, visits] = await Promise.all([
      countFunnelRequests(this.dataSource, filter),
      countFunnelVisits(this.dataSource, filter),
    ]);

    const byWeek = new Map<string, FunnelWeekDto>(weeks.map((week) => [week.from, { ...week, ...zero() }]));
    const rows = category === null ? CATEGORY_ROWS : CATEGORY_ROWS.filter((row) => row.slug === category);
    const bySlug = new Map<string, FunnelCategoryDto>(rows.map((row) => [row.slug, { ...row, ...zero() }]));
    const totals = zero();
    const add = (steps: Partial<FunnelStepsDto>, week: string, slug: string) => {
      for (const target of [byWeek.get(week), bySlug.get(slug), totals]) {
        if (!target) continue;
        for (const key of Object.keys(steps) as Array<keyof FunnelStepsDto>) target[key] += steps[key] ?? 0;
      }
    };
    for (const row of requests) {
      add({ requests: row.requests, requestsWithProposal: row.requestsWithProposal, hired: row.hired }, row.week, row.slug);
    }
    for (const row of visits) add({ visitors: row.visits }, row.week, row.slug);

    return { weeks: [...byWeek.values()], categories: [...bySlug.values()], totals };
  }
}
