import { SERVICE_CATEGORIES } from '@rutalia/catalog';
import { madridToday } from '../../../modules/requests/request-structure.js';
import { addDays } from '../../../common/clock/calendar-days.js';
import { Rng } from './random.js';
import { DEMO_RANDOM_SEED, type BuiltCompany, type DemoBuildContext } from './types.js';

/** Days of counters the demo starts with: enough for the 30-day statistics and 12 weeks of funnel. */
const COMPANY_DAYS = 30;
const VISIT_DAYS = 84;
/** How much more a plan's featured placement shows a company (featured_level 0, 1, 2). */
const EXPOSURE_BY_PLAN: Record<string, number> = { basic: 1, professional: 1.6, premium: 2.4 };
/** Share of the visits that land on each category's pages (the rest land on the home page or a company). */
const CATEGORY_WEIGHT: Record<string, number> = { mudanzas: 5, 'transporte-nacional': 3, distribucion: 2, almacenaje: 2 };

/**
 * What the recorder would have counted on a live site: per company and day, profile views and list
 * appearances (more for featured plans, fewer at weekends), and per day and landing category, the
 * visits of the marketplace funnel. Its own PRNG, so the rest of the demo does not change.
 */
export function buildInsights(ctx: DemoBuildContext, companies: readonly BuiltCompany[]): void {
  const rng = new Rng(DEMO_RANDOM_SEED + 19);
  const today = madridToday(ctx.now);
  for (const company of companies) {
    const exposure = EXPOSURE_BY_PLAN[company.data.plan] ?? 1;
    const popularity = rng.between(0.5, 1.5);
    for (let back = 0; back < COMPANY_DAYS; back++) {
      const day = addDays(today, -back);
      const weekday = weekdayFactor(day);
      ctx.ds.insightDays.push({
        companyId: company.id,
        day,
        profileViews: Math.round(rng.int(0, 6) * popularity * exposure * weekday),
        listAppearances: Math.round(rng.int(15, 60) * popularity * exposure * weekday),
      });
    }
  }
  for (let back = 0; back < VISIT_DAYS; back++) {
    const day = addDays(today, -back);
    const weekday = weekdayFactor(day);
    ctx.ds.siteVisitDays.push({ day, category: '', visits: Math.round(rng.int(60, 110) * weekday) });
    for (const category of SERVICE_CATEGORIES) {
      const visits = Math.round(rng.int(0, 8) * (CATEGORY_WEIGHT[category.slug] ?? 1) * weekday);
      if (visits > 0) ctx.ds.siteVisitDays.push({ day, category: category.slug, visits });
    }
  }
}

/** Fewer people look for a mover at the weekend. */
function weekdayFactor(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? 0.6 : 1;
}
