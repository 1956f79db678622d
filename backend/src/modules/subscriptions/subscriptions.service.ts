import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BillingCycle, SubscriptionStatus } from '../../database/enums.js';
import { CompanySubscription } from './company-subscription.entity.js';

/** Every company starts with a 7-day free trial (spec 1 and 9). */
export const TRIAL_DAYS = 7;
const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class SubscriptionsService {
  /** The trialing subscription of a new company, inside the caller's transaction. */
  async startTrial(manager: EntityManager, companyId: string, planId: string, now = new Date()): Promise<CompanySubscription> {
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
}
