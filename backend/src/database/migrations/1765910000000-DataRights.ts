import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, self-service data rights (RGPD):
 * - `users.deleted_at`: the account was erased by its owner («Eliminar mi cuenta»). The row stays
 *   (invoices, messages and audit rows point at it) but holds no personal data any more.
 * - `data_exports`: «Descargar mis datos». A job builds a zip (JSON + HTML) in the private folder;
 *   it is offered for 7 days (`expires_at`) and then swept (row and file). At most one export in
 *   preparation per user (partial unique index), so asking twice queues one build.
 */
const UP = [
  `ALTER TABLE users ADD COLUMN deleted_at timestamptz`,
  `CREATE TABLE data_exports (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     status varchar(20) NOT NULL DEFAULT 'pending',
     file_key varchar(200),
     size_bytes integer,
     error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     ready_at timestamptz,
     expires_at timestamptz NOT NULL,
     CONSTRAINT pk_data_exports PRIMARY KEY (id),
     CONSTRAINT fk_data_exports_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_data_exports_status CHECK (status IN ('pending', 'ready', 'failed')),
     CONSTRAINT ck_data_exports_ready CHECK (status <> 'ready' OR (file_key IS NOT NULL AND ready_at IS NOT NULL))
   )`,
  // A user's exports, newest first (their screen, the daily limit).
  `CREATE INDEX ix_data_exports_user_id_created_at ON data_exports (user_id, created_at DESC)`,
  // The sweep: exports past their date.
  `CREATE INDEX ix_data_exports_expires_at ON data_exports (expires_at)`,
  `CREATE UNIQUE INDEX uq_data_exports_pending_user ON data_exports (user_id) WHERE status = 'pending'`,
];

const DOWN = [`DROP TABLE data_exports`, `ALTER TABLE users DROP COLUMN deleted_at`];

export class DataRights1765910000000 implements MigrationInterface {
  name = 'DataRights1765910000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
