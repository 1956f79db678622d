import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The backoffice lists' default order (`created_at DESC NULLS LAST, id DESC`, every status) on the
 * big tables: without these, each first page sorts the whole table (the public lists' partial
 * indexes only cover visible companies and active requests).
 */
export class BackofficeListIndexes1764500000000 implements MigrationInterface {
  name = 'BackofficeListIndexes1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX ix_companies_created_at_id ON companies (created_at DESC NULLS LAST, id DESC)`);
    await queryRunner.query(`CREATE INDEX ix_requests_created_at_id ON requests (created_at DESC NULLS LAST, id DESC)`);
    await queryRunner.query(`CREATE INDEX ix_proposals_created_at_id ON proposals (created_at DESC NULLS LAST, id DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_proposals_created_at_id`);
    await queryRunner.query(`DROP INDEX ix_requests_created_at_id`);
    await queryRunner.query(`DROP INDEX ix_companies_created_at_id`);
  }
}
