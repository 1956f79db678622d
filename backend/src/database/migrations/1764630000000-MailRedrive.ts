import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the mail re-drive needs: the job's data (`payload`, so a mail whose job gave up can be
 * queued again; cleared once sent), when it was last tried, and when it was given up. The partial
 * index keeps the re-drive's scan to the unsent rows.
 */
export class MailRedrive1764630000000 implements MigrationInterface {
  name = 'MailRedrive1764630000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE mail_log ADD COLUMN payload jsonb, ADD COLUMN last_attempt_at timestamptz, ADD COLUMN gave_up_at timestamptz`,
    );
    await queryRunner.query(`CREATE INDEX ix_mail_log_unsent_created_at ON mail_log (created_at) WHERE status <> 'sent'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_mail_log_unsent_created_at`);
    await queryRunner.query(`ALTER TABLE mail_log DROP COLUMN gave_up_at, DROP COLUMN last_attempt_at, DROP COLUMN payload`);
  }
}
