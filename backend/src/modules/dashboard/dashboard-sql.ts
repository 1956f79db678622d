import type { Queryable } from '../../common/database/queryable.js';

/** SQL of GET /dashboard (clients and companies): one indexed query per figure. */

export interface ClientRequestCounts {
  total: number;
  active: number;
  completed: number;
  hired: number;
  withProposals: number;
}

/** A client's requests by status (ix_requests_client_id_created_at). */
export async function countClientRequests(db: Queryable, clientId: string): Promise<ClientRequestCounts> {
  const [row] = await db.query<ClientRequestCounts[]>(
    `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'hired')::int AS hired,
                count(*) FILTER (WHERE proposal_count > 0)::int AS "withProposals"
           FROM requests WHERE client_id = $1`,
    [clientId],
  );
  return row;
}

export interface ClientProposalCounts {
  total: number;
  pending: number;
  accepted: number;
}

/** The proposals a client received (ix_requests_client_id_created_at, then ix_proposals_request_id_status per request). */
export async function countClientProposals(db: Queryable, clientId: string): Promise<ClientProposalCounts> {
  const [row] = await db.query<ClientProposalCounts[]>(
    `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE p.status = 'pending')::int AS pending,
                count(*) FILTER (WHERE p.status = 'accepted')::int AS accepted
           FROM requests r JOIN proposals p ON p.request_id = r.id
          WHERE r.client_id = $1 AND p.status <> 'draft'`,
    [clientId],
  );
  return row;
}

export interface DashboardCompanyRow {
  id: string;
  slug: string;
  companyName: string;
  visible: boolean;
  status: string;
  suspensionReason: string | null;
}

/** The user's company, if any (uq_companies_user_id). */
export async function findDashboardCompany(db: Queryable, userId: string): Promise<DashboardCompanyRow | undefined> {
  const [company] = await db.query<DashboardCompanyRow[]>(
    `SELECT id, slug, company_name AS "companyName", (is_active AND status = 'active') AS visible, status, suspension_reason AS "suspensionReason"
         FROM companies WHERE user_id = $1`,
    [userId],
  );
  return company;
}

export interface InvoiceSummaryRow {
  id: string;
  invoiceNumber: string;
  amount: string | number;
  dueDate: Date;
  status: string;
  createdAt: Date;
}

/** A company's `limit` newest invoices (ix_invoices_company_id_created_at). */
export function listLatestInvoices(db: Queryable, companyId: string, limit: number): Promise<InvoiceSummaryRow[]> {
  return db.query<InvoiceSummaryRow[]>(
    `SELECT id, invoice_number AS "invoiceNumber", amount, due_date AS "dueDate", status, created_at AS "createdAt"
         FROM invoices WHERE company_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [companyId, limit],
  );
}

export interface CompanyProposalCounts {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
  totalValue: string;
}

/** A company's proposals by status and their summed price (ix_proposals_company_id_created_at). */
export async function countCompanyProposals(db: Queryable, companyId: string): Promise<CompanyProposalCounts> {
  const [row] = await db.query<CompanyProposalCounts[]>(
    `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              coalesce(sum(price), 0) AS "totalValue"
         FROM proposals WHERE company_id = $1 AND status <> 'draft'`,
    [companyId],
  );
  return row;
}
