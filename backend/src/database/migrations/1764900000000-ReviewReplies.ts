import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18, part 5: the company answers a review once, publicly. The answer and its date go
 * together (both null or both set); "once" is enforced by the conditional UPDATE of the service.
 */
export class ReviewReplies1764900000000 implements MigrationInterface {
  name = 'ReviewReplies1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE reviews
         ADD COLUMN reply text,
         ADD COLUMN replied_at timestamptz,
         ADD CONSTRAINT ck_reviews_reply CHECK ((reply IS NULL) = (replied_at IS NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews DROP CONSTRAINT ck_reviews_reply, DROP COLUMN replied_at, DROP COLUMN reply`);
  }
}
