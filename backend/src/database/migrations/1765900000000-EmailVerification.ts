import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, email verification:
 * - users.email_verified_at: null until the sign-up link is used. Accounts that exist already are
 *   taken as verified (their creation time) so nothing live is held back.
 * - email_verification_tokens: single-use links (48 h), only their SHA-256; `email` is the
 *   address being verified (the account's own, or the new one of an email change).
 * - `draft` in request_status and proposal_status: what an unverified account publishes or sends
 *   waits as a draft, seen only by its author, until the email is verified.
 * - The proposal_count and response-time triggers ignore drafts and count a proposal when it
 *   leaves the draft status (status changes, not only inserts).
 * The new enum labels are only compared as text here (`status::text`): PostgreSQL forbids using a
 * label added in the same transaction.
 */
const COUNT_FN = `CREATE OR REPLACE FUNCTION proposals_maintain_request_count() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     DECLARE
       v_old boolean := TG_OP <> 'INSERT' AND OLD.status::text <> 'draft';
       v_new boolean := TG_OP <> 'DELETE' AND NEW.status::text <> 'draft';
     BEGIN
       IF TG_OP = 'UPDATE' AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id AND v_old = v_new THEN
         RETURN NULL;
       END IF;
       IF v_old THEN
         UPDATE requests SET proposal_count = greatest(proposal_count - 1, 0) WHERE id = OLD.request_id;
       END IF;
       IF v_new THEN
         UPDATE requests SET proposal_count = proposal_count + 1 WHERE id = NEW.request_id;
       END IF;
       RETURN NULL;
     END
     $fn$`;

const ORIGINAL_COUNT_FN = `CREATE OR REPLACE FUNCTION proposals_maintain_request_count() RETURNS trigger
     LANGUAGE plpgsql
     AS $fn$
     BEGIN
       IF TG_OP = 'INSERT' THEN
         UPDATE requests SET proposal_count = proposal_count + 1 WHERE id = NEW.request_id;
       ELSIF TG_OP = 'DELETE' THEN
         UPDATE requests SET proposal_count = greatest(proposal_count - 1, 0) WHERE id = OLD.request_id;
       ELSIF NEW.request_id IS DISTINCT FROM OLD.request_id THEN
         UPDATE requests SET proposal_count = greatest(proposal_count - 1, 0) WHERE id = OLD.request_id;
         UPDATE requests SET proposal_count = proposal_count + 1 WHERE id = NEW.request_id;
       END IF;
       RETURN NULL;
     END
     $fn$`;

const RESPONSE_TIME_FN = (draftFilter: string) => `CREATE OR REPLACE FUNCTION refresh_company_response_time(p_company uuid) RETURNS void
     LANGUAGE plpgsql
     AS $fn$
     DECLARE
       v_samples integer;
       v_median integer;
     BEGIN
       SELECT count(*)::int, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.minutes))::int
         INTO v_samples, v_median
         FROM (SELECT extract(epoch FROM p.created_at - v.first_viewed_at) / 60 AS minutes
                 FROM proposals p
                 JOIN request_views v ON v.company_id = p.company_id AND v.request_id = p.request_id
                WHERE p.company_id = p_company AND v.first_viewed_at <= p.created_at${draftFilter}
                ORDER BY p.created_at DESC
                LIMIT 50) s;
       IF v_samples < 3 THEN
         v_median := NULL;
       END IF;
       UPDATE companies SET response_minutes = v_median, response_samples = v_samples
        WHERE id = p_company
          AND (response_minutes IS DISTINCT FROM v_median OR response_samples IS DISTINCT FROM v_samples);
     END
     $fn$`;

const UP = [
  `ALTER TABLE users ADD COLUMN email_verified_at timestamptz`,
  `UPDATE users SET email_verified_at = created_at`,
  `CREATE TABLE email_verification_tokens (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     email varchar(254) NOT NULL,
     token_hash varchar(128) NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_email_verification_tokens PRIMARY KEY (id),
     CONSTRAINT uq_email_verification_tokens_token_hash UNIQUE (token_hash),
     CONSTRAINT fk_email_verification_tokens_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
   )`,
  `CREATE INDEX ix_email_verification_tokens_user_id ON email_verification_tokens (user_id)`,
  `ALTER TYPE request_status ADD VALUE IF NOT EXISTS 'draft'`,
  `ALTER TYPE proposal_status ADD VALUE IF NOT EXISTS 'draft'`,
  COUNT_FN,
  `DROP TRIGGER trg_proposals_count ON proposals`,
  `CREATE TRIGGER trg_proposals_count AFTER INSERT OR DELETE OR UPDATE OF request_id, status ON proposals
     FOR EACH ROW EXECUTE FUNCTION proposals_maintain_request_count()`,
  RESPONSE_TIME_FN(` AND p.status::text <> 'draft'`),
  // A draft sent on verification is a new sample, as an insert is.
  `CREATE TRIGGER trg_proposals_response_time_sent AFTER UPDATE OF status ON proposals
     FOR EACH ROW WHEN (OLD.status::text = 'draft' AND NEW.status::text <> 'draft')
     EXECUTE FUNCTION proposals_update_response_time()`,
];

const DOWN = [
  // Enum labels cannot be dropped: the drafts go, the labels stay unused.
  `DELETE FROM proposals WHERE status::text = 'draft'`,
  `DELETE FROM requests WHERE status::text = 'draft'`,
  `DROP TRIGGER trg_proposals_response_time_sent ON proposals`,
  RESPONSE_TIME_FN(''),
  `DROP TRIGGER trg_proposals_count ON proposals`,
  ORIGINAL_COUNT_FN,
  `CREATE TRIGGER trg_proposals_count AFTER INSERT OR DELETE OR UPDATE OF request_id ON proposals
     FOR EACH ROW EXECUTE FUNCTION proposals_maintain_request_count()`,
  `DROP TABLE email_verification_tokens`,
  `ALTER TABLE users DROP COLUMN email_verified_at`,
];

export class EmailVerification1765900000000 implements MigrationInterface {
  name = 'EmailVerification1765900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}
