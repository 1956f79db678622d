import type { Queryable } from '../../common/database/queryable.js';
import type { StoredKind } from './mail-kinds.js';

/** The SQL of the switches: notification_preferences, and the alerts' and newsletter's own columns. */

/** A row only for a choice the user made; no row means on. */
export async function findDisabledKinds(db: Queryable, userId: string): Promise<StoredKind[]> {
  const rows = await db.query<{ kind: StoredKind }[]>(`SELECT kind FROM notification_preferences WHERE user_id = $1 AND NOT enabled`, [
    userId,
  ]);
  return rows.map((row) => row.kind);
}

export async function isKindEnabled(db: Queryable, userId: string, kind: StoredKind): Promise<boolean> {
  const [row] = await db.query<{ enabled: boolean }[]>(`SELECT enabled FROM notification_preferences WHERE user_id = $1 AND kind = $2`, [
    userId,
    kind,
  ]);
  return row?.enabled ?? true;
}

/** Saves one switch; false when the user does not exist (deleted since the mail was sent). */
export async function saveKind(db: Queryable, userId: string, kind: StoredKind, enabled: boolean): Promise<boolean> {
  const rows = await db.query<{ kind: string }[]>(
    // INSERT … SELECT: a deleted user's token saves nothing instead of breaking the foreign key.
    `WITH saved AS (
       INSERT INTO notification_preferences (user_id, kind, enabled)
       SELECT id, $2, $3 FROM users WHERE id = $1
       ON CONFLICT (user_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()
       RETURNING kind
     )
     SELECT kind FROM saved`,
    [userId, kind, enabled],
  );
  return rows.length > 0;
}

/** The company's alert mails: `configured` when it has alert settings, `enabled` unless email_mode is 'none'. */
export async function findAlertMailState(db: Queryable, userId: string): Promise<{ configured: boolean; enabled: boolean }> {
  const [row] = await db.query<{ emailMode: string }[]>(
    `SELECT a.email_mode AS "emailMode" FROM company_alert_settings a JOIN companies c ON c.id = a.company_id WHERE c.user_id = $1`,
    [userId],
  );
  return { configured: row !== undefined, enabled: row !== undefined && row.emailMode !== 'none' };
}

/**
 * Off: email_mode 'none' (what the alert mails' own unsubscribe does). On: 'instant', the
 * alerts' default; a plan that only sells the digest gets the digest (the alerts' effective mode).
 */
export async function setAlertMails(db: Queryable, userId: string, enabled: boolean): Promise<void> {
  await db.query(
    `UPDATE company_alert_settings a SET email_mode = $2, updated_at = now()
     FROM companies c WHERE c.id = a.company_id AND c.user_id = $1 AND (a.email_mode = 'none') = $3`,
    [userId, enabled ? 'instant' : 'none', enabled],
  );
}

export type NewsletterState = 'confirmed' | 'pending' | 'unsubscribed' | 'none';

export async function findNewsletterState(db: Queryable, email: string): Promise<NewsletterState> {
  const [row] = await db.query<{ status: NewsletterState }[]>(
    `SELECT status::text AS status FROM newsletter_subscriptions WHERE lower(email) = lower($1)`,
    [email],
  );
  return row?.status ?? 'none';
}

/** The same as the newsletter's unsubscribe link, by address. */
export async function unsubscribeNewsletterByEmail(db: Queryable, email: string): Promise<void> {
  await db.query(
    `UPDATE newsletter_subscriptions SET status = 'unsubscribed', confirm_token_hash = NULL, unsubscribed_at = now()
     WHERE lower(email) = lower($1) AND status <> 'unsubscribed'`,
    [email],
  );
}

/**
 * Send-time checks of the kinds kept elsewhere, by the token each of those mails carries. Only an
 * explicit «off» stops a mail (like a missing notification_preferences row, no row means on).
 */
export async function isAlertMailWanted(db: Queryable, unsubscribeToken: string): Promise<boolean> {
  const [row] = await db.query<{ wanted: boolean }[]>(
    `SELECT enabled AND email_mode <> 'none' AS wanted FROM company_alert_settings WHERE unsubscribe_token = $1`,
    [unsubscribeToken],
  );
  return row?.wanted ?? true;
}

export async function isNewsletterMailWanted(db: Queryable, unsubscribeToken: string): Promise<boolean> {
  const [row] = await db.query<{ status: string }[]>(
    `SELECT status::text AS status FROM newsletter_subscriptions WHERE unsubscribe_token = $1::uuid`,
    [unsubscribeToken],
  );
  return row?.status !== 'unsubscribed';
}
