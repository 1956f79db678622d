import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { findCompanyRatings } from '../companies/company-sql.js';
import { toRating } from '../companies/company.mapper.js';
import { countUnreadMessages } from '../messaging/messaging-sql.js';
import { ProposalsService } from '../proposals/proposals.service.js';
import { RequestsService } from '../requests/requests.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import {
  CLIENT_AWAITING_COMPLETION,
  CLIENT_LATEST_REQUESTS,
  COMPANY_LATEST_INVOICES,
  COMPANY_LATEST_PROPOSALS,
  COMPANY_OPPORTUNITIES,
  type ClientDashboardDto,
  type CompanyDashboardDto,
  type DashboardDto,
  type DashboardSubscriptionDto,
  type InvoiceSummaryDto,
} from './dashboard.types.js';
import {
  countClientProposals,
  countClientRequests,
  countCompanyProposals,
  findDashboardCompany,
  listLatestInvoices,
  type CompanyProposalCounts,
} from './dashboard-sql.js';

/**
 * GET /dashboard: what each kind of user sees first. Every figure is one indexed query and the
 * independent ones run at the same time (Promise.all); lists reuse the requests and proposals
 * services so items have exactly the shape of their own endpoints.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly requests: RequestsService,
    private readonly proposals: ProposalsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  forUser(user: AuthUser): Promise<DashboardDto> {
    if (user.isAdmin) return Promise.resolve({ role: 'admin' });
    if (user.isCompany) return this.company(user);
    return this.client(user);
  }

  async client(user: AuthUser): Promise<ClientDashboardDto> {
    const [latestRequests, awaitingCompletion, requests, proposals, unreadMessages] = await Promise.all([
      this.requests.latestOfClient(user.id, CLIENT_LATEST_REQUESTS),
      this.requests.awaitingCompletion(user.id, CLIENT_AWAITING_COMPLETION),
      countClientRequests(this.dataSource, user.id),
      countClientProposals(this.dataSource, user.id),
      this.unread(user.id),
    ]);
    return {
      role: 'client',
      latestRequests,
      awaitingCompletion,
      stats: {
        totalRequests: requests.total,
        activeRequests: requests.active,
        completedRequests: requests.completed,
        hiredRequests: requests.hired,
        totalProposals: proposals.total,
        pendingProposals: proposals.pending,
        acceptedProposals: proposals.accepted,
        responseRate: percent(requests.withProposals, requests.total),
        unreadMessages,
      },
    };
  }

  async company(user: AuthUser): Promise<CompanyDashboardDto> {
    // These two only need the user; they run while the company is looked up.
    const opportunitiesP = this.requests.latestOpportunities(user.id, COMPANY_OPPORTUNITIES);
    const unreadP = this.unread(user.id);
    const company = await findDashboardCompany(this.dataSource, user.id);
    const [opportunities, unreadMessages, subscription, latestProposals, latestInvoices, stats, rating] = await Promise.all([
      opportunitiesP,
      unreadP,
      company ? this.subscription(company.id) : Promise.resolve(null),
      company ? this.proposals.latestOfCompany(company.id, COMPANY_LATEST_PROPOSALS) : Promise.resolve([]),
      company ? this.invoices(company.id) : Promise.resolve([]),
      company ? this.proposalStats(company.id) : Promise.resolve({ total: 0, pending: 0, accepted: 0, rejected: 0, totalValue: '0' }),
      company ? findCompanyRatings(this.dataSource, [company.id]).then((rows) => rows[0]) : Promise.resolve(undefined),
    ]);
    return {
      role: 'company',
      company: company
        ? {
            id: company.id,
            seoParam: company.slug ? `${company.slug}-${company.id}` : company.id,
            companyName: company.companyName,
            visible: company.visible,
            status: company.status,
            // Only a suspension has a reason the company must read (the panel shows it).
            suspensionReason: company.status === 'suspended' ? company.suspensionReason : null,
          }
        : null,
      subscription,
      latestProposals,
      latestInvoices,
      opportunities,
      stats: {
        totalProposals: stats.total,
        pendingProposals: stats.pending,
        acceptedProposals: stats.accepted,
        rejectedProposals: stats.rejected,
        successRate: percent(stats.accepted, stats.total),
        totalValue: Number(stats.totalValue),
        unreadMessages,
        rating: toRating(rating),
      },
    };
  }

  /** Unread messages of a user (partial index ix_messages_receiver_unread). */
  private unread(userId: string): Promise<number> {
    return countUnreadMessages(this.dataSource, userId);
  }

  /** The latest subscription as GET /me/subscription shows it; access as for sending proposals. */
  private async subscription(companyId: string): Promise<DashboardSubscriptionDto | null> {
    const [latest, hasAccess] = await Promise.all([this.subscriptions.latestFor(companyId), this.subscriptions.hasAccess(companyId)]);
    if (!latest) return null;
    const { plan, status, trialDaysLeft } = latest;
    return { planName: plan.planName, displayName: plan.displayName, status, trialDaysLeft, hasAccess };
  }

  /** ix_invoices_company_id_created_at. */
  private async invoices(companyId: string): Promise<InvoiceSummaryDto[]> {
    const rows = await listLatestInvoices(this.dataSource, companyId, COMPANY_LATEST_INVOICES);
    return rows.map((r) => ({
      id: r.id,
      invoiceNumber: r.invoiceNumber,
      amount: Number(r.amount),
      dueDate: new Date(r.dueDate).toISOString(),
      status: r.status,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }

  /** ix_proposals_company_id_created_at. */
  private proposalStats(companyId: string): Promise<CompanyProposalCounts> {
    return countCompanyProposals(this.dataSource, companyId);
  }
}

/** round(100 × part / whole), 0 when whole is 0. */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((100 * part) / whole) : 0;
}
