import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `requests.cancelled_by_moderator_at`: a moderator's cancel is final, and the rule must fit in the
 * WHERE of one conditional UPDATE (an audit_logs lookup in a subquery reads the statement's
 * snapshot, so a cancel committed meanwhile would go unseen). Backfilled from the `request.cancel`
 * audit entries that recognised it until now.
 */
export class RequestModeration1764610000000 implements MigrationInterface {
  name = 'RequestModeration1764610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE requests ADD COLUMN cancelled_by_moderator_at timestamptz`);
    await queryRunner.query(
      `UPDATE requests r SET cancelled_by_moderator_at = a.cancelled_at
         FROM (SELECT entity_id, min(created_at) AS cancelled_at FROM audit_logs
                WHERE entity_type = 'request' AND action = 'request.cancel' GROUP BY entity_id) a
        WHERE a.entity_id = r.id AND r.status = 'cancelled'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE requests DROP COLUMN cancelled_by_moderator_at`);
  }
}
