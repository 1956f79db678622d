import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SubscriptionPlan } from './subscription-plan.entity.js';

@Injectable()
export class PlansService {
  constructor(@InjectRepository(SubscriptionPlan) private readonly plans: Repository<SubscriptionPlan>) {}

  /** Active plans, cheapest first (spec 7: ordered by price_monthly ascending). */
  listActive(): Promise<SubscriptionPlan[]> {
    return this.plans.find({ where: { isActive: true }, order: { priceMonthly: 'ASC', sortOrder: 'ASC', planName: 'ASC' } });
  }

  /**
   * An active plan by its key, read with a share lock when inside a transaction so it cannot be
   * deleted or deactivated before the transaction that references it commits.
   */
  async findActiveByName(planName: string, manager?: EntityManager): Promise<SubscriptionPlan | null> {
    const repository = manager ? manager.getRepository(SubscriptionPlan) : this.plans;
    const query = repository.createQueryBuilder('plan').where('plan.planName = :planName AND plan.isActive', { planName });
    if (manager?.queryRunner?.isTransactionActive) query.setLock('pessimistic_read');
    return query.getOne();
  }
}
