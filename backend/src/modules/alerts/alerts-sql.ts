import type { Queryable } from '../../common/database/queryable.js';
import type { MailSendPayload } from '../../queue/queues.js';
import { roadKmSql } from '../matching/matching-sql.js';
import { subscriptionAccessSql } from '../subscriptions/subscription-sql.js';
import type { AlertEmailMode } from './company-alert-settings.entity.js';
import type { AlertSettingsValues, RequestAlertKeys } from './alert-settings-rules.js';

export interface AlertSettingsRow extends AlertSettingsValues {
  unsubscribeToken: string;
  updatedAt: Date;
}

const SETTINGS_COLUMNS = `enabled, categories, services, origin_provinces AS "originProvinces", radius_km AS "radiusKm",
  destination_provinces AS "destinationProvinces", email_mode AS "emailMode", unsubscribe_token AS "unsubscribeToken", updated_at AS "updatedAt"`;

export async function findAlertSettings(db: Queryable, companyId: string): Promise<AlertSettingsRow | undefined> {
  const [row] = await db.query<AlertSettingsRow[]>(`SELECT ${SETTINGS_COLUMNS} FROM company_alert_settings WHERE company_id = $1`, [
    companyId,
  ]);
  return row;
}

/** Creates or replaces the settings; the unsubscribe token is made once and kept. */
export async function saveAlertSettings(
  db: Queryable,
  companyId: string,
  values: AlertSettingsValues,
  newToken: string,
): Promise<AlertSettingsRow> {
  const [row] = await db.query<AlertSettingsRow[]>(
    `INSERT INTO company_alert_settings AS a
       (company_id, enabled, categories, services, origin_provinces, radius_km, destination_provinces, email_mode, unsubscribe_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id) DO UPDATE SET enabled = EXCLUDED.enabled, categories = EXCLUDED.categories,
       services = EXCLUDED.services, origin_provinces = EXCLUDED.origin_provinces, radius_km = EXCLUDED.radius_km,
       destination_provinces = EXCLUDED.destination_provinces, email_mode = EXCLUDED.email_mode, updated_at = now()
     RETURNING ${SETTINGS_COLUMNS}`,
    [
      companyId,
      values.enabled,
      values.categories,
      values.services,
      values.originProvinces,
      values.radiusKm,
      values.destinationProvinces,
      values.emailMode,
      newToken,
    ],
  );
  return row;
}

/** The one-click unsubscribe: mails off, in-app alerts kept. Answers the company's name, or undefined for an unknown token. */
export async function unsubscribeAlertMails(db: Queryable, token: string): Promise<{ companyName: string } | undefined> {
  const [row] = await db.query<{ companyName: string }[]>(
    // A CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
    `WITH updated AS (
       UPDATE company_alert_settings a SET email_mode = 'none', updated_at = now()
         FROM companies c WHERE a.unsubscribe_token = $1 AND c.id = a.company_id
       RETURNING c.company_name AS "companyName"
     )
     SELECT "companyName" FROM updated`,
    [token],
  );
  return row;
}

export interface RecentAlertRow {
  requestId: string;
  requestSlug: string | null;
  title: string;
  city: string;
  province: string;
  destinationCity: string | null;
  destinationProvince: string | null;
  category: string | null;
  status: string;
  alertedAt: Date;
  mailKind: 'instant' | 'digest' | null;
  mailedAt: Date | null;
}

/** The company's latest alerts (ix_request_alerts_company_created_at). */
export async function listRecentAlerts(db: Queryable, companyId: string, limit: number): Promise<RecentAlertRow[]> {
  return db.query<RecentAlertRow[]>(
    `SELECT r.id AS "requestId", r.slug AS "requestSlug", r.title, r.city, r.province, r.destination_city AS "destinationCity",
            r.destination_province AS "destinationProvince", r.category, r.status::text AS status,
            ra.created_at AS "alertedAt", ra.mail_kind AS "mailKind", ra.mailed_at AS "mailedAt"
       FROM request_alerts ra JOIN requests r ON r.id = ra.request_id
      WHERE ra.company_id = $1
      ORDER BY ra.created_at DESC, ra.request_id
      LIMIT $2`,
    [companyId, limit],
  );
}

/**
 * The entitlements rule of EntitlementsService in SQL, for many companies at once: the latest
 * subscription (ix_company_subscriptions_company_id_created_at) gives access (trial not ended,
 * active or past_due at `$now`) and its plan sells alerts. Expects `a` (settings) in scope and
 * binds `sub` and `p`.
 */
