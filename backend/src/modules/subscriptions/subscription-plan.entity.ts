import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { numericTransformer } from '../../database/transformers/numeric.transformer.js';

export type PlanAlerts = 'none' | 'digest' | 'instant';
export type PlanInsights = 'none' | 'headline' | 'full';

/** A subscription plan (basic, professional, premium), seeded by `seedPlans`. */
@Entity({ name: 'subscription_plans' })
@Unique('uq_subscription_plans_plan_name', ['planName'])
@Check('ck_subscription_plans_prices', `price_monthly >= 0 AND (price_yearly IS NULL OR price_yearly >= 0)`)
@Check('ck_subscription_plans_max_proposals', `max_proposals_per_month IS NULL OR max_proposals_per_month >= 0`)
@Check('ck_subscription_plans_max_gallery_images', `max_gallery_images IS NULL OR max_gallery_images >= 0`)
@Check('ck_subscription_plans_alerts', `alerts IN ('none', 'digest', 'instant')`)
@Check('ck_subscription_plans_featured_level', `featured_level BETWEEN 0 AND 2`)
@Check('ck_subscription_plans_insights', `insights IN ('none', 'headline', 'full')`)
export class SubscriptionPlan {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_subscription_plans' })
  id: string;

  /** Lower-case key used by registration (`subscriptionPlan`): basic, professional, premium. */
  @Column({ name: 'plan_name', type: 'varchar', length: 50 })
  planName: string;

  @Column({ name: 'display_name', type: 'varchar', length: 100 })
  displayName: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Euros per month; 0 shows as "Gratis". */
  @Column({ name: 'price_monthly', type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  priceMonthly: number;

  /** Euros per year (10 x monthly: "2 meses gratis"); null when not offered. */
  @Column({ name: 'price_yearly', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: numericTransformer })
  priceYearly: number | null;

  /** Proposals a company may send per calendar month; null = unlimited. */
  @Column({ name: 'max_proposals_per_month', type: 'integer', nullable: true })
  maxProposalsPerMonth: number | null;

  /** Images a company shows in its gallery; null = unlimited. Extra ones are hidden, never deleted. */
  @Column({ name: 'max_gallery_images', type: 'integer', nullable: true })
  maxGalleryImages: number | null;

  /** Alerts of new requests: none, a daily digest, or also a mail at once (the company chooses). */
  @Column({ type: 'varchar', length: 10, default: 'none' })
  alerts: PlanAlerts;

  /** 0 none; 1 featured in the directory and searches; 2 also on the home page and city/service pages. */
  @Column({ name: 'featured_level', type: 'smallint', default: 0 })
  featuredLevel: number;

  /** Company statistics (GET /me/insights): none, the headline numbers, or the full weekly breakdown. */
  @Column({ type: 'varchar', length: 10, default: 'none' })
  insights: PlanInsights;

  @Column({ type: 'text', array: true, default: [] })
  features: string[];

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  /** The "Más Popular" plan. */
  @Column({ name: 'is_popular', type: 'boolean', default: false })
  isPopular: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
