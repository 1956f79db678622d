import type { Queryable } from '../../common/database/queryable.js';

/** One company's counters of one day, as a batch adds them. */
export interface ExposureDelta {
  companyId: string;
  day: string;
  profileViews: number;
  listAppearances: number;
}

/** One day's visits of one landing category ('' = none), as a batch adds them. */
export interface VisitDelta {
  day: string;
  category: string;
  visits: number;
}

/**
 * Adds a batch in one statement. Rows come sorted by key so two processes flushing at once lock
 * them in the same order (no deadlock); a company deleted since it was counted is skipped.
 */
export async function addExposure(db: Queryable, rows: readonly ExposureDelta[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => a.companyId.localeCompare(b.companyId) || a.day.localeCompare(b.day));
  await db.query(
    `INSERT INTO company_insight_days AS d (company_id, day, profile_views, list_appearances)
     SELECT u.company_id, u.day, u.views, u.appearances
       FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[]) WITH ORDINALITY AS u(company_id, day, views, appearances, n)
      WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = u.company_id)
      ORDER BY u.n
     ON CONFLICT (company_id, day) DO UPDATE
        SET profile_views = d.profile_views + EXCLUDED.profile_views,
            list_appearances = d.list_appearances + EXCLUDED.list_appearances`,
    [sorted.map((r) => r.companyId), sorted.map((r) => r.day), sorted.map((r) => r.profileViews), sorted.map((r) => r.listAppearances)],
  );
}

export async function addVisits(db: Queryable, rows: readonly VisitDelta[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.category.localeCompare(b.category));
  await db.query(
    `INSERT INTO site_visit_days AS d (day, category, visits)
     SELECT u.day, u.category, u.visits
       FROM unnest($1::date[], $2::text[], $3::int[]) WITH ORDINALITY AS u(day, category, visits, n)
      ORDER BY u.n
     ON CONFLICT (day, category) DO UPDATE SET visits = d.visits + EXCLUDED.visits`,
    [sorted.map((r) => r.day), sorted.map((r) => r.category), sorted.map((r) => r.visits)],
  );
}
