import { isUuid } from '@rutalia/catalog';
import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { Queryable } from '../../common/database/queryable.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPlanDto, UpdatePlanDto } from './dto/plan-admin.dto.js';
import { planEntitlementFields } from './dto/plan-entitlements.dto.js';
import { EntitlementsService } from './entitlements.service.js';
import { findAdminPlan, findAdminPlanPage, lockPlan, PLAN_LIST, updatePlan, type PlanRow } from './plan-admin-sql.js';

/** Registration's default plan (auth/registration.service.ts DEFAULT_PLAN; not imported: that module imports this one's). */
const DEFAULT_PLAN = 'basic';

export const planAdminNotFound = () => AppException.notFound('Plan no encontrado', 'PLAN_NOT_FOUND');

/** Backoffice: the subscription plans (super admins). Price changes only reach future invoices. */
@Injectable()
export class PlansAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly entitlements: EntitlementsService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminPlanDto[]; total: number }> {
    const list = parseListQuery(query, PLAN_LIST);
    const { rows, total } = await findAdminPlanPage(this.dataSource, list);
    return { list, rows: rows.map(toAdminPlan), total };
  }

  async get(id: string, manager: Queryable = this.dataSource.manager): Promise<AdminPlanDto> {
    if (!isUuid(id)) throw planAdminNotFound();
    const row = await findAdminPlan(manager, id);
    if (!row) throw planAdminNotFound();
    return toAdminPlan(row);
  }

  /** Locks the plan, applies the given fields and audits `plan.update` with prices before/after. */
  async update(actor: AuthUser, id: string, dto: UpdatePlanDto): Promise<AdminPlanDto> {
    if (!isUuid(id)) throw planAdminNotFound();
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockPlan(manager, id))) throw planAdminNotFound();
      const before = await this.get(id, manager);
      if (dto.isActive === false && before.planName === DEFAULT_PLAN && before.isActive) {
        // Registration gives every new company the default plan: it must stay on offer.
        throw new AppException(
          'PLAN_DEFAULT_REQUIRED',
          `El plan por defecto (${DEFAULT_PLAN}) no se puede desactivar.`,
          HttpStatus.CONFLICT,
          [{ field: 'isActive', message: `El plan por defecto (${DEFAULT_PLAN}) no se puede desactivar.` }],
        );
      }
      const next = {
        description: dto.description === undefined ? before.description : dto.description || null,
        priceMonthly: dto.priceMonthly ?? before.priceMonthly,
        priceYearly: dto.priceYearly === undefined ? before.priceYearly : dto.priceYearly,
        features: dto.features ?? before.features,
        isActive: dto.isActive ?? before.isActive,
        maxProposalsPerMonth: dto.maxProposalsPerMonth === undefined ? before.maxProposalsPerMonth : dto.maxProposalsPerMonth,
        maxGalleryImages: dto.maxGalleryImages === undefined ? before.maxGalleryImages : dto.maxGalleryImages,
        alerts: dto.alerts ?? before.alerts,
        featuredLevel: dto.featuredLevel ?? before.featuredLevel,
        insights: dto.insights ?? before.insights,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]),
      );
      // A save without changes leaves no trace in the audit log.
      if (changed.length === 0) return before;
      await updatePlan(manager, id, next, this.clock.now());
      // The companies on this plan show as many images as it now allows (hidden, never deleted).
      if (changed.includes('maxGalleryImages')) await this.entitlements.applyGalleryLimit({ planId: id }, manager);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'plan.update',
          entityType: 'plan',
          entityId: id,
          details: {
            planName: before.planName,
            changed,
            before: {
              priceMonthly: before.priceMonthly,
              priceYearly: before.priceYearly,
              isActive: before.isActive,
              ...planEntitlementFields(before),
            },
            after: {
              priceMonthly: next.priceMonthly,
              priceYearly: next.priceYearly,
              isActive: next.isActive,
              ...planEntitlementFields(next),
            },
          },
        },
        manager,
      );
      return this.get(id, manager);
    });
  }
}

function toAdminPlan(row: PlanRow): AdminPlanDto {
  return {
    id: row.id,
    planName: row.planName,
    displayName: row.displayName,
    description: row.description,
    priceMonthly: Number(row.priceMonthly),
    priceYearly: row.priceYearly === null ? null : Number(row.priceYearly),
    features: row.features,
    isActive: row.isActive,
    isPopular: row.isPopular,
    sortOrder: row.sortOrder,
    ...planEntitlementFields(row),
    openSubscriptions: row.openSubscriptions,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