const ALERTS_ENTITLED = (now: string) => `
  JOIN companies c ON c.id = a.company_id AND c.is_active AND c.status = 'active'
  JOIN users u ON u.id = c.user_id AND u.status = 'active'
  JOIN LATERAL (
    SELECT s.status, s.trial_ends_at, s.plan_id FROM company_subscriptions s
     WHERE s.company_id = a.company_id ORDER BY s.created_at DESC, s.id DESC LIMIT 1
  ) sub ON ${subscriptionAccessSql('sub', now)}
  JOIN subscription_plans p ON p.id = sub.plan_id AND p.alerts <> 'none'`;

/** The mail a company gets: what it chose, within its plan (a `digest` plan turns `instant` into the digest). */
const EFFECTIVE_MODE = `CASE WHEN a.email_mode = 'none' THEN 'none' WHEN a.email_mode = 'instant' AND p.alerts = 'instant' THEN 'instant' ELSE 'digest' END`;

export interface RequestForAlerts {
  id: string;
  slug: string | null;
  clientId: string;
  title: string;
  status: string;
  category: string | null;
  services: string[];
  city: string;
  province: string;
  destinationCity: string | null;
  destinationProvince: string | null;
  originLat: number | null;
  originLon: number | null;
  serviceDate: string | null;
}

export async function findRequestForAlerts(db: Queryable, requestId: string): Promise<RequestForAlerts | undefined> {
  const [row] = await db.query<RequestForAlerts[]>(
    `SELECT id, slug, client_id AS "clientId", title, status::text AS status, category, services, city, province,
            destination_city AS "destinationCity", destination_province AS "destinationProvince",
            origin_lat AS "originLat", origin_lon AS "originLon", to_char(service_date, 'YYYY-MM-DD') AS "serviceDate"
       FROM requests WHERE id = $1`,
    [requestId],
  );
  return row;
}

export interface AlertCandidateRow {
  companyId: string;
  userId: string;
  email: string;
  companyName: string;
  unsubscribeToken: string;
  mailMode: AlertEmailMode;
  /** Whether this run recorded the alert (false: an earlier run already had). */
  inserted: boolean;
}

/**
 * One batch of the fan-out, set-based: the next `$batch` companies (by id, after `$after`) whose
 * enabled settings match the request and whose plan sells alerts now, not the request's client,
 * get their `request_alerts` row (ON CONFLICT DO NOTHING: a second run inserts nothing); the ones
 * mailed at once are marked in the same statement. What: no category nor service chosen, or a
 * category / service in common (GIN). Where: no origin chosen, the origin province (GIN), or the
 * request's origin within the radius of the company's base (a latitude band first, then the
 * distance). Destination: none chosen or the request's destination province.
 */
export async function insertAlertBatch(
  db: Queryable,
  request: RequestForAlerts,
  keys: RequestAlertKeys,
  now: Date,
  after: string,
  batch: number,
): Promise<AlertCandidateRow[]> {
  return db.query<AlertCandidateRow[]>(
    `WITH candidates AS (
       SELECT a.company_id, c.user_id, c.email, c.company_name, a.unsubscribe_token, ${EFFECTIVE_MODE} AS mail_mode
         FROM company_alert_settings a ${ALERTS_ENTITLED('$3')}
        WHERE a.enabled AND a.company_id > $4::uuid AND c.user_id <> $2
          AND ((cardinality(a.categories) = 0 AND cardinality(a.services) = 0)
               OR a.categories && $6::text[] OR a.services && $7::text[])
          AND ((cardinality(a.origin_provinces) = 0 AND a.radius_km IS NULL)
               OR a.origin_provinces @> ARRAY[$8::text]
               OR (a.radius_km IS NOT NULL AND $9::float8 IS NOT NULL
                   AND c.base_lat BETWEEN $9::float8 - a.radius_km / 111.0 AND $9::float8 + a.radius_km / 111.0
                   AND ${roadKmSql('c.base_lat', 'c.base_lon', '$9::float8', '$10::float8')} <= a.radius_km))
          AND (cardinality(a.destination_provinces) = 0 OR a.destination_provinces @> ARRAY[$11::text])
        ORDER BY a.company_id
        LIMIT $5
     ), inserted AS (
       INSERT INTO request_alerts (company_id, request_id, created_at, mail_kind, mailed_at)
       SELECT company_id, $1, $3, CASE WHEN mail_mode = 'instant' THEN 'instant' END, CASE WHEN mail_mode = 'instant' THEN $3::timestamptz END
         FROM candidates
       ON CONFLICT DO NOTHING
       RETURNING company_id
     )
     SELECT k.company_id AS "companyId", k.user_id AS "userId", k.email, k.company_name AS "companyName",
            k.unsubscribe_token AS "unsubscribeToken", k.mail_mode AS "mailMode", (i.company_id IS NOT NULL) AS inserted
       FROM candidates k LEFT JOIN inserted i ON i.company_id = k.company_id
      ORDER BY k.company_id`,
    [
      request.id,
      request.clientId,
      now,
      after,
      batch,
      keys.categorySlugs,
      keys.serviceTerms,
      keys.originProvince,
      request.originLat,
      request.originLon,
      keys.destinationProvince,
    ],
  );
}

