import type { Queryable } from '../../common/database/queryable.js';

/** The SQL of passkeys and their ceremony challenges (see PasskeysService). */

export type ChallengePurpose = 'registration' | 'authentication';

export interface PasskeyRow {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Buffer;
  counter: string;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
  name: string;
  lastUsedAt: Date | null;
  createdAt: Date;
}

const PASSKEY_COLUMNS = `id, user_id AS "userId", credential_id AS "credentialId", public_key AS "publicKey", counter::text AS counter,
  transports, device_type AS "deviceType", backed_up AS "backedUp", name, last_used_at AS "lastUsedAt", created_at AS "createdAt"`;

/** A new challenge (the daily maintenance job deletes expired ones: queue/maintenance-sql.ts). */
export async function insertChallenge(
  db: Queryable,
  challenge: { userId: string | null; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
): Promise<string> {
  const [row]: Array<{ id: string }> = await db.query(
    `INSERT INTO passkey_challenges (user_id, purpose, challenge, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [challenge.userId, challenge.purpose, challenge.challenge, challenge.expiresAt],
  );
  return row.id;
}

/**
 * Uses the challenge once: answers it only if it exists, is unused and unexpired, has that purpose
 * and that owner (none for sign-in). A second use, even concurrent, gets nothing.
 */
export async function consumeChallenge(
  db: Queryable,
  id: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string | undefined> {
  const [rows]: [Array<{ challenge: string }>, number] = await db.query(
    `UPDATE passkey_challenges SET used_at = now()
      WHERE id = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3::uuid AND used_at IS NULL AND expires_at > now()
      RETURNING challenge`,
    [id, purpose, userId],
  );
  return rows[0]?.challenge;
}

export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  return db.query(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
}

export async function countPasskeys(db: Queryable, userId: string): Promise<number> {
  const [row]: Array<{ n: number }> = await db.query(`SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`, [userId]);
  return row.n;
}

export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row]: PasskeyRow[] = await db.query(`SELECT ${PASSKEY_COLUMNS} FROM passkeys WHERE credential_id = $1`, [credentialId]);
  return row;
}

/** Answers undefined when the credential is registered already (to this or another account). */
export async function insertPasskey(
  db: Queryable,
  passkey: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'deviceType' | 'backedUp' | 'name'>,
): Promise<PasskeyRow | undefined> {
  const [row]: PasskeyRow[] = await db.query(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ON CONSTRAINT uq_passkeys_credential_id DO NOTHING
     RETURNING ${PASSKEY_COLUMNS}`,
    [
      passkey.userId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.deviceType,
      passkey.backedUp,
      passkey.name,
    ],
  );
  return row;
}

/**
 * Records a sign-in with the counter the authenticator signed. The counter must not go back
 * (compared again here, so two concurrent sign-ins cannot both pass with one value); 0 stays 0
 * for authenticators that do not count.
 */
export async function recordPasskeyUse(db: Queryable, id: string, previousCounter: string, newCounter: number): Promise<boolean> {
  const [rows]: [Array<{ id: string }>, number] = await db.query(
    `UPDATE passkeys SET counter = $3, last_used_at = now()
      WHERE id = $1 AND counter = $2::bigint AND ($3::bigint > counter OR ($3::bigint = 0 AND counter = 0))
      RETURNING id`,
    [id, previousCounter, newCounter],
  );
  return rows.length === 1;
}

export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<boolean> {
  const [rows]: [Array<{ id: string }>, number] = await db.query(`DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id`, [
    id,
    userId,
  ]);
  return rows.length === 1;
}
