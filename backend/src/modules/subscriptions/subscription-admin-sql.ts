import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import type { SubscriptionRow } from './subscription-sql.js';

/** SQL of the backoffice subscription list (`/api/admin/subscriptions`), read-only. */

/** Status filters use the enum type so ix_company_subscriptions_status_* stay usable. */
export const SUBSCRIPTION_LIST: ListSpec = {
  sortable: {
    createdAt: 's.created_at',
    status: 's.status',
    currentPeriodEnd: 's.current_period_end',
    trialEndsAt: 's.trial_ends_at',
    companyName: 'c.company_name',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['c.company_name'] },
    status: { kind: 'eq', column: 's.status', cast: 'subscription_status' },
    planId: { kind: 'eq', column: 's.plan_id', cast: 'uuid' },
    companyId: { kind: 'eq', column: 's.company_id', cast: 'uuid' },
    trialEndsFrom: { kind: 'from', column: 's.trial_ends_at' },
    trialEndsTo: { kind: 'to', column: 's.trial_ends_at' },
  },
  idColumn: 's.id',
};

const FROM = `FROM company_subscriptions s JOIN companies c ON c.id = s.company_id JOIN subscription_plans p ON p.id = s.plan_id`;

/** A subscription as the backoffice lists it: the company's row without access and features, with the company's name. */
export type AdminSubscriptionRow = Omit<SubscriptionRow, 'hasAccess' | 'features'> & {
  companyName: string;
  createdAt: Date;
  unpaidAt: Date | null;
};

const SELECT = `
  SELECT s.id, s.company_id AS "companyId", c.company_name AS "companyName", p.id AS "planId", p.plan_name AS "planName",
         p.display_name AS "displayName", p.price_monthly AS "priceMonthly", p.price_yearly AS "priceYearly", s.status,
         s.billing_cycle AS "billingCycle", s.trial_ends_at AS "trialEndsAt", s.current_period_start AS "currentPeriodStart",
         s.current_period_end AS "currentPeriodEnd", s.cancel_at_period_end AS "cancelAtPeriodEnd", s.cancelled_at AS "cancelledAt",
         s.unpaid_at AS "unpaidAt", s.created_at AS "createdAt"
    ${FROM}`;

/** The total that matches the list's filter, then its page (limit and offset are parsed integers). */
export async function findAdminSubscriptionPage(db: Queryable, list: ListQuery): Promise<{ rows: AdminSubscriptionRow[]; total: number }> {
  const [{ total }] = await db.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} WHERE ${list.where}`, list.params);
  const rows = await db.query<AdminSubscriptionRow[]>(
    `${SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
    list.params,
  );
  return { rows, total };
}

export async function findAdminSubscription(db: Queryable, id: string): Promise<AdminSubscriptionRow | undefined> {
  const [row] = await db.query<AdminSubscriptionRow[]>(`${SELECT} WHERE s.id = $1`, [id]);
  return row;
}
