import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Queryable } from '../../common/database/queryable.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
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
import { dunningView } from '../billing/dunning-schedule.js';
import { cancelUnpaidNow, findDunning } from '../billing/dunning-sql.js';
import { CompanySubscription } from './company-subscription.entity.js';
import { planEntitlementFields } from './dto/plan-entitlements.dto.js';
import { EntitlementsService } from './entitlements.service.js';
import type { ChangePlanDto, SubscriptionChangeDto, SubscriptionDto, SubscriptionDunningDto } from './dto/subscription.dto.js';
import {
  findLatestSubscription,
  findNewestCompanyIdOfUser,
  hasSubscriptionAccess,
  lockOfferedPlanShared,
  scheduleCancellation,
  setSubscriptionPlan,
  type SubscriptionRow,
} from './subscription-sql.js';

/** Every company starts with a 7-day free trial (spec 1 and 9). */
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class SubscriptionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly entitlements: EntitlementsService,
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
   * or active, or past_due (spec 4); not unpaid (issue 20). Uses ix_company_subscriptions_company_id_created_at.
   */
  async hasAccess(companyId: string, manager: Queryable = this.dataSource): Promise<boolean> {
    return hasSubscriptionAccess(manager, companyId, this.clock.now());
  }

  /** The company of a company account (its newest, as the profile endpoints pick it). */
  async companyIdOf(user: AuthUser): Promise<string> {
    const companyId = await findNewestCompanyIdOfUser(this.dataSource, user.id);
    if (!companyId) throw companyProfileNotFound();
    return companyId;
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
    return row ? { ...this.toDto(row), dunning: await this.dunningOf(row) } : null;
  }

  /** Plan change on the existing subscription: the next invoice uses the new price. */
  async changePlan(user: AuthUser, dto: ChangePlanDto): Promise<SubscriptionChangeDto> {
    if (!dto.planId && !dto.planName) throw planRequired();
    const companyId = await this.companyIdOf(user);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.latest(manager, companyId, true);
      if (!current) throw subscriptionNotFound();
      if (current.status === SubscriptionStatus.Cancelled) throw subscriptionCancelled();
      const plan = await lockOfferedPlanShared(manager, dto.planId, dto.planName);
      if (!plan) throw planNotFound();
      const cycle = dto.billingCycle ?? current.billingCycle;
      if (cycle === BillingCycle.Yearly && plan.priceYearly === null) throw yearlyNotOffered();
      await setSubscriptionPlan(manager, current.id, plan.id, cycle, this.clock.now());
      // A smaller gallery hides the extra images (a bigger one shows them again); none is deleted.
      await this.entitlements.applyGalleryLimit({ companyId }, manager);
    });
    return { message: BillingMessages.PLAN_UPDATED, subscription: await this.mine(user) };
  }

  /**
   * Cancel at the end of the current period (or of the trial): sets `cancel_at_period_end` and
   * `cancelled_at`; the scheduler moves it to `cancelled` then. Idempotent. An unpaid one (no
   * access, no renewals) is cancelled at once: it has no paid period left to run out; its overdue
   * invoices stay owed.
   */
  async cancel(user: AuthUser): Promise<SubscriptionChangeDto> {
    const companyId = await this.companyIdOf(user);
    await this.dataSource.transaction(async (manager) => {
      const current = await this.latest(manager, companyId, true);
      if (!current) throw subscriptionNotFound();
      if (current.status === SubscriptionStatus.Cancelled || current.cancelAtPeriodEnd) return;
      const now = this.clock.now();
      if (current.status === SubscriptionStatus.Unpaid) await cancelUnpaidNow(manager, current.id, now);
      else await scheduleCancellation(manager, current.id, now);
    });
    return { message: BillingMessages.SUBSCRIPTION_CANCELLED_OK, subscription: await this.mine(user) };
  }

  private latest(manager: Queryable, companyId: string, lock = false): Promise<SubscriptionRow | undefined> {
    return findLatestSubscription(manager, companyId, this.clock.now(), lock);
  }

  /** The overdue invoices of a past_due or unpaid subscription, as the dunning banner shows them. */
  private async dunningOf(row: SubscriptionRow): Promise<SubscriptionDunningDto | null> {
    if (row.status !== SubscriptionStatus.PastDue && row.status !== SubscriptionStatus.Unpaid) return null;
    const dunning = await findDunning(this.dataSource, row.id);
    return dunning ? dunningView(dunning, this.config.billing.pastDueGraceDays) : null;
  }

  private toDto(row: SubscriptionRow): Omit<SubscriptionDto, 'dunning'> {
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
        ...planEntitlementFields(row),
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
