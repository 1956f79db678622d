import type { Queryable } from '../../common/database/queryable.js';
import type { PlanAlerts, PlanInsights } from './subscription-plan.entity.js';

/** What a company's plan gives it now, read from its latest subscription (ix_company_subscriptions_company_id_created_at). */
export interface EntitlementsRow {
  planId: string;
  planName: string;
  displayName: string;
  /** Trial not ended, or active, or past_due, at the clock's `now`. */
  hasAccess: boolean;
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlerts;
  featuredLevel: number;
  insights: PlanInsights;
}

export async function findCompanyEntitlements(db: Queryable, companyId: string, now: Date): Promise<EntitlementsRow | undefined> {
  const [row] = await db.query<EntitlementsRow[]>(
    `SELECT p.id AS "planId", p.plan_name AS "planName", p.display_name AS "displayName",
            ((s.status = 'trialing' AND s.trial_ends_at > $2) OR s.status IN ('active', 'past_due')) AS "hasAccess",
            p.max_proposals_per_month AS "maxProposalsPerMonth", p.max_gallery_images AS "maxGalleryImages",
            p.alerts, p.featured_level AS "featuredLevel", p.insights
       FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
      WHERE s.company_id = $1
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT 1`,
    [companyId, now],
  );
  return row;
}
