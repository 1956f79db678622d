import type { ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

/**
 * The client's dashboard: the 5 newest requests and stats (`responseRate`: percent, 0–100 and
 * rounded, of the client's requests that received at least one proposal).
 */
export type ClientDashboard = Schemas['ClientDashboardDto'];

/** An invoice of the company dashboard; `amount` in euros, tax included. */
export type InvoiceSummary = Schemas['InvoiceSummaryDto'];

export type DashboardSubscription = Schemas['DashboardSubscriptionDto'];

/**
 * The company's dashboard: its moderation state (a suspension comes with the moderator's
 * reason), the 3 newest proposals (each with its request summary) and invoices, 4 active requests
 * it has not proposed on yet, and stats (`successRate` round(accepted / total × 100), 0 without
 * proposals; `totalValue` the sum of the prices of all proposals, euros).
 */
export type CompanyDashboard = Schemas['CompanyDashboardDto'];

/** Admins get counts in the backoffice; the site dashboard only links there. */
export type AdminDashboard = Schemas['AdminDashboardDto'];

/** Discriminated by `role`. */
export type Dashboard = ApiResponse<'/api/dashboard', 'get'>;

export const getDashboard = (signal?: AbortSignal) => http.get<Dashboard>('/dashboard', { signal });
