import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import { AppException } from '../../common/errors/app-exception.js';
import { NEWSLETTER_STATUS_ENUM_NAME, NewsletterStatus } from '../../database/enums.js';
import type { CsvSubscriber } from './newsletter-csv.js';

/** SQL of the newsletter: double opt-in from the site, and the backoffice's subscriber list. */

export interface SubscriptionRow {
  id: string;
  email: string;
  unsubscribe_token: string;
}

/**
 * New, pending or unsubscribed address: (back to) pending with the new confirmation token hash.
 * One upsert on the lower(email) unique index, so two sign-ups of the same address at once end
 * as one row instead of a 23505. Undefined when the address is confirmed (nothing changed).
 */
export async function upsertPendingSubscription(db: Queryable, email: string, tokenHash: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow[]>(
    `INSERT INTO newsletter_subscriptions AS s (email, confirm_token_hash) VALUES ($1, $2)
       ON CONFLICT (lower(email)) DO UPDATE
         SET status = 'pending', confirm_token_hash = EXCLUDED.confirm_token_hash, confirmed_at = NULL, unsubscribed_at = NULL
         WHERE s.status <> 'confirmed'
       RETURNING id, email, unsubscribe_token`,
    [email, tokenHash],
  );
  return row;
}

/** Confirms the pending subscription of that token hash (once: the hash is cleared); undefined when none. */
export async function confirmSubscription(db: Queryable, tokenHash: string, at: Date): Promise<SubscriptionRow | undefined> {
  const [rows]: [SubscriptionRow[], number] = await db.query(
    `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = $2, confirm_token_hash = NULL
        WHERE confirm_token_hash = $1 AND status = 'pending'
        RETURNING id, email, unsubscribe_token`,
    [tokenHash, at],
  );
  return rows[0];
}

/**
 * Unsubscribes the address of that unsubscribe token (idempotent: the first unsubscribed_at is
 * kept) and voids a pending confirmation link; answers the address, undefined for an unknown token.
 */
export async function unsubscribeByToken(db: Queryable, token: string, at: Date): Promise<string | undefined> {
  const [rows]: [{ email: string }[], number] = await db.query(
    `UPDATE newsletter_subscriptions
          SET status = 'unsubscribed', confirm_token_hash = NULL,
              unsubscribed_at = CASE WHEN status = 'unsubscribed' THEN unsubscribed_at ELSE $2 END
        WHERE unsubscribe_token = $1
        RETURNING email`,
    [token, at],
  );
  return rows[0]?.email;
}

export async function isEmailConfirmed(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(`SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = lower($1) AND status = 'confirmed'`, [
    email,
  ]);
  return rows.length > 0;
}

/** `GET /admin/newsletter-subscribers`: sorts and filters of the backoffice list. */
export const NEWSLETTER_ADMIN_LIST: ListSpec = {
  sortable: { createdAt: 's.created_at', email: 'lower(s.email)', status: 's.status' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    q: { kind: 'search', columns: ['s.email'] },
    status: {
      kind: 'custom',
      build: (placeholder, value) => {
        const values = Array.isArray(value) ? value : [value];
        const known = Object.values(NewsletterStatus) as unknown[];
        if (values.length === 0 || !values.every((v) => known.includes(v)))
          throw new AppException('VALIDATION_ERROR', 'El filtro status no es válido.');
        return Array.isArray(value)
          ? `s.status = ANY(${placeholder}::${NEWSLETTER_STATUS_ENUM_NAME}[])`
          : `s.status = ${placeholder}::${NEWSLETTER_STATUS_ENUM_NAME}`;
      },
    },
    createdFrom: { kind: 'from', column: 's.created_at' },
    createdTo: { kind: 'to', column: 's.created_at' },
  },
  idColumn: 's.id',
};

const COLUMNS = `s.id, s.email, s.status, s.confirmed_at AS "confirmedAt", s.unsubscribed_at AS "unsubscribedAt", s.created_at AS "createdAt"`;

export type SubscriberRow = CsvSubscriber & { id: string };

/** One page of the list and the total matching its filter. */
export function listSubscribers(db: Queryable, list: ListQuery): Promise<{ rows: SubscriberRow[]; total: number }> {
  return fetchListPage<SubscriberRow>(db, list, { columns: COLUMNS, from: 'newsletter_subscriptions s' });
}

export async function findSubscriber(db: Queryable, id: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.query<SubscriberRow[]>(`SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE s.id = $1`, [id]);
  return row;
}

/** The subscribers of one status, or all, oldest first (the CSV export). */
export function listSubscribersForExport(db: Queryable, status: string): Promise<SubscriberRow[]> {
  return db.query<SubscriberRow[]>(
    `SELECT ${COLUMNS} FROM newsletter_subscriptions s WHERE $1 = 'all' OR s.status::text = $1 ORDER BY s.created_at, s.id`,
    [status],
  );
}
