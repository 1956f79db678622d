import type { Queryable } from '../../common/database/queryable.js';
import type { SubscriptionStatus } from '../../database/enums.js';
import type { PlanAlerts, PlanInsights } from './subscription-plan.entity.js';
import { subscriptionAccessSql } from './subscription-sql.js';

/** What a company's plan gives it now, read from its latest subscription (ix_company_subscriptions_company_id_created_at). */
export interface EntitlementsRow {
  planId: string;
  planName: string;
  displayName: string;
  /** The latest subscription's status (null without one): `unpaid` explains a lack of access. */
  status: SubscriptionStatus | null;
  /** Trial not ended, or active, or past_due, at the clock's `now` (not unpaid nor cancelled). */
  hasAccess: boolean;
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlerts;
  featuredLevel: number;
  insights: PlanInsights;
}

export async function findCompanyEntitlements(db: Queryable, companyId: string, now: Date): Promise<EntitlementsRow | undefined> {
  const [row] = await db.query<EntitlementsRow[]>(
    `SELECT p.id AS "planId", p.plan_name AS "planName", p.display_name AS "displayName", s.status,
            ${subscriptionAccessSql('s', '$2')} AS "hasAccess",
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

/**
 * A company's featured level (0 none, 1 directory and searches, 2 also home and landing pages) as
 * an SQL expression, for lists: its latest subscription's plan featured_level when that
 * subscription gives access at `nowParam` (trial not ended, or active, or past_due; not unpaid), else 0.
 * `companies` is the alias of the companies table in the calling query.
 */
export function featuredLevelSql(companies: string, nowParam: string): string {
  return `coalesce((SELECT CASE WHEN ${subscriptionAccessSql('fs', nowParam)} THEN fp.featured_level ELSE 0 END
                      FROM company_subscriptions fs JOIN subscription_plans fp ON fp.id = fs.plan_id
                     WHERE fs.company_id = ${companies}.id
                     ORDER BY fs.created_at DESC, fs.id DESC
                     LIMIT 1), 0)`;
}

/**
 * Ids of companies that ever had a subscription on a plan of featured level `minLevelParam` or
 * more (ix_company_subscriptions_plan_id): a cheap superset to test `featuredLevelSql` on, so a
 * list never evaluates it for every visible company.
 */
export function featuredCandidatesSql(minLevelParam: string): string {
  return `SELECT cs.company_id FROM company_subscriptions cs JOIN subscription_plans cp ON cp.id = cs.plan_id
           WHERE cp.featured_level >= ${minLevelParam}`;
}
