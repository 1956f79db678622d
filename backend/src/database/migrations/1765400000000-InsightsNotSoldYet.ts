import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: the plan cards are generated from the plans' data, so a plan may only carry a feature
 * that exists. Company statistics (part 4) are not built yet: no plan sells them until they are
 * (the column stays; the migration that ships them sets Básico/Profesional `headline` and
 * Premium `full`).
 */
export class InsightsNotSoldYet1765400000000 implements MigrationInterface {
  name = 'InsightsNotSoldYet1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription_plans ALTER COLUMN insights SET DEFAULT 'none'`);
    await queryRunner.query(`UPDATE subscription_plans SET insights = 'none'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE subscription_plans ALTER COLUMN insights SET DEFAULT 'headline'`);
    await queryRunner.query(`UPDATE subscription_plans SET insights = CASE WHEN plan_name = 'premium' THEN 'full' ELSE 'headline' END`);
  }
}
