import type { Queryable } from '../../common/database/queryable.js';
import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import type { ClientSharedData, ProposalClosedReason, ProposalPriceLine } from './proposal.entity.js';
import type { StoredBadge } from '../documents/badges.js';

/**
 * Whether a proposal's company may still be answered and receive a client's name and phone: it is
 * listed (active, not suspended by a moderator) and its account is active (a suspended account
 * cannot even sign in). On `companies c` joined with its account `cu`.
 */
export const COMPANY_AVAILABLE = `(${VISIBLE_COMPANY} AND cu.status = 'active')`;

/**
 * One proposal with its company card and its request summary (never any user's email). `from`
 * replaces the proposals table, e.g. by an already limited page of it.
 */
export const proposalSelect = (
  from = 'proposals p',
) => `SELECT p.id, p.request_id AS "requestId", p.company_id AS "companyId", p.message, p.price, p.status,
       p.vat_included AS "vatIncluded", p.includes, to_char(p.available_date, 'YYYY-MM-DD') AS "availableDate",
       to_char(p.valid_until, 'YYYY-MM-DD') AS "validUntil", p.price_lines AS "priceLines", p.closed_reason AS "closedReason",
       p.client_shared_data AS "clientSharedData", p.responded_at AS "respondedAt", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
       c.user_id AS "companyUserId", c.slug AS "companySlug", c.company_name AS "companyName", c.logo AS "companyLogo",
       c.city AS "companyCity", c.province AS "companyProvince", c.verified_at AS "companyVerifiedAt", c.badges AS "companyBadges",
       c.created_at AS "companyCreatedAt", c.response_minutes AS "companyResponseMinutes",
       ${COMPANY_AVAILABLE} AS "companyAvailable",
       r.client_id AS "clientId", r.slug AS "requestSlug", r.title AS "requestTitle", r.description AS "requestDescription",
       r.services AS "requestServices", r.city AS "requestCity", r.province AS "requestProvince", r.status AS "requestStatus",
       r.created_at AS "requestCreatedAt"
  FROM ${from}
  JOIN companies c ON c.id = p.company_id
  JOIN users cu ON cu.id = c.user_id
  JOIN requests r ON r.id = p.request_id`;
export const PROPOSAL_SELECT = proposalSelect();

/**
 * A proposal's company availability, read while the client answers it: FOR SHARE waits for a
 * suspension in progress (which locks the company or the account FOR UPDATE) and sees its outcome.
 */
const COMPANY_AVAILABILITY_FOR_SHARE_SQL = `SELECT ${COMPANY_AVAILABLE} AS available
  FROM proposals p JOIN companies c ON c.id = p.company_id JOIN users cu ON cu.id = c.user_id
 WHERE p.id = $1
   FOR SHARE OF c, cu`;

/** The company sending a proposal: may it (visible), and if suspended, why. */
const SENDING_COMPANY_SQL = `SELECT c.id, (${VISIBLE_COMPANY}) AS visible, c.status, c.suspension_reason AS "suspensionReason"
  FROM companies c WHERE c.user_id = $1`;

export interface ProposalRow {
  id: string;
  requestId: string;
  companyId: string;
  message: string;
  price: string | number | null;
  status: string;
  vatIncluded: boolean;
  includes: string[];
  availableDate: string | null;
  validUntil: string | null;
  priceLines: ProposalPriceLine[] | null;
  closedReason: ProposalClosedReason | null;
  clientSharedData: ClientSharedData | null;
  respondedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  companyUserId: string;
  companySlug: string;
  companyName: string;
  companyLogo: string | null;
  companyCity: string;
  companyProvince: string;
  companyVerifiedAt: Date | null;
  /** companies.badges (documents module); publicBadges drops the lapsed ones. */
  companyBadges: StoredBadge[];
  companyCreatedAt: Date;
  companyResponseMinutes: number | null;
  companyAvailable: boolean;
  clientId: string;
  requestSlug: string;
  requestTitle: string;
  requestDescription: string;
  requestServices: string[];
  requestCity: string;
  requestProvince: string;
  requestStatus: string;
  requestCreatedAt: Date;
}

