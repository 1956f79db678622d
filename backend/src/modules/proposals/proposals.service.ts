import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../../catalog/index.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { htmlToText, sanitizeRichText } from '../../common/security/rich-text.js';
import { containsText, escapeLike } from '../../common/database/text-search.js';
import { RATINGS_SQL } from '../companies/company-sql.js';
import { toRating, type RatingRow } from '../companies/company.mapper.js';
import { requestNotFound } from '../requests/request-errors.js';
import { requestSeoParam } from '../requests/request.mapper.js';
import { MY_PROPOSALS_PAGE_SIZE, type CreateProposalDto, type MyProposalsQuery, type MyProposalsStats, type ProposalDto } from './dto/proposal.dto.js';
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
  requestNotOpen,
  subscriptionRequired,
} from './proposal-errors.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { ProposalNotifications } from './proposal-notifications.js';
import type { ClientSharedData } from './proposal.entity.js';
import { COMPANY_AVAILABILITY_FOR_SHARE_SQL, PROPOSAL_SELECT, proposalSelect, SENDING_COMPANY_SQL, type ProposalRow } from './proposal-sql.js';

const MY_SORTS: Record<string, string> = {
  newest: 'p.created_at DESC, p.id DESC',
  oldest: 'p.created_at ASC, p.id ASC',
  'price-high': 'p.price DESC NULLS LAST, p.created_at DESC, p.id DESC',
  'price-low': 'p.price ASC NULLS LAST, p.created_at DESC, p.id DESC',
};

/**
 * Proposals: companies send them (with subscription access), the request's owner reads and
 * answers them. Accepting copies the client's name and phone (never the email) onto the proposal,
 * inside one transaction that locks the request row: accepts on one request are serialized, and
 * several proposals of one request may be accepted (docs/decisions.md).
 */
