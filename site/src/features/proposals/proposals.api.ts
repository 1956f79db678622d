import { http, type Paginated } from '../../api/http';

export type ProposalStatus = 'pending' | 'accepted' | 'rejected';

/** Shared with the company only once the client accepts (never the client's email). */
export type ClientSharedData = { clientUserId: string; clientName: string; clientPhone: string | null; sharedAt: string };

export type ProposalCompany = {
  id: string;
  seoParam: string;
  companyName: string;
  logo: string | null;
  city: string;
  province: string;
  verified: boolean;
  /** False once moderators hid the company: its proposal can no longer be accepted or rejected. */
  available: boolean;
  rating: { average: number | null; count: number };
};

export type ProposalRequestSummary = {
  id: string;
  seoParam: string;
  title: string;
  description: string;
  serviceType: string;
  city: string;
  province: string;
  location: string;
  status: string;
  createdAt: string;
};

/** A proposal; `message` is sanitized HTML, `price` euros or null. */
export type Proposal = {
  id: string;
  requestId: string;
  companyId: string;
  message: string;
  price: number | null;
  status: ProposalStatus | (string & {});
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
  clientSharedData?: ClientSharedData;
  company?: ProposalCompany;
  request?: ProposalRequestSummary;
};

export type ProposalInput = { message: string; price?: number };

export type MyProposalsFilters = {
  q?: string;
  status?: 'all' | ProposalStatus;
  sort?: 'newest' | 'oldest' | 'price-high' | 'price-low';
  page?: number;
};

export type MyProposalsStats = { total: number; pending: number; accepted: number; totalValue: number };

export const MY_PROPOSALS_PAGE_SIZE = 10;

/**
 * Sends the signed-in company's proposal. Errors: 403 SUBSCRIPTION_REQUIRED / COMPANY_INACTIVE /
 * COMPANY_SUSPENDED, 409 PROPOSAL_DUPLICATE / REQUEST_NOT_OPEN, 404 REQUEST_NOT_FOUND.
 */
export const sendProposal = (requestId: string, input: ProposalInput) =>
  http.post<Proposal>(`/requests/${encodeURIComponent(requestId)}/proposals`, input);

/** Proposals of one request, with company cards (the request's owner only). */
export const listRequestProposals = (requestId: string, signal?: AbortSignal) =>
  http.get<{ items: Proposal[] }>(`/requests/${encodeURIComponent(requestId)}/proposals`, { signal });

/** The signed-in company's proposals, 10 per page, with stats over all of them. */
export const listMyProposals = (filters: MyProposalsFilters, signal?: AbortSignal) =>
  http.get<Paginated<Proposal> & { stats: MyProposalsStats }>('/me/proposals', { query: filters, signal });

/** One proposal with company and request (its company, the request's client or a super admin). */
export const getProposal = (id: string, signal?: AbortSignal) => http.get<Proposal>(`/proposals/${encodeURIComponent(id)}`, { signal });

export const acceptProposal = (id: string) => http.post<Proposal>(`/proposals/${encodeURIComponent(id)}/accept`);

export const rejectProposal = (id: string) => http.post<Proposal>(`/proposals/${encodeURIComponent(id)}/reject`);