/** The company of a user about to send a proposal. */
export interface SendingCompanyRow {
  id: string;
  visible: boolean;
  status: string;
  suspensionReason: string | null;
}

export async function findSendingCompany(db: Queryable, userId: string): Promise<SendingCompanyRow | undefined> {
  const [company] = await db.query<SendingCompanyRow[]>(SENDING_COMPANY_SQL, [userId]);
  return company;
}

/** A request's owner and status, as proposals need them. */
export interface ProposalRequestRow {
  clientId: string;
  status: string;
}

export async function findProposalRequest(db: Queryable, requestId: string): Promise<ProposalRequestRow | undefined> {
  const [request] = await db.query<ProposalRequestRow[]>(`SELECT client_id AS "clientId", status FROM requests WHERE id = $1`, [requestId]);
  return request;
}

/** The same, locking the request row (FOR UPDATE): answers to the proposals of one request run one after the other. */
export async function lockProposalRequestForUpdate(db: Queryable, requestId: string): Promise<ProposalRequestRow | undefined> {
  const [request] = await db.query<ProposalRequestRow[]>(`SELECT client_id AS "clientId", status FROM requests WHERE id = $1 FOR UPDATE`, [
    requestId,
  ]);
  return request;
}

/** A request's status alone. */
export async function findRequestStatus(db: Queryable, requestId: string): Promise<string | undefined> {
  const [request] = await db.query<{ status: string }[]>(`SELECT status FROM requests WHERE id = $1`, [requestId]);
  return request?.status;
}

/** What sending a proposal needs of its request: whether it is open, and its category (the includes it offers). */
export interface RequestForProposalRow {
  status: string;
  category: string | null;
}

export async function findRequestForProposal(db: Queryable, requestId: string): Promise<RequestForProposalRow | undefined> {
  const [request] = await db.query<RequestForProposalRow[]>(`SELECT status, category FROM requests WHERE id = $1`, [requestId]);
  return request;
}

/** Whether the company already sent a proposal on the request. */
export async function proposalExists(db: Queryable, requestId: string, companyId: string): Promise<boolean> {
  const [existing] = await db.query(`SELECT 1 FROM proposals WHERE request_id = $1 AND company_id = $2`, [requestId, companyId]);
  return Boolean(existing);
}

/** A new proposal with its terms (proposal-terms.ts checked them against `category`). */
export interface NewProposal {
  requestId: string;
  companyId: string;
  message: string;
  price: number | null;
  vatIncluded: boolean;
  includes: string[];
  availableDate: string | null;
  validUntil: string;
  priceLines: ProposalPriceLine[] | null;
  /** The request's category the includes were checked against. */
  category: string | null;
  /** Issue 22: the company's email is not verified: stored as a draft, sent on verification. */
  draft?: boolean;
}

/**
 * Inserts a proposal, only onto a request still active when the row is written: the lock waits
 * for a close or a moderator's cancel in progress and then sees it (nothing inserted, undefined).
 * It must also still have the category its includes were checked against (an edit may change it
 * meanwhile: nothing inserted either). NO KEY UPDATE is the lock the proposal_count trigger takes
 * on that row anyway (FOR SHARE would deadlock two senders). A second proposal of the company on
 * the request fails with 23505.
 */
export async function insertProposalOnActiveRequest(db: Queryable, proposal: NewProposal): Promise<string | undefined> {
  const inserted = await db.query<{ id: string }[]>(
    `INSERT INTO proposals (request_id, company_id, message, price, vat_included, includes, available_date, valid_until, price_lines, status)
         SELECT r.id, $2::uuid, $3::text, $4::numeric, $5::boolean, $6::text[], $7::date, $8::date, $9::jsonb, $11::proposal_status
           FROM requests r WHERE r.id = $1 AND r.status = 'active' AND r.category IS NOT DISTINCT FROM $10::varchar FOR NO KEY UPDATE
         RETURNING id`,
    [
      proposal.requestId,
      proposal.companyId,
      proposal.message,
      proposal.price,
      proposal.vatIncluded,
      proposal.includes,
      proposal.availableDate,
      proposal.validUntil,
      proposal.priceLines ? JSON.stringify(proposal.priceLines) : null,
      proposal.category,
      proposal.draft ? 'draft' : 'pending',
    ],
  );
  return inserted[0]?.id;
}

