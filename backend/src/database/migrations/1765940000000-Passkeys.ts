import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22, "the step beyond": passkeys (WebAuthn) as a sign-in option for every account.
 * - `passkeys`: one row per registered credential: its id (base64url, unique across accounts),
 *   the COSE public key, the signature counter (a lower one means a cloned authenticator), the
 *   transports the browser reported, whether it is synced (multi-device) and backed up, a name
 *   the user sees, and when it was last used.
 * - `passkey_challenges`: the random challenge of one ceremony, single use, 5 minutes. Sign-in
 *   challenges have no user (the browser picks the passkey); registration ones belong to the user.
 */
const UP = [
  `CREATE TABLE passkeys (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL,
     credential_id varchar(1024) NOT NULL,
     public_key bytea NOT NULL,
     counter bigint NOT NULL DEFAULT 0,
     transports varchar(20)[] NOT NULL DEFAULT '{}',
     device_type varchar(20) NOT NULL,
     backed_up boolean NOT NULL DEFAULT false,
     name varchar(80) NOT NULL,
     last_used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_passkeys PRIMARY KEY (id),
     CONSTRAINT fk_passkeys_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT uq_passkeys_credential_id UNIQUE (credential_id),
     CONSTRAINT ck_passkeys_counter CHECK (counter >= 0),
     CONSTRAINT ck_passkeys_device_type CHECK (device_type IN ('singleDevice', 'multiDevice'))
   )`,
  `CREATE INDEX ix_passkeys_user_id ON passkeys (user_id)`,
  `CREATE TABLE passkey_challenges (
     id uuid NOT NULL DEFAULT gen_random_uuid(),
     user_id uuid,
     purpose varchar(20) NOT NULL,
     challenge varchar(128) NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT pk_passkey_challenges PRIMARY KEY (id),
     CONSTRAINT fk_passkey_challenges_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
     CONSTRAINT ck_passkey_challenges_purpose CHECK (purpose IN ('registration', 'authentication')),
     CONSTRAINT ck_passkey_challenges_registration_user CHECK (purpose <> 'registration' OR user_id IS NOT NULL)
   )`,
  // The daily maintenance job deletes expired challenges by date.
  `CREATE INDEX ix_passkey_challenges_expires_at ON passkey_challenges (expires_at)`,
  `CREATE INDEX ix_passkey_challenges_user_id ON passkey_challenges (user_id)`,
];

const DOWN = [`DROP TABLE passkey_challenges`, `DROP TABLE passkeys`];

export class Passkeys1765940000000 implements MigrationInterface {
  name = 'Passkeys1765940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of UP) await queryRunner.query(sql);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const sql of DOWN) await queryRunner.query(sql);
  }
}
