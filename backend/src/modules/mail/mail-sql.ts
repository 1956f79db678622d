import type { Queryable } from '../../common/database/queryable.js';

/**
 * The SQL of mail_log: one row per dedupe key, written when the mail is queued (with the job's
 * data in `payload`, so it can be queued again), locked while the worker sends it, and `sent` once.
 */

/** $1 dedupe key, $2 to, $3 template, $4 payload (json). An existing row is left as it is. */
const RECORD_QUEUED_MAIL_SQL = `
  INSERT INTO mail_log (dedupe_key, to_email, template, payload) VALUES ($1, $2, $3, $4::jsonb)
  ON CONFLICT (dedupe_key) DO NOTHING`;

/**
 * The worker's first step: the row exists (created here for jobs queued before payloads were
 * kept) with the rendered subject. $1 dedupe key, $2 to, $3 template, $4 subject, $5 payload.
 */
const UPSERT_DELIVERY_SQL = `
  INSERT INTO mail_log (dedupe_key, to_email, template, subject, payload) VALUES ($1, $2, $3, $4, $5::jsonb)
  ON CONFLICT (dedupe_key) DO UPDATE SET subject = EXCLUDED.subject, payload = coalesce(mail_log.payload, EXCLUDED.payload)
  WHERE mail_log.status <> 'sent'`;

/** $1 dedupe key. Rows: `{ id, status }`; held until the sending transaction ends. */
const LOCK_MAIL_SQL = `SELECT id, status FROM mail_log WHERE dedupe_key = $1 FOR UPDATE`;

/** Sent: the payload (reset links…) is no longer needed and is dropped. $1 id. */
const MARK_SENT_SQL = `
  UPDATE mail_log SET status = 'sent', sent_at = now(), last_attempt_at = now(), attempts = attempts + 1,
    error = NULL, payload = NULL, gave_up_at = NULL
  WHERE id = $1`;

/**
 * Not sent because the recipient turned this kind off: given up (the re-drive skips it) and the
 * payload dropped (nothing to retry). $1 id. Kept as a row so the log says what happened.
 */
const MARK_SUPPRESSED_SQL = `
  UPDATE mail_log SET status = 'failed', last_attempt_at = now(), gave_up_at = now(), payload = NULL,
    error = 'No enviado: el destinatario ha desactivado este tipo de correo en sus preferencias'
  WHERE id = $1`;

/** $1 id, $2 error message. */
const MARK_FAILED_SQL = `
  UPDATE mail_log SET status = 'failed', last_attempt_at = now(), attempts = attempts + 1, error = $2 WHERE id = $1`;

/**
 * Unsent mails the re-drive looks at: not given up, with their payload, and not tried for
 * `$1` ms (a mail whose job is still retrying is tried at least every MAIL_RETRY_MAX_DELAY_MS).
 * `expired`: queued more than `$2` ms ago. Oldest first, `$3` at most.
 */
const REDRIVE_CANDIDATES_SQL = `
  SELECT id, dedupe_key, to_email, template, payload, created_at < now() - make_interval(secs => $2 / 1000.0) AS expired
  FROM mail_log
  WHERE status <> 'sent' AND gave_up_at IS NULL AND payload IS NOT NULL
    AND coalesce(last_attempt_at, created_at) < now() - make_interval(secs => $1 / 1000.0)
  ORDER BY created_at
  LIMIT $3`;

export interface RedriveCandidate {
  id: string;
  dedupe_key: string;
  to_email: string;
  template: string;
  payload: Record<string, unknown>;
  expired: boolean;
}

/** $1 id. Rows: the id when it was given up now (not sent nor given up meanwhile). */
const GIVE_UP_SQL = `UPDATE mail_log SET gave_up_at = now() WHERE id = $1 AND status <> 'sent' AND gave_up_at IS NULL RETURNING id`;

export interface MailLogEntry {
  dedupeKey: string;
  to: string;
  template: string;
  /** The template data, stored as json. */
  payload: unknown;
}

/** Records a mail as queued (RECORD_QUEUED_MAIL_SQL); an existing row is left as it is. */
export async function recordQueuedMail(db: Queryable, mail: MailLogEntry): Promise<void> {
  await db.query(RECORD_QUEUED_MAIL_SQL, [mail.dedupeKey, mail.to, mail.template, JSON.stringify(mail.payload)]);
}

/** The worker's first step (UPSERT_DELIVERY_SQL), with the rendered subject. */
export async function upsertMailDelivery(db: Queryable, mail: MailLogEntry & { subject: string }): Promise<void> {
  await db.query(UPSERT_DELIVERY_SQL, [mail.dedupeKey, mail.to, mail.template, mail.subject, JSON.stringify(mail.payload)]);
}

/** The mail's row, locked until the sending transaction ends (LOCK_MAIL_SQL). */
export async function lockMail(db: Queryable, dedupeKey: string): Promise<{ id: string; status: string }> {
  const [row] = await db.query<{ id: string; status: string }[]>(LOCK_MAIL_SQL, [dedupeKey]);
  return row;
}

/** MARK_SENT_SQL. */
export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query(MARK_SENT_SQL, [id]);
}

/** MARK_SUPPRESSED_SQL. */
export async function markMailSuppressed(db: Queryable, id: string): Promise<void> {
  await db.query(MARK_SUPPRESSED_SQL, [id]);
}

/** MARK_FAILED_SQL. */
export async function markMailFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query(MARK_FAILED_SQL, [id, error]);
}

/** REDRIVE_CANDIDATES_SQL: unsent mails quiet for `quietForMs`, `expired` past `giveUpAfterMs`, `limit` at most. */
export function listRedriveCandidates(
  db: Queryable,
  quietForMs: number,
  giveUpAfterMs: number,
  limit: number,
): Promise<RedriveCandidate[]> {
  return db.query<RedriveCandidate[]>(REDRIVE_CANDIDATES_SQL, [quietForMs, giveUpAfterMs, limit]);
}

/** GIVE_UP_SQL: true when the mail was given up now (not sent nor given up meanwhile). */
export async function giveUpMail(db: Queryable, id: string): Promise<boolean> {
  // An UPDATE … RETURNING answers [rows, affected count].
  const [rows] = await db.query<[{ id: string }[], number]>(GIVE_UP_SQL, [id]);
  return rows.length > 0;
}