export interface DigestRow {
  companyId: string;
  email: string;
  companyName: string;
  unsubscribeToken: string;
  /** Null when a concurrent run marked this company's alerts first. */
  requestId: string | null;
  requestSlug: string | null;
  title: string | null;
  city: string | null;
  province: string | null;
  destinationCity: string | null;
  destinationProvince: string | null;
}

/**
 * One batch of the daily digest: the next `$batch` companies (after `$after`) that get the digest
 * now (their choice within their plan, plan with alerts and access), have alerts of still active
 * requests not mailed from the last 24 h (`$since`, `$now`] and no digest today yet; those alerts
 * are marked mailed in this digest (`$day`) in the same statement. A second run finds nothing left.
 */
export async function markDigestBatch(
  db: Queryable,
  now: Date,
  since: Date,
  day: string,
  after: string,
  batch: number,
): Promise<DigestRow[]> {
  return db.query<DigestRow[]>(
    `WITH due AS (
       SELECT a.company_id, c.email, c.company_name, a.unsubscribe_token
         FROM company_alert_settings a ${ALERTS_ENTITLED('$1')}
        WHERE a.enabled AND a.company_id > $4::uuid AND ${EFFECTIVE_MODE} = 'digest'
          AND EXISTS (SELECT 1 FROM request_alerts ra JOIN requests r ON r.id = ra.request_id AND r.status = 'active'
                       WHERE ra.company_id = a.company_id AND ra.mailed_at IS NULL AND ra.created_at > $2 AND ra.created_at <= $1)
          AND NOT EXISTS (SELECT 1 FROM request_alerts ra WHERE ra.company_id = a.company_id AND ra.digest_day = $3::date)
        ORDER BY a.company_id
        LIMIT $5
     ), marked AS (
       UPDATE request_alerts ra SET mail_kind = 'digest', mailed_at = $1, digest_day = $3::date
         FROM due, requests r
        WHERE ra.company_id = due.company_id AND r.id = ra.request_id AND r.status = 'active'
          AND ra.mailed_at IS NULL AND ra.created_at > $2 AND ra.created_at <= $1
       RETURNING ra.company_id, ra.request_id, ra.created_at
     )
     SELECT d.company_id AS "companyId", d.email, d.company_name AS "companyName", d.unsubscribe_token AS "unsubscribeToken",
            r.id AS "requestId", r.slug AS "requestSlug", r.title, r.city, r.province,
            r.destination_city AS "destinationCity", r.destination_province AS "destinationProvince"
       FROM due d LEFT JOIN marked m ON m.company_id = d.company_id LEFT JOIN requests r ON r.id = m.request_id
      ORDER BY d.company_id, m.created_at, r.id`,
    [now, since, day, after, batch],
  );
}

/** mail_log rows for many mails at once, in the caller's transaction (as MailService.send records one). */
export async function recordQueuedMails(db: Queryable, mails: MailSendPayload[]): Promise<void> {
  if (mails.length === 0) return;
  await db.query(
    `INSERT INTO mail_log (dedupe_key, to_email, template, payload)
     SELECT m.dedupe_key, m.to_email, m.template, m.payload
       FROM jsonb_to_recordset($1::jsonb) AS m(dedupe_key text, to_email text, template text, payload jsonb)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [JSON.stringify(mails.map((m) => ({ dedupe_key: m.dedupeKey, to_email: m.to, template: m.template, payload: m.data })))],
  );
}

/** The smallest uuid: where keyset pages start. */
export const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

/** Requests published before `before` whose fan-out has not run yet, oldest first (ix_requests_alerts_pending). */
export async function findAlertsPending(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }[]>(
    `SELECT id FROM requests WHERE alerts_pending AND created_at < $1 ORDER BY created_at LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.id);
}

/** The request's fan-out has run (or has nothing to do): the sweep leaves it alone. */
export async function clearAlertsPending(db: Queryable, requestId: string): Promise<void> {
  await db.query(`UPDATE requests SET alerts_pending = false WHERE id = $1 AND alerts_pending`, [requestId]);
}
