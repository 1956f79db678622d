import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20, "Checked documents and badges":
 * - `company_documents`: every version a company uploads of each kind (CIF, transport
 *   authorisation, liability and goods insurance), kept as history. The file lives in the private
 *   folder (`file_key`, never a public URL). `status` moves pending → approved | rejected, approved →
 *   rejected (a super admin withdraws it), pending | approved → expired (its date passed) and
 *   pending | approved → replaced (a newer version of the same kind). Two partial unique indexes
 *   keep at most one pending and one approved version per company and kind: the approved one is
 *   the one that counts. `warned_30_at` / `warned_7_at`: the expiry warnings, once each.
 * - `companies.badges`: the company's current approved documents as `[{ kind, expiresOn }]`, kept
 *   by the documents service in the same transaction as each review and lapse, so every list
 *   reads them with the row (no join, no extra query).
 * - `verified_at` now means «a super admin approved its CIF» (the documents service sets and clears
 *   it): the flags set by hand before had nothing behind them and are cleared.
 */
const UP = [
  `CREATE TYPE company_document_kind AS ENUM ('cif', 'transport_authorization', 'liability_insurance', 'goods_insurance')`,
  `CREATE TYPE company_document_status AS ENUM ('pending', 'approved', 'rejected', 'expired', 'replaced')`,
  `CREATE TABLE company_documents (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     company_id uuid NOT NULL,
     kind company_document_kind NOT NULL,
     status company_document_status NOT NULL DEFAULT 'pending',
     file_key varchar(200) NOT NULL,
     mime_type varchar(50) NOT NULL,
     size_bytes integer NOT NULL,
     original_name varchar(200) NOT NULL,
     expires_on date,
     uploaded_by uuid,
     reviewed_by uuid,
     reviewed_at timestamptz,
     rejection_reason text,
     warned_30_at timestamptz,
     warned_7_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_company_documents PRIMARY KEY (id),
     CONSTRAINT fk_company_documents_company FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE,
     CONSTRAINT fk_company_documents_uploaded_by FOREIGN KEY (uploaded_by) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT fk_company_documents_reviewed_by FOREIGN KEY (reviewed_by) REFERENCES users (id) ON DELETE SET NULL,
     CONSTRAINT ck_company_documents_mime_type CHECK (mime_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
     CONSTRAINT ck_company_documents_size_bytes CHECK (size_bytes > 0),
     CONSTRAINT ck_company_documents_cif_expiry CHECK (kind <> 'cif' OR expires_on IS NULL),
     CONSTRAINT ck_company_documents_insurance_expiry CHECK (kind NOT IN ('liability_insurance', 'goods_insurance') OR expires_on IS NOT NULL),
     CONSTRAINT ck_company_documents_rejection_reason CHECK ((status = 'rejected') = (rejection_reason IS NOT NULL AND btrim(rejection_reason) <> '')),
     CONSTRAINT ck_company_documents_reviewed CHECK (status NOT IN ('approved', 'rejected') OR reviewed_at IS NOT NULL)
   )`,
  // The review queue: pending ones, oldest first.
  `CREATE INDEX ix_company_documents_pending_created_at ON company_documents (created_at, id) WHERE status = 'pending'`,
  // A company's documents, newest first (its screen; the backoffice filter by company).
  `CREATE INDEX ix_company_documents_company_id_created_at ON company_documents (company_id, created_at DESC)`,
  // The daily job: documents with a date that may still change state.
  `CREATE INDEX ix_company_documents_expires_on ON company_documents (expires_on) WHERE status IN ('pending', 'approved') AND expires_on IS NOT NULL`,
  `CREATE UNIQUE INDEX uq_company_documents_approved_kind ON company_documents (company_id, kind) WHERE status = 'approved'`,
  `CREATE UNIQUE INDEX uq_company_documents_pending_kind ON company_documents (company_id, kind) WHERE status = 'pending'`,
  `ALTER TABLE companies ADD COLUMN badges jsonb NOT NULL DEFAULT '[]',
     ADD CONSTRAINT ck_companies_badges CHECK (jsonb_typeof(badges) = 'array')`,
  `UPDATE companies SET verified_at = NULL WHERE verified_at IS NOT NULL`,
];

const DOWN = [
  `ALTER TABLE companies DROP CONSTRAINT ck_companies_badges, DROP COLUMN badges`,
  `DROP TABLE company_documents`,
  `DROP TYPE company_document_status`,
  `DROP TYPE company_document_kind`,
];

export class CompanyDocuments1765720000000 implements MigrationInterface {
  name = 'CompanyDocuments1765720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