/** One proposal with its company card and request summary. */
export async function findProposal(db: Queryable, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.query<ProposalRow[]>(`${PROPOSAL_SELECT} WHERE p.id = $1`, [id]);
  return row;
}

/** A company's `limit` newest proposals (ix_proposals_company_id_created_at). */
export function listLatestProposalsOfCompany(db: Queryable, companyId: string, limit: number): Promise<ProposalRow[]> {
  return db.query<ProposalRow[]>(`${PROPOSAL_SELECT} WHERE p.company_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`, [
    companyId,
    limit,
  ]);
}

/** The proposals of a request, newest first. */
export function listProposalsOfRequest(db: Queryable, requestId: string): Promise<ProposalRow[]> {
  // Issue 22: a draft (its company's email not verified yet) is its company's alone.
  return db.query<ProposalRow[]>(
    `${PROPOSAL_SELECT} WHERE p.request_id = $1 AND p.status <> 'draft' ORDER BY p.created_at DESC, p.id DESC`,
    [requestId],
  );
}

/** The request a proposal belongs to. */
export async function findProposalRequestId(db: Queryable, id: string): Promise<string | undefined> {
  const [ref] = await db.query<{ requestId: string }[]>(`SELECT request_id AS "requestId" FROM proposals WHERE id = $1`, [id]);
  return ref?.requestId;
}

/**
 * Whether the proposal's company may still be answered, read FOR SHARE: it waits for a
 * suspension in progress (which locks the company or the account FOR UPDATE) and sees its outcome.
 */
export async function isProposalCompanyAvailableForShare(db: Queryable, id: string): Promise<boolean> {
  const [company] = await db.query<{ available: boolean }[]>(COMPANY_AVAILABILITY_FOR_SHARE_SQL, [id]);
  return Boolean(company?.available);
}

/** The client's name and phone, copied onto the proposal they accept (never the e-mail). */
export async function findClientContact(db: Queryable, clientId: string): Promise<{ fullName: string; phone: string | null }> {
  const [client] = await db.query<{ fullName: string; phone: string | null }[]>(
    `SELECT full_name AS "fullName", phone FROM users WHERE id = $1`,
    [clientId],
  );
  return client;
}

export async function markProposalAccepted(db: Queryable, id: string, shared: ClientSharedData): Promise<void> {
  await db.query(`UPDATE proposals SET status = 'accepted', responded_at = now(), client_shared_data = $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify(shared),
  ]);
}

export async function markProposalRejected(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE proposals SET status = 'rejected', responded_at = now() WHERE id = $1`, [id]);
}

/** What one proposal notification needs, read in one query (primary keys and uq_companies_user_id). */
export interface NotificationRow {
  proposalId: string;
  requestId: string;
  requestTitle: string;
  price: string | number | null;
  clientSharedData: ClientSharedData | null;
  companyName: string;
  /** companies.email, or the company account's e-mail when the profile has none. */
  companyEmail: string;
  clientName: string;
  clientEmail: string;
  /** The users to notify over Socket.IO (`notification` to room `user:<id>`). */
  clientId: string;
  companyUserId: string;
}

export async function findProposalNotification(db: Queryable, proposalId: string): Promise<NotificationRow | undefined> {
  const [row] = await db.query<NotificationRow[]>(
    `SELECT p.id AS "proposalId", p.request_id AS "requestId", r.title AS "requestTitle", p.price,
       p.client_shared_data AS "clientSharedData", c.company_name AS "companyName",
       coalesce(nullif(btrim(c.email), ''), cu.email) AS "companyEmail",
       u.full_name AS "clientName", u.email AS "clientEmail", r.client_id AS "clientId", c.user_id AS "companyUserId"
  FROM proposals p
  JOIN requests r ON r.id = p.request_id
  JOIN users u ON u.id = r.client_id
  JOIN companies c ON c.id = p.company_id
  JOIN users cu ON cu.id = c.user_id
 WHERE p.id = $1`,
    [proposalId],
  );
  return row;
}
