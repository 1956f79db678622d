import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, "Connected devices and two-factor sign-in":
 * - `users.totp_secret`: the TOTP secret, encrypted (AES-256-GCM, key derived from JWT_SECRET;
 *   `modules/auth/two-factor-crypto.ts`). Set at setup; it counts only once `totp_enabled_at` is set.
 *   `totp_last_step`: the last time step accepted, so a code is never accepted twice.
 * - `two_factor_recovery_codes`: ten single-use codes per user, stored as SHA-256.
 * - `two_factor_challenges`: the step between password and code at sign-in (token as SHA-256,
 *   5 minutes, 5 attempts, single use).
 * - `refresh_tokens.last_used_at`: when the session last signed in or refreshed, and
 *   `session_started_at`: when its family began (copied on each rotation, since the daily purge
 *   deletes old tokens of a family): «Dispositivos conectados».
 */
const UP = [
  `ALTER TABLE users ADD COLUMN totp_secret varchar(200), ADD COLUMN totp_enabled_at timestamptz, ADD COLUMN totp_last_step bigint,
     ADD CONSTRAINT ck_users_totp_enabled_secret CHECK (totp_enabled_at IS NULL OR totp_secret IS NOT NULL)`,
  `CREATE TABLE two_factor_recovery_codes (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     code_hash varchar(128) NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_two_factor_recovery_codes PRIMARY KEY (id),
     CONSTRAINT fk_two_factor_recovery_codes_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT uq_two_factor_recovery_codes_user_code UNIQUE (user_id, code_hash)
   )`,
  `CREATE TABLE two_factor_challenges (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     token_hash varchar(128) NOT NULL,
     remember boolean NOT NULL DEFAULT false,
     attempts integer NOT NULL DEFAULT 0,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_two_factor_challenges PRIMARY KEY (id),
     CONSTRAINT fk_two_factor_challenges_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT uq_two_factor_challenges_token_hash UNIQUE (token_hash),
     CONSTRAINT ck_two_factor_challenges_attempts CHECK (attempts >= 0)
   )`,
  // The daily purge removes expired challenges by date.
  `CREATE INDEX ix_two_factor_challenges_expires_at ON two_factor_challenges (expires_at)`,
  `CREATE INDEX ix_two_factor_challenges_user_id ON two_factor_challenges (user_id)`,
  // Existing families: their oldest remaining token tells when they started.
  `ALTER TABLE refresh_tokens ADD COLUMN last_used_at timestamptz, ADD COLUMN session_started_at timestamptz`,
  `UPDATE refresh_tokens t SET session_started_at = f.started, last_used_at = t.created_at
     FROM (SELECT family_id, min(created_at) AS started FROM refresh_tokens GROUP BY family_id) f WHERE f.family_id = t.family_id`,
  `ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET DEFAULT now(), ALTER COLUMN session_started_at SET NOT NULL`,
];

const DOWN = [
  `ALTER TABLE refresh_tokens DROP COLUMN session_started_at, DROP COLUMN last_used_at`,
  `DROP TABLE two_factor_challenges`,
  `DROP TABLE two_factor_recovery_codes`,
  `ALTER TABLE users DROP CONSTRAINT ck_users_totp_enabled_secret, DROP COLUMN totp_last_step, DROP COLUMN totp_enabled_at, DROP COLUMN totp_secret`,
];

export class TwoFactorAndDevices1765930000000 implements MigrationInterface {
  name = 'TwoFactorAndDevices1765930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
