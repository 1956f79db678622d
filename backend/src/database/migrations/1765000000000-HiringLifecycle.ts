import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: comparable proposals and the life of a request after hiring.
 * - request_status gains `hired` (an accepted proposal), proposal_status gains `expired`
 *   (past `valid_until`). New enum labels cannot be used in the transaction that adds them, so
 *   no index or constraint below names them.
 * - requests: when it was hired, when the client was asked whether the job was done, when it
 *   was completed.
 * - proposals: VAT, what the price includes (catalog ids), the date the company can do it, the
 *   validity (null on old rows: they never expire), optional price lines summing to the price,
 *   and why a pending proposal was closed without the client answering it.
 * - proposal_templates: a company's reusable proposals.
 * - reviews: `request_id` + `verified_at` for «Contratado en Rutalia» (one per hired request).
 * - request_views: the first time a company opened a request (for its response time), and the
 *   company's median response, kept on the company row so cards and ranking read one column.
 */
const UP = [
  `ALTER TYPE request_status ADD VALUE IF NOT EXISTS 'hired'`,
  `ALTER TYPE proposal_status ADD VALUE IF NOT EXISTS 'expired'`,
  `ALTER TABLE requests
     ADD COLUMN hired_at timestamptz,
     ADD COLUMN completion_asked_at timestamptz,
     ADD COLUMN completed_at timestamptz`,
  `ALTER TABLE proposals
     ADD COLUMN vat_included boolean NOT NULL DEFAULT true,
     ADD COLUMN includes text[] NOT NULL DEFAULT '{}',
     ADD COLUMN available_date date,
     ADD COLUMN valid_until date,
     ADD COLUMN price_lines jsonb,
     ADD COLUMN closed_reason varchar(20),
     ADD CONSTRAINT ck_proposals_price_lines CHECK (price_lines IS NULL OR jsonb_typeof(price_lines) = 'array'),
     ADD CONSTRAINT ck_proposals_closed_reason CHECK (closed_reason IS NULL OR closed_reason IN ('hired_other', 'request_closed', 'no_show'))`,
  // The expiry job reads pending proposals by date.
  `CREATE INDEX ix_proposals_pending_valid_until ON proposals (valid_until) WHERE status = 'pending' AND valid_until IS NOT NULL`,
  `CREATE TABLE proposal_templates (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     name varchar(80) NOT NULL,
     message text NOT NULL,
     price numeric(10,2),
     vat_included boolean NOT NULL DEFAULT true,
     includes text[] NOT NULL DEFAULT '{}',
     price_lines jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_proposal_templates PRIMARY KEY (id),
     CONSTRAINT fk_proposal_templates_company FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
     CONSTRAINT uq_proposal_templates_company_name UNIQUE (company_id, name),
     CONSTRAINT ck_proposal_templates_name CHECK (btrim(name) <> ''),
     CONSTRAINT ck_proposal_templates_price CHECK (price IS NULL OR price >= 0)
   )`,
  `ALTER TABLE reviews
     ADD COLUMN request_id uuid,
     ADD COLUMN verified_at timestamptz,
     ADD CONSTRAINT fk_reviews_request FOREIGN KEY (request_id) REFERENCES requests(id) ON DELETE SET NULL,
     ADD CONSTRAINT uq_reviews_request UNIQUE (request_id)`,
  `CREATE TABLE request_views (
     company_id uuid NOT NULL,
     request_id uuid NOT NULL,
     first_viewed_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_request_views PRIMARY KEY (company_id, request_id),
     CONSTRAINT fk_request_views_company FOREIGN KEY (company_id) REFERENCES companies(id) ON DELETE CASCADE,
     CONSTRAINT fk_request_views_request FOREIGN KEY (request_id) REFERENCES requests(id) ON DELETE CASCADE
   )`,
  `ALTER TABLE companies
     ADD COLUMN response_minutes integer,
     ADD COLUMN response_samples integer NOT NULL DEFAULT 0,
     ADD CONSTRAINT ck_companies_response_minutes CHECK (response_minutes IS NULL OR response_minutes >= 0)`,
];

const DOWN = [
  `ALTER TABLE companies DROP CONSTRAINT ck_companies_response_minutes, DROP COLUMN response_samples, DROP COLUMN response_minutes`,
  `DROP TABLE request_views`,
  `ALTER TABLE reviews DROP CONSTRAINT uq_reviews_request, DROP CONSTRAINT fk_reviews_request, DROP COLUMN verified_at, DROP COLUMN request_id`,
  `DROP TABLE proposal_templates`,
  `DROP INDEX ix_proposals_pending_valid_until`,
  `ALTER TABLE proposals
     DROP CONSTRAINT ck_proposals_closed_reason, DROP CONSTRAINT ck_proposals_price_lines,
     DROP COLUMN closed_reason, DROP COLUMN price_lines, DROP COLUMN valid_until, DROP COLUMN available_date,
     DROP COLUMN includes, DROP COLUMN vat_included`,
  `ALTER TABLE requests DROP COLUMN completed_at, DROP COLUMN completion_asked_at, DROP COLUMN hired_at`,
  // Enum labels cannot be dropped: `hired` and `expired` stay (unused) after a revert.
];

export class HiringLifecycle1765000000000 implements MigrationInterface {
  name = 'HiringLifecycle1765000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
