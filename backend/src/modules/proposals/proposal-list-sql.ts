import type { Queryable } from '../../common/database/queryable.js';
import { containsText, escapeLike } from '../../common/database/text-search.js';
import { PROPOSAL_SELECT, proposalSelect, type ProposalRow } from './proposal-sql.js';

/** SQL of a company's own proposal list ("Mis propuestas"): filters, page, total and stats. */

const MY_SORTS: Record<string, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  'price-high': 'p.price DESC NULLS LAST, p.created_at DESC, p.id DESC',
  'price-low': 'p.price ASC NULLS LAST, p.created_at DESC, p.id DESC',
};

export interface MyProposalsFilter {
  /** The company's account (companies.user_id). */
  userId: string;
  /** Text in the request's title, city or province (accent- and case-insensitive). */
  q?: string;
  /** A status, or 'all' / undefined for every one. */
  status?: string;
  sort?: string;
}

export interface MyProposalsStatsRow {
  total: number;
  pending: number;
  accepted: number;
  totalValue: string;
}

/**
 * One page of the company's proposals, the total matching the filter and the company's stats, in
 * parallel. Without a text search the filters are on proposals and companies only: the page is
 * cut from the company's proposals (ix_proposals_company_id_created_at) before the requests are
 * joined, and the total needs no join (or none at all: it is stats.total). Joined first, a busy
 * company's page joined and sorted all its proposals (bench/http-lists.mjs).
 */
export async function listMyProposals(
  db: Queryable,
  filter: MyProposalsFilter,
  pageSize: number,
  offset: number,
): Promise<{ rows: ProposalRow[]; total: number; stats: MyProposalsStatsRow }> {
  const params: unknown[] = [filter.userId];
  const where = ['c.user_id = $1'];
  if (filter.q) {
    params.push(escapeLike(filter.q));
    const v = `$${params.length}`;
    where.push(`(${['r.title', 'r.city', 'r.province'].map((column) => containsText(`f_search_normalize(${column})`, v)).join(' OR ')})`);
  }
  if (filter.status && filter.status !== 'all') {
    params.push(filter.status);
    where.push(`p.status = $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const n = params.length;
  const orderBy = MY_SORTS[filter.sort ?? 'newest'];
  const pageSql = filter.q
    ? `${PROPOSAL_SELECT} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`
    : `${proposalSelect(`(SELECT p.* FROM proposals p JOIN companies c ON c.id = p.company_id WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) p`)}
          ORDER BY ${orderBy}`;
  const countSql = filter.q
    ? `SELECT count(*)::int AS total FROM proposals p JOIN companies c ON c.id = p.company_id JOIN requests r ON r.id = p.request_id WHERE ${whereSql}`
    : `SELECT count(*)::int AS total FROM proposals p JOIN companies c ON c.id = p.company_id WHERE ${whereSql}`;
  const needsCount = where.length > 1;
  const [rows, counted, [stats]] = await Promise.all([
    db.query<ProposalRow[]>(pageSql, [...params, pageSize, offset]),
    needsCount ? db.query<{ total: number }[]>(countSql, params) : undefined,
    db.query<MyProposalsStatsRow[]>(
      `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE p.status = 'pending')::int AS pending,
                count(*) FILTER (WHERE p.status = 'accepted')::int AS accepted,
                coalesce(sum(p.price), 0) AS "totalValue"
           FROM proposals p JOIN companies c ON c.id = p.company_id WHERE c.user_id = $1 AND p.status <> 'draft'`,
      [filter.userId],
    ),
  ]);
  return { rows, total: counted ? counted[0].total : stats.total, stats };
}
