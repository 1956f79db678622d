import type { ProposalDto } from '../proposals/dto/proposal.dto.js';
import type { RequestDto } from '../requests/dto/request.dto.js';

/** GET /dashboard for a client (site: features/dashboard/dashboard.api.ts). */
export interface ClientDashboardDto {
  role: 'client';
  /** The 5 newest requests, any status. */
  latestRequests: RequestDto[];
  stats: {
    totalRequests: number;
    activeRequests: number;
    completedRequests: number;
    /** Proposals received on all the client's requests. */
    totalProposals: number;
    pendingProposals: number;
    acceptedProposals: number;
    /** round(100 × requests with at least one proposal / totalRequests); 0 without requests. */
    responseRate: number;
    unreadMessages: number;
  };
}

export interface InvoiceSummaryDto {
  id: string;
  invoiceNumber: string;
  /** Euros, tax included. */
  amount: number;
  dueDate: string;
  status: string;
  createdAt: string;
}

export interface DashboardSubscriptionDto {
  planName: string;
  displayName: string;
  status: string;
  trialDaysLeft: number;
  hasAccess: boolean;
}

/** GET /dashboard for a company. */
export interface CompanyDashboardDto {
  role: 'company';
  /** `status` active | suspended | pending; a suspension comes with the moderator's reason. */
  company: { id: string; seoParam: string; companyName: string; visible: boolean; status: string; suspensionReason: string | null } | null;
  subscription: DashboardSubscriptionDto | null;
  /** The 3 newest proposals, each with its request summary. */
  latestProposals: ProposalDto[];
  /** The 3 newest invoices. */
  latestInvoices: InvoiceSummaryDto[];
  /** 4 active requests the company has not proposed on yet, newest first. */
  opportunities: RequestDto[];
  stats: {
    totalProposals: number;
    pendingProposals: number;
    acceptedProposals: number;
    rejectedProposals: number;
    /** round(accepted / total × 100), 0 without proposals. */
    successRate: number;
    /** Sum of the prices of all proposals, euros. */
    totalValue: number;
    unreadMessages: number;
    rating: { average: number | null; count: number };
  };
}

/** Admins get their counts in the backoffice. */
export interface AdminDashboardDto {
  role: 'admin';
}

export type DashboardDto = ClientDashboardDto | CompanyDashboardDto | AdminDashboardDto;

export const CLIENT_LATEST_REQUESTS = 5;
export const COMPANY_LATEST_PROPOSALS = 3;
export const COMPANY_LATEST_INVOICES = 3;
export const COMPANY_OPPORTUNITIES = 4;
