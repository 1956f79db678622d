import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { BillingCycle, SubscriptionStatus } from '../../database/enums.js';
import type { AdminSubscriptionDto } from './dto/subscription-admin.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

interface SubscriptionRow {
  id: string;
  companyId: string;
  companyName: string;
  planId: string;
  planName: string;
  displayName: string;
  priceMonthly: string;
  priceYearly: string | null;
  status: SubscriptionStatus;
  billingCycle: BillingCycle;
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
}

const SELECT = `
  SELECT s.id, s.company_id AS "companyId", c.company_name AS "companyName", p.id AS "planId", p.plan_name AS "planName",
         p.display_name AS "displayName", p.price_monthly AS "priceMonthly", p.price_yearly AS "priceYearly", s.status,
         s.billing_cycle AS "billingCycle", s.trial_ends_at AS "trialEndsAt", s.current_period_start AS "currentPeriodStart",
         s.current_period_end AS "currentPeriodEnd", s.cancel_at_period_end AS "cancelAtPeriodEnd", s.cancelled_at AS "cancelledAt",
         s.created_at AS "createdAt"
    ${FROM}`;

export const subscriptionAdminNotFound = () => AppException.notFound('Suscripción no encontrada', 'SUBSCRIPTION_NOT_FOUND');

/** Backoffice: every company subscription, read-only (super admins). */
@Injectable()
export class SubscriptionsAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminSubscriptionDto[]; total: number }> {
    const list = parseListQuery(query, SUBSCRIPTION_LIST);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total ${FROM} WHERE ${list.where}`, list.params);
    const rows = await this.dataSource.query<SubscriptionRow[]>(
      `${SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
      list.params,
    );
    return { list, rows: rows.map(toAdminSubscription), total };
  }

  async get(id: string): Promise<AdminSubscriptionDto> {
    if (!UUID.test(id)) throw subscriptionAdminNotFound();
    const [row] = await this.dataSource.query<SubscriptionRow[]>(`${SELECT} WHERE s.id = $1`, [id]);
    if (!row) throw subscriptionAdminNotFound();
    return toAdminSubscription(row);
  }
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toAdminSubscription(row: SubscriptionRow): AdminSubscriptionDto {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    planId: row.planId,
    plan: {
      id: row.planId,
      planName: row.planName,
      displayName: row.displayName,
      priceMonthly: Number(row.priceMonthly),
      priceYearly: row.priceYearly === null ? null : Number(row.priceYearly),
    },
    status: row.status,
    billingCycle: row.billingCycle,
    trialEndsAt: iso(row.trialEndsAt),
    currentPeriodStart: iso(row.currentPeriodStart)!,
    currentPeriodEnd: iso(row.currentPeriodEnd)!,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    cancelledAt: iso(row.cancelledAt),
    createdAt: iso(row.createdAt)!,
  };
}