@Injectable()
export class ProposalsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: ProposalNotifications,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async create(user: AuthUser, requestId: string, dto: CreateProposalDto): Promise<ProposalDto> {
    const message = sanitizeRichText(dto.message);
    if (!htmlToText(message)) {
      throw new AppException('VALIDATION_ERROR', ProposalMessages.MESSAGE_REQUIRED, HttpStatus.BAD_REQUEST, [{ field: 'message', message: ProposalMessages.MESSAGE_REQUIRED }]);
    }
    const [company] = await this.dataSource.query<{ id: string; visible: boolean; status: string; suspensionReason: string | null }[]>(SENDING_COMPANY_SQL, [
      user.id,
    ]);
    if (company?.status === 'suspended') throw companySuspended(company.suspensionReason);
    if (!company?.visible) throw companyProfileRequired();
    if (!(await this.hasAccess(company.id))) throw subscriptionRequired();
    if (!isUuid(requestId)) throw requestNotFound();
    const [request] = await this.dataSource.query<{ status: string }[]>(`SELECT status FROM requests WHERE id = $1`, [requestId]);
    if (!request) throw requestNotFound();
    if (request.status !== 'active') throw requestNotOpen();
    const [existing] = await this.dataSource.query(`SELECT 1 FROM proposals WHERE request_id = $1 AND company_id = $2`, [requestId, company.id]);
    if (existing) throw duplicateProposal();
    let inserted: { id: string }[];
    try {
      // Only onto a request still active when the row is written: the lock waits for a close or a
      // moderator's cancel in progress and then sees it (nothing inserted). NO KEY UPDATE is the lock
      // the proposal_count trigger takes on that row anyway (FOR SHARE would deadlock two senders).
      inserted = await this.dataSource.query<{ id: string }[]>(
        `INSERT INTO proposals (request_id, company_id, message, price)
         SELECT r.id, $2::uuid, $3::text, $4::numeric FROM requests r WHERE r.id = $1 AND r.status = 'active' FOR NO KEY UPDATE
         RETURNING id`,
        [requestId, company.id, message, dto.price ?? null],
      );
    } catch (error) {
      if ((error as { driverError?: { code?: string; constraint?: string } }).driverError?.code === '23505') throw duplicateProposal();
      throw error;
    }
    if (inserted.length === 0) throw requestNotOpen();
    const [{ id }] = inserted;
    // The INSERT has committed (no transaction around it): tell the client now.
    await this.notifications.proposalReceived(id);
    return this.toDto((await this.row(this.dataSource.manager, id))!, { company: true, request: true });
  }

  /** Trial not ended, or active, or past_due (spec 4), by the app's clock. */
  hasAccess(companyId: string): Promise<boolean> {
    return this.subscriptions.hasAccess(companyId);
  }

  /** A company's `limit` newest proposals with their request summary (dashboard; ix_proposals_company_id_created_at). */
  async latestOfCompany(companyId: string, limit: number): Promise<ProposalDto[]> {
    const rows = await this.dataSource.query<ProposalRow[]>(`${PROPOSAL_SELECT} WHERE p.company_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`, [
      companyId,
      limit,
    ]);
    return rows.map((row) => this.toDto(row, { request: true }));
  }

  async forRequest(user: AuthUser, requestId: string): Promise<{ items: ProposalDto[] }> {
    if (!isUuid(requestId)) throw requestNotFound();
    const [request] = await this.dataSource.query<{ clientId: string; status: string }[]>(
      `SELECT client_id AS "clientId", status FROM requests WHERE id = $1`,
      [requestId],
    );
    if (!request) throw requestNotFound();
    if (request.clientId !== user.id && !user.isSuperAdmin) throw notAllowed();
    const rows = await this.dataSource.query<ProposalRow[]>(`${PROPOSAL_SELECT} WHERE p.request_id = $1 ORDER BY p.created_at DESC, p.id DESC`, [requestId]);
    const ratings = await this.ratingsOf(rows.map((r) => r.companyId));
    return { items: rows.map((row) => this.toDto(row, { company: true, ratings })) };
  }

  async get(user: AuthUser, id: string): Promise<ProposalDto> {
    const row = isUuid(id) ? await this.row(this.dataSource.manager, id) : undefined;
    if (!row || !(row.companyUserId === user.id || row.clientId === user.id || user.isSuperAdmin)) throw proposalNotFound();
    const ratings = await this.ratingsOf([row.companyId]);
    return this.toDto(row, { company: true, request: true, ratings });
  }

  async mine(user: AuthUser, query: MyProposalsQuery): Promise<Page<ProposalDto> & { stats: MyProposalsStats }> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: MY_PROPOSALS_PAGE_SIZE, maxPageSize: MY_PROPOSALS_PAGE_SIZE });
    const pageSize = MY_PROPOSALS_PAGE_SIZE;
    const params: unknown[] = [user.id];
    const where = ['c.user_id = $1'];
    if (query.q) {
      params.push(escapeLike(query.q));
      const v = `$${params.length}`;
      where.push(`(${['r.title', 'r.city', 'r.province'].map((column) => containsText(`f_search_normalize(${column})`, v)).join(' OR ')})`);
    }
    if (query.status && query.status !== 'all') {
      params.push(query.status);
      where.push(`p.status = $${params.length}`);
    }
    const whereSql = where.join(' AND ');
    const n = params.length;
    const orderBy = MY_SORTS[query.sort ?? 'newest'];
    // Without a text search the filters are on proposals and companies only: the page is cut from
    // the company's proposals (ix_proposals_company_id_created_at) before the requests are joined,
    // and the total needs no join (or none at all: it is stats.total). Joined first, a busy
    // company's page joined and sorted all its proposals (bench/http-lists.mjs).
    const pageSql = query.q
      ? `${PROPOSAL_SELECT} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`
      : `${proposalSelect(`(SELECT p.* FROM proposals p JOIN companies c ON c.id = p.company_id WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) p`)}
          ORDER BY ${orderBy}`;
    const countSql = query.q
      ? `SELECT count(*)::int AS total FROM proposals p JOIN companies c ON c.id = p.company_id JOIN requests r ON r.id = p.request_id WHERE ${whereSql}`
      : `SELECT count(*)::int AS total FROM proposals p JOIN companies c ON c.id = p.company_id WHERE ${whereSql}`;
    const needsCount = where.length > 1;
    const [rows, counted, [stats]] = await Promise.all([
      this.dataSource.query<ProposalRow[]>(pageSql, [...params, pageSize, offset]),
      needsCount ? this.dataSource.query<{ total: number }[]>(countSql, params) : undefined,
      this.dataSource.query<{ total: number; pending: number; accepted: number; totalValue: string }[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE p.status = 'pending')::int AS pending,
                count(*) FILTER (WHERE p.status = 'accepted')::int AS accepted,
                coalesce(sum(p.price), 0) AS "totalValue"
           FROM proposals p JOIN companies c ON c.id = p.company_id WHERE c.user_id = $1`,
        [user.id],
      ),
    ]);
    const total = counted ? counted[0].total : stats.total;
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
   * proposals of one request run one after the other. Accepting an accepted proposal answers it
   * unchanged; a rejected one is 409.
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
    const row = await this.dataSource.transaction(async (em) => {
      const [ref] = await em.query<{ requestId: string }[]>(`SELECT request_id AS "requestId" FROM proposals WHERE id = $1`, [id]);
      if (!ref) throw proposalNotFound();
      const [request] = await em.query<{ clientId: string; status: string }[]>(
        `SELECT client_id AS "clientId", status FROM requests WHERE id = $1 FOR UPDATE`,
        [ref.requestId],
      );
      if (!request) throw proposalNotFound();
      if (request.clientId !== user.id) throw notRequestOwner();
      const [proposal] = await em.query<{ status: string }[]>(`SELECT status FROM proposals WHERE id = $1 FOR UPDATE`, [id]);
      if (!proposal) throw proposalNotFound();
      if (proposal.status === target) return this.row(em, id);
      if (proposal.status === 'rejected') throw alreadyRejected();
      if (proposal.status === 'accepted') throw alreadyAccepted();
      if (request.status !== 'active') throw requestNotOpen();
      // A company moderators hid (or whose account they suspended) gets no answer and no client data.
      const [company] = await em.query<{ available: boolean }[]>(COMPANY_AVAILABILITY_FOR_SHARE_SQL, [id]);
      if (!company?.available) throw companyUnavailable();
      if (target === 'accepted') {
        const [client] = await em.query<{ fullName: string; phone: string | null }[]>(
          `SELECT full_name AS "fullName", phone FROM users WHERE id = $1`,
          [request.clientId],
        );
        const shared: ClientSharedData = { client_name: client.fullName, client_phone: client.phone ?? null, shared_at: new Date().toISOString() };
        await em.query(`UPDATE proposals SET status = 'accepted', responded_at = now(), client_shared_data = $2::jsonb WHERE id = $1`, [id, JSON.stringify(shared)]);
      } else {
        await em.query(`UPDATE proposals SET status = 'rejected', responded_at = now() WHERE id = $1`, [id]);
      }
      changed = true;
      return this.row(em, id);
    });
    // After the commit, and only for a real change (a repeated accept or reject mails nobody).
    if (changed) {
      if (target === 'accepted') await this.notifications.proposalAccepted(id);
      else await this.notifications.proposalRejected(id);
    }
    return this.toDto(row!, { company: true, request: true, ratings: await this.ratingsOf([row!.companyId]) });
  }

  private async row(em: EntityManager, id: string): Promise<ProposalRow | undefined> {
    const [row] = await em.query<ProposalRow[]>(`${PROPOSAL_SELECT} WHERE p.id = $1`, [id]);
    return row;
  }

  private async ratingsOf(ids: string[]): Promise<Map<string, RatingRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.dataSource.query<RatingRow[]>(RATINGS_SQL, [unique]);
    return new Map(rows.map((r) => [r.companyId, r]));
  }

  private toDto(row: ProposalRow, include: { company?: boolean; request?: boolean; ratings?: Map<string, RatingRow> }): ProposalDto {
    const dto: ProposalDto = {
      id: row.id,
      requestId: row.requestId,
      companyId: row.companyId,
      message: row.message,
      price: row.price === null ? null : Number(row.price),
      status: row.status,
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
        available: row.companyAvailable,
        rating: toRating(include.ratings?.get(row.companyId)),
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
