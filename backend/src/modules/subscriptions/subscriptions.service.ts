import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { BillingCycle, SubscriptionStatus } from '../../database/enums.js';
import {
  BillingMessages,
  companyProfileNotFound,
  planNotFound,
  planRequired,
  subscriptionCancelled,
  subscriptionNotFound,
  yearlyNotOffered,
} from '../billing/billing-errors.js';
import { daysLeft } from '../billing/billing-format.js';
import { CompanySubscription } from './company-subscription.entity.js';
import type { ChangePlanDto, SubscriptionChangeDto, SubscriptionDto } from './dto/subscription.dto.js';

/** Every company starts with a 7-day free trial (spec 1 and 9). */
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

/** Access (spec 4): the trial has not ended, or the subscription is active or past_due. `$2` is the clock's now. */
const ACCESS_SQL = `((s.status = 'trialing' AND s.trial_ends_at > $2) OR s.status IN ('active', 'past_due'))`;

interface SubscriptionRow {
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
}

const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.company_id AS "companyId", s.status, s.billing_cycle AS "billingCycle", s.trial_ends_at AS "trialEndsAt",
         s.current_period_start AS "currentPeriodStart", s.current_period_end AS "currentPeriodEnd",
         s.cancel_at_period_end AS "cancelAtPeriodEnd", s.cancelled_at AS "cancelledAt", ${ACCESS_SQL} AS "hasAccess",
         p.id AS "planId", p.plan_name AS "planName", p.display_name AS "displayName", p.price_monthly AS "priceMonthly",
         p.price_yearly AS "priceYearly", p.features
    FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id`;

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The trialing subscription of a new company, inside the caller's transaction. */
  async startTrial(manager: EntityManager, companyId: string, planId: string, now = this.clock.now()): Promise<CompanySubscription> {
    const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    const repository = manager.getRepository(CompanySubscription);
    return repository.save(
      repository.create({
        companyId,
        planId,
        status: SubscriptionStatus.Trialing,
        billingCycle: BillingCycle.Monthly,
        trialEndsAt,
        currentPeriodStart: now,
        currentPeriodEnd: trialEndsAt,
        cancelAtPeriodEnd: false,
      }),
    );
  }

  /**
   * Whether the company may use the paid features now (by the injected clock): a valid trial,
   * or active, or past_due (spec 4). Uses ix_company_subscriptions_company_id_created_at.
   */
  async hasAccess(companyId: string, manager: Pick<EntityManager, 'query'> = this.dataSource): Promise<boolean> {
    const [row] = await manager.query(
      `SELECT bool_or(${ACCESS_SQL}) AS access FROM company_subscriptions s WHERE s.company_id = $1`,
      [companyId, this.clock.now()],
    );
    return row?.access === true;
  }

  /** The company of a company account (its newest, as the profile endpoints pick it). */
  async companyIdOf(user: AuthUser): Promise<string> {
    const [company] = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM companies WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [user.id],
    );
    if (!company) throw companyProfileNotFound();
    return company.id;
  }

  /** `GET /me/subscription`: the latest subscription (spec 7), 404 when there is none. */
  async mine(user: AuthUser): Promise<SubscriptionDto> {
    const subscription = await this.latestFor(await this.companyIdOf(user));
    if (!subscription) throw subscriptionNotFound();
    return subscription;
  }

  /** The company's latest subscription with its plan, or null (ix_company_subscriptions_company_id_created_at). */
  async latestFor(companyId: string): Promise<SubscriptionDto | null> {
    const row = await this.latest(this.dataSource.manager, companyId);
    return row ? this.toDto(row) : null;
  }

  /** Plan change on the existing subscription: the next invoice uses the new price. */
  async changePlan(user: AuthUser, dto: ChangePlanDto): Promise<SubscriptionChangeDto> {
    if (!dto.planId && !dto.planName) throw planRequired();
    const companyId = await this.companyIdOf(user);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.latest(manager, companyId, true);
      if (!current) throw subscriptionNotFound();
      if (current.status === SubscriptionStatus.Cancelled) throw subscriptionCancelled();
      const [plan] = await manager.query<{ id: string; priceYearly: string | null }[]>(
        `SELECT id, price_yearly AS "priceYearly" FROM subscription_plans
          WHERE is_active AND ${dto.planId ? 'id = $1' : 'plan_name = $1'} FOR SHARE`,
        [dto.planId ?? dto.planName],
      );
      if (!plan) throw planNotFound();
      const cycle = dto.billingCycle ?? current.billingCycle;
      if (cycle === BillingCycle.Yearly && plan.priceYearly === null) throw yearlyNotOffered();
      await manager.query(`UPDATE company_subscriptions SET plan_id = $2, billing_cycle = $3, updated_at = $4 WHERE id = $1`, [
        current.id,
        plan.id,
        cycle,
        this.clock.now(),
      ]);
    });
    return { message: BillingMessages.PLAN_UPDATED, subscription: await this.mine(user) };
  }

  /**
   * Cancel at the end of the current period (or of the trial): sets `cancel_at_period_end` and
   * `cancelled_at`; the scheduler moves it to `cancelled` then. Idempotent.
   */
  async cancel(user: AuthUser): Promise<SubscriptionChangeDto> {
    const companyId = await this.companyIdOf(user);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.latest(manager, companyId, true);
      if (!current) throw subscriptionNotFound();
      if (current.status === SubscriptionStatus.Cancelled || current.cancelAtPeriodEnd) return;
      const now = this.clock.now();
      await manager.query(
        `UPDATE company_subscriptions SET cancel_at_period_end = true, cancelled_at = $2, updated_at = $2 WHERE id = $1`,
        [current.id, now],
      );
    });
    return { message: BillingMessages.SUBSCRIPTION_CANCELLED_OK, subscription: await this.mine(user) };
  }

  private async latest(manager: Pick<EntityManager, 'query'>, companyId: string, lock = false): Promise<SubscriptionRow | undefined> {
    const [row] = await manager.query<SubscriptionRow[]>(
      `${SUBSCRIPTION_SELECT} WHERE s.company_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT 1${lock ? ' FOR UPDATE OF s' : ''}`,
      [companyId, this.clock.now()],
    );
    return row;
  }

  private toDto(row: SubscriptionRow): SubscriptionDto {
    const now = this.clock.now();
    return {
      id: row.id,
      plan: {
        id: row.planId,
        planName: row.planName,
        displayName: row.displayName,
        priceMonthly: Number(row.priceMonthly),
        priceYearly: row.priceYearly === null ? null : Number(row.priceYearly),
        features: row.features,
      },
      status: row.status,
      billingCycle: row.billingCycle,
      trialEndsAt: iso(row.trialEndsAt),
      trialDaysLeft: row.status === SubscriptionStatus.Trialing ? daysLeft(row.trialEndsAt, now) : 0,
      currentPeriodStart: iso(row.currentPeriodStart)!,
      currentPeriodEnd: iso(row.currentPeriodEnd)!,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      cancelledAt: iso(row.cancelledAt),
      hasAccess: row.hasAccess === true,
    };
  }
}

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
