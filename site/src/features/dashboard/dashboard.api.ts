import { http } from '../../api/http';
import type { Proposal } from '../proposals/proposals.api';
import type { JobRequest } from '../requests/requests.api';

export type ClientDashboard = {
  role: 'client';
  /** The 5 newest requests. */
  latestRequests: JobRequest[];
  stats: {
    totalRequests: number;
    activeRequests: number;
    completedRequests: number;
    /** Proposals received on all the client's requests. */
    totalProposals: number;
    pendingProposals: number;
    acceptedProposals: number;
    /** Percent (0–100, rounded) of the client's requests that received at least one proposal. */
    responseRate: number;
    unreadMessages: number;
  };
};

export type InvoiceSummary = {
  id: string;
  invoiceNumber: string;
  /** Euros, tax included. */
  amount: number;
  dueDate: string;
  status: 'paid' | 'pending' | 'overdue' | (string & {});
  createdAt: string;
};

export type DashboardSubscription = {
  planName: string;
  displayName: string;
  status: 'trialing' | 'active' | 'past_due' | 'cancelled' | (string & {});
  trialDaysLeft: number;
  hasAccess: boolean;
};

export type CompanyDashboard = {
  role: 'company';
  /** `status` active | suspended | pending; a suspension comes with the moderator's reason. */
  company: {
    id: string;
    seoParam: string;
    companyName: string;
    visible: boolean;
    status: 'active' | 'suspended' | 'pending' | (string & {});
    suspensionReason: string | null;
  } | null;
  subscription: DashboardSubscription | null;
  /** The 3 newest proposals, each with its request summary. */
  latestProposals: Proposal[];
  /** The 3 newest invoices. */
  latestInvoices: InvoiceSummary[];
  /** 4 active requests the company has not proposed on yet, newest first. */
  opportunities: JobRequest[];
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
};

/** Admins get counts in the backoffice; the site dashboard only links there. */
export type AdminDashboard = { role: 'admin' };

export type Dashboard = ClientDashboard | CompanyDashboard | AdminDashboard;

export const getDashboard = (signal?: AbortSignal) => http.get<Dashboard>('/dashboard', { signal });
