import type { Queryable } from '../../common/database/queryable.js';
import { COMPLETION_DUE_DAY_SQL } from '../requests/completion-due.js';
import { transitionAllowedSql } from '../requests/request-status.js';
import type { ProposalClosedReason } from './proposal.entity.js';

/**
 * SQL of the request's life after hiring (issue 18). Lock order, everywhere: the request row
 * first, then its proposals. Every writer of a proposal's status holds its request's row lock
 * (FOR UPDATE, or the UPDATE of that row in the same transaction), so an accept, a close, a
 * reopen and the expiry job on one request run one after the other and cannot deadlock.
 * TypeORM answers an UPDATE … RETURNING with [rows, rowCount].
 */

/** A proposal's status and validity, locking its row (FOR UPDATE) while the client answers it. */
export async function lockProposalForAnswer(db: Queryable, id: string): Promise<{ status: string; validUntil: string | null } | undefined> {
  const [proposal] = await db.query<{ status: string; validUntil: string | null }[]>(
    `SELECT status, to_char(valid_until, 'YYYY-MM-DD') AS "validUntil" FROM proposals WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return proposal;
}

/**
 * Closes the request's pending proposals without the client answering them: another company
 * was hired, or the request was closed, cancelled or completed. Answers their ids (to tell each
 * company). Run while holding the request's row lock.
 */
export async function closePendingProposals(
  db: Queryable,
  requestId: string,
  reason: Extract<ProposalClosedReason, 'hired_other' | 'request_closed'>,
  now: Date,
): Promise<string[]> {
  const [rows] = await db.query<[{ id: string }[], number]>(
    `UPDATE proposals SET status = 'rejected', closed_reason = $2, responded_at = $3
      WHERE request_id = $1 AND status = 'pending' RETURNING id`,
    [requestId, reason, now],
  );
  return rows.map((r) => r.id);
}

/**
 * Undoes a hire (the company did not show up): the accepted proposal is rejected as `no_show`
 * and the client's name and phone leave it (ck_proposals_client_shared_data_accepted). Answers
 * its id(s). Run while holding the request's row lock.
 */
export async function undoHire(db: Queryable, requestId: string): Promise<string[]> {
  const [rows] = await db.query<[{ id: string }[], number]>(
    `UPDATE proposals SET status = 'rejected', closed_reason = 'no_show', client_shared_data = NULL
      WHERE request_id = $1 AND status = 'accepted' RETURNING id`,
    [requestId],
  );
  return rows.map((r) => r.id);
}

/** Locks a request row (FOR UPDATE): the expiry job takes the same lock an accept takes first. */
export async function lockRequestRow(db: Queryable, requestId: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(`SELECT 1 FROM requests WHERE id = $1 FOR UPDATE`, [requestId]);
  return rows.length > 0;
}

/** Requests with pending proposals past their `valid_until` on Madrid day `today` (ix_proposals_pending_valid_until). */
export async function findRequestsWithLapsedProposals(db: Queryable, today: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ requestId: string }[]>(
    `SELECT DISTINCT request_id AS "requestId" FROM proposals WHERE status = 'pending' AND valid_until < $1::date LIMIT $2`,
    [today, limit],
  );
  return rows.map((r) => r.requestId);
}

/** Expires the request's pending proposals past their validity; their ids. Run while holding the request's row lock. */
export async function expireLapsedProposals(db: Queryable, requestId: string, today: string): Promise<string[]> {
  const [rows] = await db.query<[{ id: string }[], number]>(
    `UPDATE proposals SET status = 'expired' WHERE request_id = $1 AND status = 'pending' AND valid_until < $2::date RETURNING id`,
    [requestId, today],
  );
  return rows.map((r) => r.id);
}

/** A hired request whose client is to be asked whether the job was done. */
export interface CompletionDueRow {
  id: string;
  /** `hired_at` exactly as stored (text): the question is about this hire only. */
  hiredAt: string;
  /** `hired_at` in epoch milliseconds: one question per hire (the mail's dedupe key). */
  hiredAtMs: string;
}

/**
 * Hired requests not asked yet whose completion is due on Madrid day `today` (completion-due.ts),
 * oldest hire first (ix_requests_status_created_at on status = 'hired').
 */
export function findCompletionDueRequests(db: Queryable, today: string, limit: number): Promise<CompletionDueRow[]> {
  return db.query<CompletionDueRow[]>(
    `SELECT r.id, r.hired_at::text AS "hiredAt", floor(extract(epoch FROM r.hired_at) * 1000)::bigint::text AS "hiredAtMs"
       FROM requests r
      WHERE ${transitionAllowedSql('askCompletion', 'r')} AND r.completion_asked_at IS NULL AND r.hired_at IS NOT NULL
        AND ${COMPLETION_DUE_DAY_SQL} <= $1::date
      ORDER BY r.hired_at, r.id
      LIMIT $2`,
    [today, limit],
  );
}

/** Records that the client was asked about this hire; false when another run (or a reopen, a completion) got there first. */
export async function markCompletionAsked(db: Queryable, id: string, hiredAt: string, now: Date): Promise<boolean> {
  const [, marked] = await db.query<[unknown[], number]>(
    `UPDATE requests SET completion_asked_at = $3
      WHERE id = $1 AND hired_at = $2::timestamptz AND completion_asked_at IS NULL AND ${transitionAllowedSql('askCompletion')}`,
    [id, hiredAt, now],
  );
  return marked !== 0;
}

/** What a notification to a request's client about its hire needs (never anyone's e-mail but the addressee's). */
export interface HireNotificationRow {
  requestId: string;
  requestTitle: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  companyId: string;
  companyName: string;
  companySlug: string;
}

/** The request, its client and the company of its accepted proposal (the latest, on old requests that accepted several). */
export async function findHireNotification(db: Queryable, requestId: string): Promise<HireNotificationRow | undefined> {
  const [row] = await db.query<HireNotificationRow[]>(
    `SELECT r.id AS "requestId", r.title AS "requestTitle", r.client_id AS "clientId", u.full_name AS "clientName",
            u.email AS "clientEmail", c.id AS "companyId", c.company_name AS "companyName", c.slug AS "companySlug"
       FROM requests r
       JOIN users u ON u.id = r.client_id
       JOIN LATERAL (SELECT company_id FROM proposals p WHERE p.request_id = r.id AND p.status = 'accepted'
                      ORDER BY p.responded_at DESC NULLS LAST, p.id DESC LIMIT 1) hp ON true
       JOIN companies c ON c.id = hp.company_id
      WHERE r.id = $1`,
    [requestId],
  );
  return row;
}
