import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, "Online payment of invoices" (modules/payments):
 * - `stripe_customers`: the Stripe customer of each company (created on first use) and the
 *   payment method saved for automatic charges (`default_payment_method_id`).
 * - `invoice_payments`: every online payment attempt of an invoice, one row per payment intent
 *   (`uq_invoice_payments_payment_intent_id`): provider, where it started (`checkout` or
 *   `auto_charge`), status (pending, succeeded, failed, refunded), amounts, the provider's ids and
 *   the failure message. At most one automatic charge per invoice (`uq_invoice_payments_auto_charge`).
 *   Legal records like the invoices they belong to: their invoice and company cannot be deleted.
 * - `stripe_webhook_events`: the id of every webhook event already processed (primary key), so a
 *   replayed event applies nothing twice.
 * - `invoice_status` gains `refunded`: a fully refunded invoice is settled, neither paid nor dunned.
 *   (Migrations run in one transaction: the new label is not used here.)
 */
const UP = [
  `ALTER TYPE invoice_status ADD VALUE IF NOT EXISTS 'refunded'`,
  `CREATE TABLE stripe_customers (
     company_id uuid NOT NULL,
     customer_id varchar(255) NOT NULL,
     default_payment_method_id varchar(255),
     payment_method_saved_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_stripe_customers PRIMARY KEY (company_id),
     CONSTRAINT fk_stripe_customers_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT uq_stripe_customers_customer_id UNIQUE (customer_id)
   )`,
  `CREATE INDEX ix_stripe_customers_payment_method ON stripe_customers (company_id) WHERE default_payment_method_id IS NOT NULL`,
  `CREATE TABLE invoice_payments (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     invoice_id uuid NOT NULL,
     company_id uuid NOT NULL,
     provider varchar(20) NOT NULL,
     origin varchar(20) NOT NULL,
     status varchar(12) NOT NULL,
     amount numeric(10,2) NOT NULL,
     amount_refunded numeric(10,2) NOT NULL DEFAULT 0,
     currency char(3) NOT NULL DEFAULT 'EUR',
     checkout_session_id varchar(255),
     payment_intent_id varchar(255),
     charge_id varchar(255),
     failure_message text,
     last_event_id varchar(255),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     succeeded_at timestamptz,
     failed_at timestamptz,
     refunded_at timestamptz,
     CONSTRAINT pk_invoice_payments PRIMARY KEY (id),
     CONSTRAINT fk_invoice_payments_invoice FOREIGN KEY (invoice_id) REFERENCES invoices (id) ON DELETE RESTRICT,
     CONSTRAINT fk_invoice_payments_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE RESTRICT,
     CONSTRAINT uq_invoice_payments_payment_intent_id UNIQUE (payment_intent_id),
     CONSTRAINT ck_invoice_payments_provider CHECK (provider IN ('stripe')),
     CONSTRAINT ck_invoice_payments_origin CHECK (origin IN ('checkout', 'auto_charge')),
     CONSTRAINT ck_invoice_payments_status CHECK (status IN ('pending', 'succeeded', 'failed', 'refunded')),
     CONSTRAINT ck_invoice_payments_amounts CHECK (amount >= 0 AND amount_refunded >= 0 AND amount_refunded <= amount)
   )`,
  `CREATE INDEX ix_invoice_payments_invoice_id ON invoice_payments (invoice_id, created_at)`,
  `CREATE INDEX ix_invoice_payments_company_id ON invoice_payments (company_id, created_at DESC)`,
  `CREATE INDEX ix_invoice_payments_created_at ON invoice_payments (created_at DESC)`,
  `CREATE UNIQUE INDEX uq_invoice_payments_auto_charge ON invoice_payments (invoice_id) WHERE origin = 'auto_charge'`,
  `CREATE TABLE stripe_webhook_events (
     event_id varchar(255) NOT NULL,
     type varchar(100) NOT NULL,
     livemode boolean NOT NULL,
     stripe_created_at timestamptz NOT NULL,
     processed_at timestamptz NOT NULL,
     CONSTRAINT pk_stripe_webhook_events PRIMARY KEY (event_id)
   )`,
];

/** The `refunded` label stays (PostgreSQL cannot drop an enum label); nothing uses it without these tables. */
const DOWN = [`DROP TABLE stripe_webhook_events`, `DROP TABLE invoice_payments`, `DROP TABLE stripe_customers`];

export class OnlinePayments1765700000000 implements MigrationInterface {
  name = 'OnlinePayments1765700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
