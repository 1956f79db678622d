import type { DataSource } from 'typeorm';

/**
 * Checksums of the rows that belong to bystanders: every row of every table except the ones the
 * actor may legitimately change (its own users' data, plus explicit target rows) and rows created
 * after `since` (what the actor itself created). $1 = the actor's user ids, $2 = target row ids,
 * $3 = when the batch started.
 */

const bystanderCompanies = `SELECT id FROM companies WHERE user_id <> ALL($1) AND id <> ALL($2)`;
const bystanderRequests = `SELECT id FROM requests WHERE client_id <> ALL($1) AND id <> ALL($2)`;
const old = `created_at < $3`;

/** Table → which of its rows are bystanders'. A table the app gains later must be added here (the spec checks). */
export const BYSTANDER_ROWS: Record<string, string> = {
  users: `id <> ALL($1) AND ${old}`,
  user_roles: `user_id <> ALL($1) AND ${old}`,
  admin_invitations: `(used_by IS NULL OR used_by <> ALL($1)) AND id <> ALL($2) AND ${old}`,
  refresh_tokens: `user_id <> ALL($1) AND ${old}`,
  password_reset_tokens: `user_id <> ALL($1) AND ${old}`,
  email_verification_tokens: `user_id <> ALL($1) AND ${old}`,
  two_factor_recovery_codes: `user_id <> ALL($1) AND ${old}`,
  two_factor_challenges: `user_id <> ALL($1) AND ${old}`,
  passkeys: `user_id <> ALL($1) AND ${old}`,
  passkey_challenges: `(user_id IS NULL OR user_id <> ALL($1)) AND ${old}`,
  companies: `user_id <> ALL($1) AND id <> ALL($2) AND ${old}`,
  company_billing_data: `company_id IN (${bystanderCompanies})`,
  company_images: `company_id IN (${bystanderCompanies}) AND ${old}`,
  company_documents: `company_id IN (${bystanderCompanies}) AND id <> ALL($2) AND ${old}`,
  company_subscriptions: `company_id IN (${bystanderCompanies}) AND ${old}`,
  invoices: `company_id IN (${bystanderCompanies}) AND id <> ALL($2) AND ${old}`,
  invoice_payments: `company_id IN (${bystanderCompanies}) AND ${old}`,
  stripe_customers: `company_id IN (${bystanderCompanies}) AND ${old}`,
  // Only a call signed with the webhook secret adds one (the fuzzed calls are never signed).
  stripe_webhook_events: 'processed_at < $3',
  requests: `client_id <> ALL($1) AND id <> ALL($2) AND ${old}`,
  request_photos: `request_id IN (${bystanderRequests}) AND ${old}`,
  proposals: `company_id IN (${bystanderCompanies}) AND request_id IN (${bystanderRequests}) AND id <> ALL($2) AND ${old}`,
  request_views: `company_id IN (${bystanderCompanies}) AND request_id IN (${bystanderRequests}) AND first_viewed_at < $3`,
  proposal_templates: `company_id IN (${bystanderCompanies}) AND id <> ALL($2) AND ${old}`,
  company_alert_settings: `company_id IN (${bystanderCompanies}) AND ${old}`,
  request_alerts: `company_id IN (${bystanderCompanies}) AND request_id IN (${bystanderRequests}) AND ${old}`,
  reviews: `user_id <> ALL($1) AND id <> ALL($2) AND ${old}`,
  messages: `sender_id <> ALL($1) AND receiver_id <> ALL($1) AND ${old}`,
  audit_logs: `(actor_id IS NULL OR actor_id <> ALL($1)) AND ${old}`,
  blog_posts: `(author_id IS NULL OR author_id <> ALL($1)) AND id <> ALL($2) AND ${old}`,
  contact_messages: `id <> ALL($2) AND ${old}`,
  content_reports: `(reported_by IS NULL OR reported_by <> ALL($1)) AND id <> ALL($2) AND ${old}`,
  newsletter_subscriptions: `id <> ALL($2) AND ${old}`,
  // The one-click unsubscribe needs no session: a fuzzed token is never genuinely signed.
  notification_preferences: `user_id <> ALL($1)`,
  subscription_plans: `id <> ALL($2) AND ${old}`,
  mail_log: old,
  data_exports: `user_id <> ALL($1) AND ${old}`,
  migrations: 'true',
};

/**
 * Tables left out on purpose: counters any legitimate action moves (an invoice numbers the next
 * one; any visitor opening a company page or a list adds to its statistics and to the visits; the
 * statistics job recomputes the medians of every group), and the search vocabulary every new word
 * of a company or request joins (search_words).
 */
export const UNCHECKED_TABLES = ['invoice_counters', 'company_insight_days', 'site_visit_days', 'insight_peer_medians', 'search_words'];

export interface Scope {
  users: string[];
  targets: string[];
}

export type Checksums = Record<string, string>;

/** The database's clock (rows get their created_at from it). */
export async function databaseNow(ds: DataSource): Promise<Date> {
  const [row] = await ds.query('SELECT clock_timestamp() AS now');
  return row.now;
}

/** `count:md5` of the bystanders' rows of every table, in one query. */
/** A DataSource, or a QueryRunner inside a transaction. */
type Queryable = { query<T>(sql: string, parameters?: unknown[]): Promise<T> };

export async function bystanderChecksums(ds: Queryable, scope: Scope, since: Date): Promise<Checksums> {
  const parts = Object.entries(BYSTANDER_ROWS).map(
    ([table, where]) =>
      `SELECT '${table}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '-') AS sum FROM ${table} t WHERE ${where}`,
  );
  const rows: Array<{ name: string; sum: string }> = await ds.query(parts.join(' UNION ALL '), [scope.users, scope.targets, since]);
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** Tables whose bystander rows differ between two checksums. */
export function changedTables(before: Checksums, after: Checksums): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** Public tables of the schema that neither list covers (so a new table cannot slip through). */
export async function uncoveredTables(ds: DataSource): Promise<string[]> {
  const rows: Array<{ table_name: string }> = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  return rows
    .map((r) => r.table_name)
    .filter((name) => !(name in BYSTANDER_ROWS) && !UNCHECKED_TABLES.includes(name))
    .sort();
}
