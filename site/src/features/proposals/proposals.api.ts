import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type ProposalStatus = Schemas['ProposalStatus'];

/** Shared with the company only once the client accepts (never the client's email). */
export type ClientSharedData = Schemas['ClientSharedDataDto'];

/** `available`: false once moderators hid the company, its proposal can no longer be accepted or rejected. */
export type ProposalCompany = Schemas['ProposalCompanyDto'];

export type ProposalRequestSummary = Schemas['ProposalRequestSummaryDto'];

/** A proposal; `message` is sanitized HTML, `price` euros or null. */
export type Proposal = Schemas['ProposalDto'];

export type ProposalInput = ApiRequestBody<'/api/requests/{id}/proposals', 'post'>;

export type MyProposalsFilters = ApiQuery<'/api/me/proposals', 'get'>;

export type MyProposalsPage = ApiResponse<'/api/me/proposals', 'get'>;

export type MyProposalsStats = Schemas['MyProposalsStatsDto'];

export const MY_PROPOSALS_PAGE_SIZE = 10;

/**
 * Sends the signed-in company's proposal. Errors: 403 SUBSCRIPTION_REQUIRED / COMPANY_INACTIVE /
 * COMPANY_SUSPENDED, 409 PROPOSAL_DUPLICATE / REQUEST_NOT_OPEN, 404 REQUEST_NOT_FOUND.
 */
export const sendProposal = (requestId: string, input: ProposalInput) =>
  http.post<ApiResponse<'/api/requests/{id}/proposals', 'post'>>(`/requests/${encodeURIComponent(requestId)}/proposals`, input);

/** Proposals of one request, with company cards (the request's owner only). */
export const listRequestProposals = (requestId: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/requests/{id}/proposals', 'get'>>(`/requests/${encodeURIComponent(requestId)}/proposals`, { signal });

/** The signed-in company's proposals, 10 per page, with stats over all of them. */
export const listMyProposals = (filters: MyProposalsFilters, signal?: AbortSignal) =>
  http.get<MyProposalsPage>('/me/proposals', { query: filters, signal });

/** One proposal with company and request (its company, the request's client or a super admin). */
export const getProposal = (id: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/proposals/{id}', 'get'>>(`/proposals/${encodeURIComponent(id)}`, { signal });

export const acceptProposal = (id: string) =>
  http.post<ApiResponse<'/api/proposals/{id}/accept', 'post'>>(`/proposals/${encodeURIComponent(id)}/accept`);

export const rejectProposal = (id: string) =>
  http.post<ApiResponse<'/api/proposals/{id}/reject', 'post'>>(`/proposals/${encodeURIComponent(id)}/reject`);

/** A company's saved proposal: message, price and terms under a name (no request, no dates). */
export type ProposalTemplate = Schemas['ProposalTemplateDto'];

export type ProposalTemplateInput = ApiRequestBody<'/api/me/proposal-templates', 'post'>;

export type ProposalTemplateChanges = ApiRequestBody<'/api/me/proposal-templates/{id}', 'patch'>;

/** The signed-in company's templates, newest first (at most 20). */
export const listProposalTemplates = (signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/me/proposal-templates', 'get'>>('/me/proposal-templates', { signal });

/** Errors: 409 PROPOSAL_TEMPLATE_DUPLICATE (same name) / PROPOSAL_TEMPLATE_LIMIT (20 saved), 400 with field errors. */
export const createProposalTemplate = (input: ProposalTemplateInput) =>
  http.post<ApiResponse<'/api/me/proposal-templates', 'post'>>('/me/proposal-templates', input);

export const updateProposalTemplate = (id: string, changes: ProposalTemplateChanges) =>
  http.patch<ApiResponse<'/api/me/proposal-templates/{id}', 'patch'>>(`/me/proposal-templates/${encodeURIComponent(id)}`, changes);

export const deleteProposalTemplate = (id: string) => http.delete(`/me/proposal-templates/${encodeURIComponent(id)}`);
