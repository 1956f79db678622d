import type { Queryable } from '../../common/database/queryable.js';
import type { BillingCycle, SubscriptionStatus } from '../../database/enums.js';
import type { PlanAlerts, PlanInsights } from './subscription-plan.entity.js';

/**
 * SQL of a company's own subscription (SubscriptionsService). A company's latest subscription is
 * found through ix_company_subscriptions_company_id_created_at. `now` is always the clock's.
 */

/**
 * Access (spec 4) of the subscription aliased `alias` at `now` (an SQL parameter): the trial has
 * not ended, or it is active or past_due. The one definition: EntitlementsService, featured
 * placement and the alerts fan-out all use it. It lists the statuses that give access, so
 * `unpaid` (suspended for non-payment, issue 20) and `cancelled` give none.
 */
export const subscriptionAccessSql = (alias: string, now: string) =>
  `((${alias}.status = 'trialing' AND ${alias}.trial_ends_at > ${now}) OR ${alias}.status IN ('active', 'past_due'))`;

/** `$2` is the clock's now. */
const ACCESS_SQL = subscriptionAccessSql('s', '$2');

export interface SubscriptionRow {
  id: string;
  companyId: string;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  hasAccess: boolean;
  planId: string;
  planName: string;
  displayName: string;
  priceMonthly: string;
  priceYearly: string | null;
  features: string[];
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlerts;
  featuredLevel: number;
  insights: PlanInsights;
}

const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.company_id AS "companyId", s.status, s.billing_cycle AS "billingCycle", s.trial_ends_at AS "trialEndsAt",
         s.current_period_start AS "currentPeriodStart", s.current_period_end AS "currentPeriodEnd",
         s.cancel_at_period_end AS "cancelAtPeriodEnd", s.cancelled_at AS "cancelledAt", ${ACCESS_SQL} AS "hasAccess",
         p.id AS "planId", p.plan_name AS "planName", p.display_name AS "displayName", p.price_monthly AS "priceMonthly",
         p.price_yearly AS "priceYearly", p.features, p.max_proposals_per_month AS "maxProposalsPerMonth",
         p.max_gallery_images AS "maxGalleryImages", p.alerts, p.featured_level AS "featuredLevel", p.insights
    FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id`;

/** Whether any of the company's subscriptions gives access at `now`. */
export async function hasSubscriptionAccess(db: Queryable, companyId: string, now: Date): Promise<boolean> {
  const [row] = await db.query(`SELECT bool_or(${ACCESS_SQL}) AS access FROM company_subscriptions s WHERE s.company_id = $1`, [
    companyId,
    now,
  ]);
  return row?.access === true;
}

/** The newest company of a user (as the profile endpoints pick it). */
export async function findNewestCompanyIdOfUser(db: Queryable, userId: string): Promise<string | undefined> {
  const [company] = await db.query<{ id: string }[]>(`SELECT id FROM companies WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [
    userId,
  ]);
  return company?.id;
}

/** The company's latest subscription with its plan; `lock` locks the subscription row (FOR UPDATE OF s). */
export async function findLatestSubscription(
  db: Queryable,
  companyId: string,
  now: Date,
  lock = false,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow[]>(
    `${SUBSCRIPTION_SELECT} WHERE s.company_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1${lock ? ' FOR UPDATE OF s' : ''}`,
    [companyId, now],
  );
  return row;
}

/**
 * An offered plan by id (when `planId` is given) or else by name, locked FOR SHARE so it cannot
 * be withdrawn before the change commits.
 */
export async function lockOfferedPlanShared(
  db: Queryable,
  planId: string | undefined,
  planName: string | undefined,
): Promise<{ id: string; priceYearly: string | null } | undefined> {
  const [plan] = await db.query<{ id: string; priceYearly: string | null }[]>(
    `SELECT id, price_yearly AS "priceYearly" FROM subscription_plans
      WHERE is_active AND ${planId ? 'id = $1' : 'plan_name = $1'} FOR SHARE`,
    [planId ?? planName],
  );
  return plan;
}

export async function setSubscriptionPlan(
  db: Queryable,
  subscriptionId: string,
  planId: string,
  billingCycle: BillingCycle,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET plan_id = $2, billing_cycle = $3, updated_at = $4 WHERE id = $1`, [
    subscriptionId,
    planId,
    billingCycle,
    now,
  ]);
}

/** Cancel at the end of the current period: the scheduler moves it to `cancelled` then. */
export async function scheduleCancellation(db: Queryable, subscriptionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE company_subscriptions SET cancel_at_period_end = true, cancelled_at = $2, updated_at = $2 WHERE id = $1`, [
    subscriptionId,
    now,
  ]);
}
