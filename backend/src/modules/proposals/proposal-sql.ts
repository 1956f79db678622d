import { VISIBLE_COMPANY } from '../companies/company-sql.js';
import type { ClientSharedData } from './proposal.entity.js';

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
export const proposalSelect = (from = 'proposals p') => `SELECT p.id, p.request_id AS "requestId", p.company_id AS "companyId", p.message, p.price, p.status,
       p.client_shared_data AS "clientSharedData", p.responded_at AS "respondedAt", p.created_at AS "createdAt", p.updated_at AS "updatedAt",
       c.user_id AS "companyUserId", c.slug AS "companySlug", c.company_name AS "companyName", c.logo AS "companyLogo",
       c.city AS "companyCity", c.province AS "companyProvince", c.verified_at AS "companyVerifiedAt",
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
export const COMPANY_AVAILABILITY_FOR_SHARE_SQL = `SELECT ${COMPANY_AVAILABLE} AS available
  FROM proposals p JOIN companies c ON c.id = p.company_id JOIN users cu ON cu.id = c.user_id
 WHERE p.id = $1
   FOR SHARE OF c, cu`;

/** The company sending a proposal: may it (visible), and if suspended, why. */
export const SENDING_COMPANY_SQL = `SELECT c.id, (${VISIBLE_COMPANY}) AS visible, c.status, c.suspension_reason AS "suspensionReason"
  FROM companies c WHERE c.user_id = $1`;

export interface ProposalRow {
  id: string;
  requestId: string;
  companyId: string;
  message: string;
  price: string | number | null;
  status: string;
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
