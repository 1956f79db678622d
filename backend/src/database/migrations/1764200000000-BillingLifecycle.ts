import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription lifecycle (issue 6): when the "your trial ends in 2 days" mail was queued, so
 * the scheduler's scan (status = 'trialing' AND trial_ends_at in the next 2 days, on
 * ix_company_subscriptions_status_trial_ends_at) skips subscriptions already notified.
 */
export class BillingLifecycle1764200000000 implements MigrationInterface {
  name = 'BillingLifecycle1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE company_subscriptions ADD COLUMN trial_ending_notified_at timestamptz`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE company_subscriptions DROP COLUMN trial_ending_notified_at`);
  }
}
