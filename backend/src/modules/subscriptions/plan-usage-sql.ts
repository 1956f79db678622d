import type { Queryable } from '../../common/database/queryable.js';

/** Proposals a company sent in the Madrid calendar month that contains `now`, and that month's bounds. */
export interface ProposalMonthUsage {
  used: number;
  /** `YYYY-MM` of the month in Madrid. */
  month: string;
  monthStart: Date;
  /** When the count starts again: the 1st of the next month, 00:00 in Madrid. */
  nextMonthStart: Date;
}

/**
 * Counts every proposal the company sent in the month (whatever became of it; drafts are not sent yet) with
 * ix_proposals_company_id_created_at. The month is Madrid's: 23:30 UTC on 31 January is already
 * February there. `now` comes from the injectable clock; `created_at` is the database's time.
 */
export async function countProposalsInMonth(db: Queryable, companyId: string, now: Date): Promise<ProposalMonthUsage> {
  const [row] = await db.query<{ used: number; month: string; monthStart: Date; nextMonthStart: Date }[]>(
    `WITH bounds AS (
       SELECT date_trunc('month', $2::timestamptz AT TIME ZONE 'Europe/Madrid') AS local_start)
     SELECT (SELECT count(*)::int FROM proposals p
              WHERE p.company_id = $1
                AND p.status <> 'draft' -- issue 22: counted when sent, on verification
                AND p.created_at >= b.local_start AT TIME ZONE 'Europe/Madrid'
                AND p.created_at < (b.local_start + interval '1 month') AT TIME ZONE 'Europe/Madrid') AS used,
            to_char(b.local_start, 'YYYY-MM') AS month,
            b.local_start AT TIME ZONE 'Europe/Madrid' AS "monthStart",
            (b.local_start + interval '1 month') AT TIME ZONE 'Europe/Madrid' AS "nextMonthStart"
       FROM bounds b`,
    [companyId, now],
  );
  return row;
}

/** Gallery images of a company: all of them, and how many its plan hides. */
export async function countGalleryImages(db: Queryable, companyId: string): Promise<{ total: number; hidden: number }> {
  const [row] = await db.query<{ total: number; hidden: number }[]>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE hidden_by_plan))::int AS hidden FROM company_images WHERE company_id = $1`,
    [companyId],
  );
  return row;
}

/** The plan a company can move to for more of something. */
export interface UpgradePlanRow {
  planName: string;
  displayName: string;
  /** The new limit; null = unlimited. */
  limit: number | null;
}

const LIMIT_COLUMN = { proposals: 'max_proposals_per_month', gallery: 'max_gallery_images' } as const;

/**
 * The cheapest plan on offer whose limit of `resource` is above `current` (null = unlimited
 * counts as above any number); undefined when no plan gives more.
 */
export async function findUpgradePlan(
  db: Queryable,
  resource: keyof typeof LIMIT_COLUMN,
  current: number,
): Promise<UpgradePlanRow | undefined> {
  const column = LIMIT_COLUMN[resource];
  const [row] = await db.query<UpgradePlanRow[]>(
    `SELECT plan_name AS "planName", display_name AS "displayName", ${column} AS "limit"
       FROM subscription_plans
      WHERE is_active AND (${column} IS NULL OR ${column} > $1)
      ORDER BY price_monthly, sort_order, plan_name
      LIMIT 1`,
    [current],
  );
  return row;
}
