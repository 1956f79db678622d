import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, "Entitlements, one place": what each plan gives, as data admins edit, next to
 * `max_proposals_per_month` (already there, now enforced):
 * - `max_gallery_images`: images a company shows (null = unlimited);
 * - `alerts`: `none`, `digest` (a daily mail) or `instant` (a mail at once or the digest, as the
 *   company chooses); the in-app alert comes with either;
 * - `featured_level`: 0 none, 1 featured in the directory and searches, 2 also on the home page
 *   and the city and service pages;
 * - `insights`: `none`, `headline` (the numbers) or `full` (weekly breakdown with charts).
 * The three seeded plans get what their cards promised (Básico 10 proposals and 5 images;
 * Profesional 50 and 20, alerts, featured in directory and searches; Premium unlimited, alerts,
 * featured everywhere, full insights); plans an admin created keep the defaults.
 * company_images gains `hidden_by_plan`: a downgrade hides the extra images, never deletes them.
 */
const UP = [
  `ALTER TABLE subscription_plans
     ADD COLUMN max_gallery_images integer,
     ADD COLUMN alerts varchar(10) NOT NULL DEFAULT 'none',
     ADD COLUMN featured_level smallint NOT NULL DEFAULT 0,
     ADD COLUMN insights varchar(10) NOT NULL DEFAULT 'headline',
     ADD CONSTRAINT ck_subscription_plans_max_gallery_images CHECK (max_gallery_images IS NULL OR max_gallery_images >= 0),
     ADD CONSTRAINT ck_subscription_plans_alerts CHECK (alerts IN ('none', 'digest', 'instant')),
     ADD CONSTRAINT ck_subscription_plans_featured_level CHECK (featured_level BETWEEN 0 AND 2),
     ADD CONSTRAINT ck_subscription_plans_insights CHECK (insights IN ('none', 'headline', 'full'))`,
  `UPDATE subscription_plans SET max_gallery_images = 5 WHERE plan_name = 'basic'`,
  `UPDATE subscription_plans SET max_gallery_images = 20, alerts = 'instant', featured_level = 1 WHERE plan_name = 'professional'`,
  `UPDATE subscription_plans SET alerts = 'instant', featured_level = 2, insights = 'full' WHERE plan_name = 'premium'`,
  `ALTER TABLE company_images ADD COLUMN hidden_by_plan boolean NOT NULL DEFAULT false`,
];

const DOWN = [
  `ALTER TABLE company_images DROP COLUMN hidden_by_plan`,
  `ALTER TABLE subscription_plans
     DROP CONSTRAINT ck_subscription_plans_insights, DROP CONSTRAINT ck_subscription_plans_featured_level,
     DROP CONSTRAINT ck_subscription_plans_alerts, DROP CONSTRAINT ck_subscription_plans_max_gallery_images,
     DROP COLUMN insights, DROP COLUMN featured_level, DROP COLUMN alerts, DROP COLUMN max_gallery_images`,
];

export class PlanEntitlements1765200000000 implements MigrationInterface {
  name = 'PlanEntitlements1765200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
