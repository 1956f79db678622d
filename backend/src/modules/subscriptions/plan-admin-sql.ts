import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { PlanAlerts, PlanInsights } from './subscription-plan.entity.js';

/** SQL of the backoffice plan list and editor (`/api/admin/plans`). */

export const PLAN_LIST: ListSpec = {
  sortable: {
    priceMonthly: 'p.price_monthly',
    planName: 'p.plan_name',
    displayName: 'p.display_name',
    sortOrder: 'p.sort_order',
    isActive: 'p.is_active',
    createdAt: 'p.created_at',
  },
  defaultSort: ['priceMonthly', 'ASC'],
  filters: {
    q: { kind: 'search', columns: ['p.plan_name', 'p.display_name'] },
    isActive: { kind: 'bool', column: 'p.is_active' },
  },
  idColumn: 'p.id',
};

export interface PlanRow {
  id: string;
  planName: string;
  displayName: string;
  description: string | null;
  priceMonthly: string;
  priceYearly: string | null;
  features: string[];
  isActive: boolean;
  isPopular: boolean;
  sortOrder: number;
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlerts;
  featuredLevel: number;
  insights: PlanInsights;
  openSubscriptions: number;
  createdAt: Date;
  updatedAt: Date;
}

const PLAN_SELECT = `
  SELECT p.id, p.plan_name AS "planName", p.display_name AS "displayName", p.description,
         p.price_monthly AS "priceMonthly", p.price_yearly AS "priceYearly", p.features, p.is_active AS "isActive",
         p.is_popular AS "isPopular", p.sort_order AS "sortOrder", p.max_proposals_per_month AS "maxProposalsPerMonth",
         p.max_gallery_images AS "maxGalleryImages", p.alerts, p.featured_level AS "featuredLevel", p.insights, p.created_at AS "createdAt", p.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM company_subscriptions s WHERE s.plan_id = p.id AND s.status <> 'cancelled') AS "openSubscriptions"
    FROM subscription_plans p`;

/** The total that matches the list's filter, then its page (limit and offset are parsed integers). */
export async function findAdminPlanPage(db: Queryable, list: ListQuery): Promise<{ rows: PlanRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM subscription_plans p WHERE ${list.where}`,
    list.params,
  );
  const rows = await db.query<PlanRow[]>(
    `${PLAN_SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
    list.params,
  );
  return { rows, total };
}

export async function findAdminPlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.query<PlanRow[]>(`${PLAN_SELECT} WHERE p.id = $1`, [id]);
  return row;
}

/** Locks the plan row (FOR UPDATE); false when there is no such plan. */
export async function lockPlan(db: Queryable, id: string): Promise<boolean> {
  const [locked] = await db.query<{ id: string }[]>(`SELECT id FROM subscription_plans WHERE id = $1 FOR UPDATE`, [id]);
  return Boolean(locked);
}

/** The editable fields of a plan (prices as the API sends them: numbers). */
export interface PlanChanges {
  description: string | null;
  priceMonthly: number;
  priceYearly: number | null;
  features: string[];
  isActive: boolean;
  maxProposalsPerMonth: number | null;
  maxGalleryImages: number | null;
  alerts: PlanAlerts;
  featuredLevel: number;
  insights: PlanInsights;
}

export async function updatePlan(db: Queryable, id: string, next: PlanChanges, now: Date): Promise<void> {
  await db.query(
    `UPDATE subscription_plans SET description = $2, price_monthly = $3, price_yearly = $4, features = $5, is_active = $6, updated_at = $7,
            max_proposals_per_month = $8, max_gallery_images = $9, alerts = $10, featured_level = $11, insights = $12
      WHERE id = $1`,
    [
      id,
      next.description,
      next.priceMonthly,
      next.priceYearly,
      next.features,
      next.isActive,
      now,
      next.maxProposalsPerMonth,
      next.maxGalleryImages,
      next.alerts,
      next.featuredLevel,
      next.insights,
    ],
  );
}
