import { HttpStatus, Injectable, Optional } from '@nestjs/common';
import { poolReads } from '../../common/database/queryable.js';
import { AppException } from '../../common/errors/app-exception.js';
import { DataSource } from 'typeorm';
import { isUuid, priceWithAndWithoutVat } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { htmlToText, sanitizeRichText } from '../../common/security/rich-text.js';
import { Clock } from '../../common/clock/clock.js';
import { madridToday } from '../requests/request-structure.js';
import { checkProposalTerms, throwIfInvalid } from './proposal-terms.js';
import { findCompanyRatings } from '../companies/company-sql.js';
import { publicBadges } from '../documents/badges.js';
import { toRating, type RatingRow } from '../companies/company.mapper.js';
import { requestNotFound } from '../requests/request-errors.js';
import { requestSeoParam } from '../requests/request.mapper.js';
import {
  MY_PROPOSALS_PAGE_SIZE,
  type CreateProposalDto,
  type MyProposalsQuery,
  type MyProposalsStats,
  type ProposalDto,
} from './dto/proposal.dto.js';
import {
  alreadyAccepted,
  alreadyRejected,
  companyProfileRequired,
  companySuspended,
  companyUnavailable,
  duplicateProposal,
  notAllowed,
  notRequestOwner,
  ProposalMessages,
  proposalNotFound,
  requestChanged,
  requestNotOpen,
} from './proposal-errors.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { ProposalNotifications } from './proposal-notifications.js';
import { proposalExpired, requestAlreadyHired } from './hiring-errors.js';
import { closePendingProposals, lockProposalForAnswer } from './hiring-sql.js';
import { markRequestHired } from '../requests/request-sql.js';
import type { ClientSharedData } from './proposal.entity.js';
import { listMyProposals } from './proposal-list-sql.js';
import {
  findClientContact,
  findProposal,
  findProposalRequest,
  findProposalRequestId,
  findRequestForProposal,
  findSendingCompany,
  insertProposalOnActiveRequest,
  isProposalCompanyAvailableForShare,
  listLatestProposalsOfCompany,
  listProposalsOfRequest,
  lockProposalRequestForUpdate,
  markProposalAccepted,
  markProposalRejected,
  proposalExists,
  type ProposalRow,
} from './proposal-sql.js';
import { isEmailVerified } from '../auth/email-verification-sql.js';

/**
 * Proposals: companies send them (with subscription access), the request's owner reads and
 * answers them. Accepting copies the client's name and phone (never the email) onto the proposal
 * and hires its company: one per request (issue 18, request-status.ts), inside one transaction that
 * locks the request row, so accepts on one request are serialized and only the first one hires.
 */
