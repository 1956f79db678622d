import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminPlanDto, UpdatePlanDto } from './dto/plan-admin.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

interface PlanRow {
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
  openSubscriptions: number;
  createdAt: Date;
  updatedAt: Date;
}

const PLAN_SELECT = `
  SELECT p.id, p.plan_name AS "planName", p.display_name AS "displayName", p.description,
         p.price_monthly AS "priceMonthly", p.price_yearly AS "priceYearly", p.features, p.is_active AS "isActive",
         p.is_popular AS "isPopular", p.sort_order AS "sortOrder", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM company_subscriptions s WHERE s.plan_id = p.id AND s.status <> 'cancelled') AS "openSubscriptions"
    FROM subscription_plans p`;

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
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminPlanDto[]; total: number }> {
    const list = parseListQuery(query, PLAN_LIST);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM subscription_plans p WHERE ${list.where}`, list.params);
    const rows = await this.dataSource.query<PlanRow[]>(
      `${PLAN_SELECT} WHERE ${list.where} ORDER BY ${list.orderBy} LIMIT ${list.limit} OFFSET ${list.offset}`,
      list.params,
    );
    return { list, rows: rows.map(toAdminPlan), total };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<AdminPlanDto> {
    if (!UUID.test(id)) throw planAdminNotFound();
    const [row] = await manager.query<PlanRow[]>(`${PLAN_SELECT} WHERE p.id = $1`, [id]);
    if (!row) throw planAdminNotFound();
    return toAdminPlan(row);
  }

  /** Locks the plan, applies the given fields and audits `plan.update` with prices before/after. */
  async update(actor: AuthUser, id: string, dto: UpdatePlanDto): Promise<AdminPlanDto> {
    if (!UUID.test(id)) throw planAdminNotFound();
    return this.dataSource.transaction(async (manager) => {
      const [locked] = await manager.query<{ id: string }[]>(`SELECT id FROM subscription_plans WHERE id = $1 FOR UPDATE`, [id]);
      if (!locked) throw planAdminNotFound();
      const before = await this.get(id, manager);
      if (dto.isActive === false && before.planName === DEFAULT_PLAN && before.isActive) {
        // Registration gives every new company the default plan: it must stay on offer.
        throw new AppException('PLAN_DEFAULT_REQUIRED', `El plan por defecto (${DEFAULT_PLAN}) no se puede desactivar.`, HttpStatus.CONFLICT, [
          { field: 'isActive', message: `El plan por defecto (${DEFAULT_PLAN}) no se puede desactivar.` },
        ]);
      }
      const next = {
        description: dto.description === undefined ? before.description : dto.description || null,
        priceMonthly: dto.priceMonthly ?? before.priceMonthly,
        priceYearly: dto.priceYearly === undefined ? before.priceYearly : dto.priceYearly,
        features: dto.features ?? before.features,
        isActive: dto.isActive ?? before.isActive,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]));
      // A save without changes leaves no trace in the audit log.
      if (changed.length === 0) return before;
      await manager.query(
        `UPDATE subscription_plans SET description = $2, price_monthly = $3, price_yearly = $4, features = $5, is_active = $6, updated_at = $7 WHERE id = $1`,
        [id, next.description, next.priceMonthly, next.priceYearly, next.features, next.isActive, this.clock.now()],
      );
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'plan.update',
          entityType: 'plan',
          entityId: id,
          details: {
            planName: before.planName,
            changed,
            before: { priceMonthly: before.priceMonthly, priceYearly: before.priceYearly, isActive: before.isActive },
            after: { priceMonthly: next.priceMonthly, priceYearly: next.priceYearly, isActive: next.isActive },
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
    openSubscriptions: row.openSubscriptions,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
