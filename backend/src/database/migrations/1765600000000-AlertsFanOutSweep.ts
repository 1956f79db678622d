import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19, alerts: publishing a request queues its fan-out in Redis without waiting; with Redis
 * down at that moment the job was lost and nobody was alerted. `requests.alerts_pending` is set
 * by the publishing INSERT and cleared by the fan-out, and a periodic sweep queues again the
 * requests still pending (partial index: only those rows, normally none). Rows written by other
 * means (demo data, imports, existing requests) start false: they are never fanned out late.
 */
export class AlertsFanOutSweep1765600000000 implements MigrationInterface {
  name = 'AlertsFanOutSweep1765600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE requests ADD COLUMN alerts_pending boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX ix_requests_alerts_pending ON requests (created_at) WHERE alerts_pending`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_requests_alerts_pending`);
    await queryRunner.query(`ALTER TABLE requests DROP COLUMN alerts_pending`);
  }
}
