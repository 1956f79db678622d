import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, "Accounts and privacy": notification preferences. One row per user and kind the
 * user has chosen (no row means on): the send-time check is a primary-key lookup, a new kind
 * needs no data migration, and the rows go with the account (ON DELETE CASCADE). The kinds
 * kept here are the ones with no home of their own; request alerts (company_alert_settings.
 * email_mode) and the newsletter (newsletter_subscriptions) keep theirs.
 */
const UP = [
  `CREATE TABLE notification_preferences (
     user_id uuid NOT NULL,
     kind varchar(40) NOT NULL,
     enabled boolean NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_notification_preferences PRIMARY KEY (user_id, kind),
     CONSTRAINT fk_notification_preferences_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_notification_preferences_kind
       CHECK (kind IN ('proposal_received', 'proposal_updates', 'hiring_followup', 'new_message'))
   )`,
];

const DOWN = [`DROP TABLE notification_preferences`];

export class NotificationPreferences1765920000000 implements MigrationInterface {
  name = 'NotificationPreferences1765920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
