import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging (issue 7): a client-generated id per message makes `POST /messages` idempotent
 * (a retry after a network error finds the row instead of storing it twice). Unique per sender,
 * only where given (older rows and clients that send none keep NULL).
 */
export class MessagingRealtime1764400000000 implements MigrationInterface {
  name = 'MessagingRealtime1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE messages ADD COLUMN client_message_id uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_messages_sender_client_message_id ON messages (sender_id, client_message_id) WHERE client_message_id IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX uq_messages_sender_client_message_id`);
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN client_message_id`);
  }
}
