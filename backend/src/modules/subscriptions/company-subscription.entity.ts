import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { BILLING_CYCLE_ENUM_NAME, BillingCycle, SUBSCRIPTION_STATUS_ENUM_NAME, SubscriptionStatus } from '../../database/enums.js';
import { Company } from '../companies/company.entity.js';
import { SubscriptionPlan } from './subscription-plan.entity.js';

/**
 * A company's subscription. At most one non-cancelled subscription per company
 * (partial unique index). Cancelling sets `cancel_at_period_end` and `cancelled_at`;
 * the scheduler moves it to `cancelled` at `current_period_end`.
 */
@Entity({ name: 'company_subscriptions' })
@Index('uq_company_subscriptions_open', { synchronize: false }) // UNIQUE (company_id) WHERE status <> 'cancelled'
@Index('ix_company_subscriptions_company_id_created_at', { synchronize: false }) // (company_id, created_at DESC)
@Index('ix_company_subscriptions_status_period_end', ['status', 'currentPeriodEnd'])
@Index('ix_company_subscriptions_status_trial_ends_at', ['status', 'trialEndsAt'])
@Index('ix_company_subscriptions_plan_id', ['planId'])
@Check('ck_company_subscriptions_period', `current_period_end > current_period_start`)
@Check('ck_company_subscriptions_trial', `status <> 'trialing' OR trial_ends_at IS NOT NULL`)
export class CompanySubscription {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_company_subscriptions' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ name: 'plan_id', type: 'uuid' })
  planId: string;

  @Column({ type: 'enum', enum: SubscriptionStatus, enumName: SUBSCRIPTION_STATUS_ENUM_NAME, default: SubscriptionStatus.Trialing })
  status: SubscriptionStatus;

  @Column({ name: 'billing_cycle', type: 'enum', enum: BillingCycle, enumName: BILLING_CYCLE_ENUM_NAME, default: BillingCycle.Monthly })
  billingCycle: BillingCycle;

  @Column({ name: 'trial_ends_at', type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  @Column({ name: 'current_period_start', type: 'timestamptz', default: () => 'now()' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** When the "trial ends in 2 days" mail was queued (once per subscription). */
  @Column({ name: 'trial_ending_notified_at', type: 'timestamptz', nullable: true })
  trialEndingNotifiedAt: Date | null;

  /** When the grace after an overdue invoice ended and it became `unpaid` (null otherwise; issue 20). */
  @Column({ name: 'unpaid_at', type: 'timestamptz', nullable: true })
  unpaidAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'company_id', foreignKeyConstraintName: 'fk_company_subscriptions_company' })
  company?: Relation<Company>;

  @ManyToOne(() => SubscriptionPlan, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'plan_id', foreignKeyConstraintName: 'fk_company_subscriptions_plan' })
  plan?: Relation<SubscriptionPlan>;
}