@Injectable()
export class ProposalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: ProposalNotifications,
    private readonly subscriptions: SubscriptionsService,
    private readonly entitlements: EntitlementsService,
    /** Madrid's "today" for a proposal's dates (tests move it). */
    @Optional() private readonly clock?: Clock,
  ) {}

  async create(user: AuthUser, requestId: string, dto: CreateProposalDto): Promise<ProposalDto> {
    const message = sanitizeRichText(dto.message);
    if (!htmlToText(message)) {
      throw new AppException('VALIDATION_ERROR', ProposalMessages.MESSAGE_REQUIRED, HttpStatus.BAD_REQUEST, [
        { field: 'message', message: ProposalMessages.MESSAGE_REQUIRED },
      ]);
    }
    const company = await findSendingCompany(this.dataSource, user.id);
    if (company?.status === 'suspended') throw companySuspended(company.suspensionReason);
    if (!company?.visible) throw companyProfileRequired();
    // Access, then the plan's proposals this month (403 SUBSCRIPTION_REQUIRED / PLAN_LIMIT_REACHED) before anything else.
    await this.entitlements.assertCanSendProposal(company.id);
    if (!isUuid(requestId)) throw requestNotFound();
    const request = await findRequestForProposal(this.dataSource, requestId);
    if (!request) throw requestNotFound();
    if (request.status !== 'active') throw requestNotOpen();
    // The terms depend on the request (its category's includes) and on Madrid's today: one 400 listing every wrong field.
    const { terms, errors } = checkProposalTerms(dto, { category: request.category, today: madridToday(this.clock?.now() ?? new Date()) });
    throwIfInvalid(errors);
    if (await proposalExists(this.dataSource, requestId, company.id)) throw duplicateProposal();
    // Issue 22: until the company's email is verified the proposal waits as a draft (sent on verification).
    const draft = !(await isEmailVerified(this.dataSource, user.id));
    let id: string | undefined;
    try {
      // Only onto a request still active, and of the same category, when the row is written (a
      // close or a moderator's cancel in progress is waited for and then seen: nothing inserted).
      // The plan's monthly count is checked again under a per-company lock in the same transaction:
      // two sends at 9 of 10 cannot both pass.
      id = await this.dataSource.transaction(async (tx) => {
        await this.entitlements.assertCanSendProposal(company.id, tx);
        return insertProposalOnActiveRequest(tx, {
          requestId,
          companyId: company.id,
          message,
          ...terms,
          category: request.category,
          draft,
        });
      });
    } catch (error) {
      if ((error as { driverError?: { code?: string; constraint?: string } }).driverError?.code === '23505') throw duplicateProposal();
      throw error;
    }
    if (!id) {
      const now = await findRequestForProposal(this.dataSource, requestId);
      throw now?.status === 'active' ? requestChanged() : requestNotOpen();
    }
    // The INSERT has committed: tell the client now (a draft: once sent).
    if (!draft) await this.notifications.proposalReceived(id);
    return this.toDto((await findProposal(this.dataSource, id))!, { company: true, request: true });
  }

  /** Trial not ended, or active, or past_due (spec 4), by the app's clock. */
  hasAccess(companyId: string): Promise<boolean> {
    return this.subscriptions.hasAccess(companyId);
  }

  /** A company's `limit` newest proposals with their request summary (dashboard; ix_proposals_company_id_created_at). */
  async latestOfCompany(companyId: string, limit: number): Promise<ProposalDto[]> {
    const rows = await listLatestProposalsOfCompany(this.dataSource, companyId, limit);
    return rows.map((row) => this.toDto(row, { request: true }));
  }

  async forRequest(user: AuthUser, requestId: string): Promise<{ items: ProposalDto[] }> {
    if (!isUuid(requestId)) throw requestNotFound();
    const request = await findProposalRequest(this.dataSource, requestId);
    if (!request) throw requestNotFound();
    if (request.clientId !== user.id && !user.isSuperAdmin) throw notAllowed();
    const rows = await listProposalsOfRequest(this.dataSource, requestId);
    const ratings = await this.ratingsOf(rows.map((r) => r.companyId));
    return { items: rows.map((row) => this.toDto(row, { company: true, ratings })) };
  }

  async get(user: AuthUser, id: string): Promise<ProposalDto> {
    const row = isUuid(id) ? await findProposal(this.dataSource, id) : undefined;
    if (!row || !(row.companyUserId === user.id || row.clientId === user.id || user.isSuperAdmin)) throw proposalNotFound();
    // A draft is its company's alone (issue 22).
    if (row.status === 'draft' && row.companyUserId !== user.id && !user.isSuperAdmin) throw proposalNotFound();
    const ratings = await this.ratingsOf([row.companyId]);
    return this.toDto(row, { company: true, request: true, ratings });
  }

  async mine(user: AuthUser, query: MyProposalsQuery): Promise<Page<ProposalDto> & { stats: MyProposalsStats }> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: MY_PROPOSALS_PAGE_SIZE, maxPageSize: MY_PROPOSALS_PAGE_SIZE });
    const pageSize = MY_PROPOSALS_PAGE_SIZE;
    const { rows, total, stats } = await listMyProposals(
      poolReads(this.dataSource),
      { userId: user.id, q: query.q, status: query.status, sort: query.sort },
      pageSize,
      offset,
    );
    return {
      items: rows.map((row) => this.toDto(row, { request: true })),
      total,
      page,
      pageSize,
      stats: { total: stats.total, pending: stats.pending, accepted: stats.accepted, totalValue: Number(stats.totalValue) },
    };
  }

  /**
   * Accept: one transaction; the request row is locked (FOR UPDATE) first, so accepts of the
   * proposals of one request (and its close, reopen or expiry) run one after the other. The
   * proposal becomes accepted, the request hired, and its other pending proposals are closed
   * (`hired_other`); a second accept on the request is 409 REQUEST_HIRED. Accepting the accepted
   * proposal again answers it unchanged; a rejected or expired one (or one past its validity,
   * even if the expiry job has not run yet) is 409.
   */
  accept(user: AuthUser, id: string): Promise<ProposalDto> {
    return this.respond(user, id, 'accepted');
  }

  reject(user: AuthUser, id: string): Promise<ProposalDto> {
    return this.respond(user, id, 'rejected');
  }

  private async respond(user: AuthUser, id: string, target: 'accepted' | 'rejected'): Promise<ProposalDto> {
    if (!isUuid(id)) throw proposalNotFound();
    let changed = false;
    let declined: string[] = [];
    const now = this.clock?.now() ?? new Date();
    const row = await this.dataSource.transaction(async (em) => {
      const requestId = await findProposalRequestId(em, id);
      if (!requestId) throw proposalNotFound();
      const request = await lockProposalRequestForUpdate(em, requestId);
      if (!request) throw proposalNotFound();
      if (request.clientId !== user.id) throw notRequestOwner();
      const proposal = await lockProposalForAnswer(em, id);
      if (!proposal) throw proposalNotFound();
      const { status } = proposal;
      if (status === 'draft') throw proposalNotFound(); // not sent yet: the client does not know it
      if (status === target) return findProposal(em, id);
      if (request.status === 'hired' && status !== 'accepted') throw requestAlreadyHired();
      if (status === 'expired') throw proposalExpired();
      if (status === 'accepted') throw alreadyAccepted();
      // Before «already rejected»: a proposal closed with its request says why.
      if (request.status !== 'active') throw requestNotOpen();
      if (status === 'rejected') throw alreadyRejected();
      if (proposal.validUntil !== null && proposal.validUntil < madridToday(now)) throw proposalExpired();
      // A company moderators hid (or whose account they suspended) gets no answer and no client data.
      if (!(await isProposalCompanyAvailableForShare(em, id))) throw companyUnavailable();
      if (target === 'accepted') {
        const client = await findClientContact(em, request.clientId);
        const shared: ClientSharedData = {
          client_name: client.fullName,
          client_phone: client.phone ?? null,
          shared_at: new Date().toISOString(),
        };
        await markProposalAccepted(em, id, shared);
        // Under the same lock: `active` was just read, so this cannot miss.
        await markRequestHired(em, requestId, now);
        declined = await closePendingProposals(em, requestId, 'hired_other', now);
      } else {
        await markProposalRejected(em, id);
      }
      changed = true;
      return findProposal(em, id);
    });
    // After the commit, and only for a real change (a repeated accept or reject mails nobody).
    if (changed) {
      if (target === 'accepted') await this.notifications.proposalAccepted(id);
      else await this.notifications.proposalRejected(id);
      for (const other of declined) await this.notifications.proposalDeclined(other, 'hired_other');
    }
    return this.toDto(row!, { company: true, request: true, ratings: await this.ratingsOf([row!.companyId]) });
  }

  private async ratingsOf(ids: string[]): Promise<Map<string, RatingRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await findCompanyRatings(this.dataSource, unique);
    return new Map(rows.map((r) => [r.companyId, r]));
  }

  private toDto(row: ProposalRow, include: { company?: boolean; request?: boolean; ratings?: Map<string, RatingRow> }): ProposalDto {
    const price = row.price === null ? null : Number(row.price);
    const vat = price === null ? undefined : priceWithAndWithoutVat(price, row.vatIncluded);
    const dto: ProposalDto = {
      id: row.id,
      requestId: row.requestId,
      companyId: row.companyId,
      message: row.message,
      price,
      vatIncluded: row.vatIncluded,
      priceWithVat: vat?.withVat ?? null,
      priceWithoutVat: vat?.withoutVat ?? null,
      includes: row.includes,
      availableDate: row.availableDate,
      validUntil: row.validUntil,
      priceLines: (row.priceLines ?? []).map((line) => ({ concept: line.concept, amount: Number(line.amount) })),
      status: row.status,
      closedReason: row.closedReason,
      respondedAt: row.respondedAt ? new Date(row.respondedAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
    if (row.status === 'accepted' && row.clientSharedData) {
      dto.clientSharedData = {
        clientUserId: row.clientId,
        clientName: row.clientSharedData.client_name,
        clientPhone: row.clientSharedData.client_phone ?? null,
        sharedAt: row.clientSharedData.shared_at,
      };
    }
    if (include.company) {
      dto.company = {
        id: row.companyId,
        seoParam: row.companySlug ? `${row.companySlug}-${row.companyId}` : row.companyId,
        companyName: row.companyName,
        logo: row.companyLogo,
        city: row.companyCity,
        province: row.companyProvince,
        verified: row.companyVerifiedAt !== null,
        badges: publicBadges(row.companyBadges, madridToday(this.clock?.now() ?? new Date())),
        available: row.companyAvailable,
        rating: toRating(include.ratings?.get(row.companyId)),
        memberSince: new Date(row.companyCreatedAt).toISOString(),
        responseMinutes: row.companyResponseMinutes,
      };
    }
    if (include.request) {
      dto.request = {
        id: row.requestId,
        seoParam: requestSeoParam({ slug: row.requestSlug, id: row.requestId }),
        title: row.requestTitle,
        description: row.requestDescription,
        serviceType: row.requestServices.join(', '),
        city: row.requestCity,
        province: row.requestProvince,
        location: `${row.requestCity}, ${row.requestProvince}`,
        status: row.requestStatus,
        createdAt: new Date(row.requestCreatedAt).toISOString(),
      };
    }
    return dto;
  }
}
