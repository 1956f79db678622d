import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, dunning that ends: not paying now ends in `unpaid` (no access) after the grace.
 * - subscription_status gains `unpaid` (the label cannot be used in this same transaction, so no
 *   constraint below names it); company_subscriptions.unpaid_at is when it was suspended.
 * - invoices: `reminder_day` is the last dunning step mailed (days after the due date, 0 = the
 *   «Pago pendiente» when it became overdue) and `next_reminder_at` when the next one is due
 *   (NULL: none left, or paid); the scan reads the partial index, normally a handful of rows.
 * Invoices already overdue had their «Pago pendiente» (step 0): their next reminder is looked at
 * on the first scan, which sends only the latest step already due (one mail, not a burst).
 */
const UP = [
  `ALTER TYPE subscription_status ADD VALUE IF NOT EXISTS 'unpaid'`,
  `ALTER TABLE company_subscriptions ADD COLUMN unpaid_at timestamptz`,
  `ALTER TABLE invoices ADD COLUMN reminder_day smallint, ADD COLUMN next_reminder_at timestamptz`,
  `CREATE INDEX ix_invoices_next_reminder_at ON invoices (next_reminder_at) WHERE next_reminder_at IS NOT NULL`,
  `UPDATE invoices i SET reminder_day = 0, next_reminder_at = i.due_date
     FROM company_subscriptions s
    WHERE s.id = i.subscription_id AND i.status = 'overdue' AND s.status <> 'cancelled'`,
];

const DOWN = [
  // Back to the old rule: a suspended subscription is past_due again (access, renewals).
  `UPDATE company_subscriptions SET status = 'past_due' WHERE status::text = 'unpaid'`,
  `DROP INDEX ix_invoices_next_reminder_at`,
  `ALTER TABLE invoices DROP COLUMN next_reminder_at, DROP COLUMN reminder_day`,
  `ALTER TABLE company_subscriptions DROP COLUMN unpaid_at`,
  // Enum labels cannot be dropped: `unpaid` stays (unused once nothing is unpaid) after a revert.
];

export class DunningUnpaid1765710000000 implements MigrationInterface {
  name = 'DunningUnpaid1765710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
