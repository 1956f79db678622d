import { isUuid } from '@rutalia/catalog';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { AdminSubscriptionDto } from './dto/subscription-admin.dto.js';
import {
  findAdminSubscription,
  findAdminSubscriptionPage,
  SUBSCRIPTION_LIST,
  type AdminSubscriptionRow,
} from './subscription-admin-sql.js';

export const subscriptionAdminNotFound = () => AppException.notFound('Suscripción no encontrada', 'SUBSCRIPTION_NOT_FOUND');

/** Backoffice: every company subscription, read-only (super admins). */
@Injectable()
export class SubscriptionsAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminSubscriptionDto[]; total: number }> {
    const list = parseListQuery(query, SUBSCRIPTION_LIST);
    const { rows, total } = await findAdminSubscriptionPage(this.dataSource, list);
    return { list, rows: rows.map(toAdminSubscription), total };
  }

  async get(id: string): Promise<AdminSubscriptionDto> {
    if (!isUuid(id)) throw subscriptionAdminNotFound();
    const row = await findAdminSubscription(this.dataSource, id);
    if (!row) throw subscriptionAdminNotFound();
    return toAdminSubscription(row);
  }
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toAdminSubscription(row: AdminSubscriptionRow): AdminSubscriptionDto {
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
    unpaidAt: iso(row.unpaidAt),
    createdAt: iso(row.createdAt)!,
  };
}
