import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam, jobDateFilterDays } from '../../catalog/index.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { PublicListCache } from '../../common/cache/public-list-cache.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { sanitizeRichText, htmlToText } from '../../common/security/rich-text.js';
import {
  JOBS_MAX_PAGE_SIZE,
  JOBS_PAGE_SIZE,
  MY_REQUESTS_PAGE_SIZE,
  OPPORTUNITIES_PAGE_SIZE,
  type CreateRequestDto,
  type ListRequestsQuery,
  type MyRequestsQuery,
  type RequestDto,
  type UpdateRequestDto,
} from './dto/request.dto.js';
import { descriptionRequired, notRequestOwner, requestNotFound } from './request-errors.js';
import { transitionAllowedSql, transitionRefusal, type RequestStatusState } from './request-status.js';
import { toRequest } from './request.mapper.js';
import { Params, REQUEST_COLUMNS, REQUEST_FROM, REQUEST_STATUS_STATE_SQL, locationCondition, searchCondition, serviceKeywordCondition, type RequestRow } from './request-sql.js';

export interface MyRequestsStats {
  total: number;
  active: number;
  withProposals: number;
  completed: number;
}

const PUBLIC_SORTS: Record<string, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  location: 'f_search_normalize(r.province) ASC, f_search_normalize(r.city) ASC, r.created_at DESC, r.id DESC',
};

const MY_SORTS: Record<string, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  oldest: 'r.created_at ASC, r.id ASC',
  most: 'r.proposal_count DESC, r.created_at DESC, r.id DESC',
  least: 'r.proposal_count ASC, r.created_at DESC, r.id DESC',
};

/**
 * Requests (jobs): the public list and detail, the client's own requests and the company's
 * opportunities. Only active requests are public; the owner and admins also see the others.
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly dataSource: DataSource,
    /** Absent (scripts constructing the service by hand): every list is read from the database. */
    @Optional() private readonly listCache?: PublicListCache,
  ) {}

  /** A page of published jobs; the same page may be answered from PublicListCache for its TTL. */
  list(query: ListRequestsQuery): Promise<Page<RequestDto>> {
    const { q, service, location, date, sort } = query;
    const load = () => this.listPage(query);
    return this.listCache ? this.listCache.get(JSON.stringify(['requests', q, service, location, date, sort, query.page, query.pageSize]), load) : load();
  }

  private async listPage(query: ListRequestsQuery): Promise<Page<RequestDto>> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: JOBS_PAGE_SIZE, maxPageSize: JOBS_MAX_PAGE_SIZE });
    const p = new Params();
    const where = [`r.status = 'active'`];
    if (query.q) where.push(searchCondition(query.q, p));
    if (query.service) where.push(serviceKeywordCondition(query.service, p));
    if (query.location) where.push(locationCondition(query.location, p));
    const days = query.date ? jobDateFilterDays(query.date) : undefined;
    if (days) where.push(`r.created_at >= now() - make_interval(days => ${p.add(days)})`);
    return this.page(where, p, PUBLIC_SORTS[query.sort ?? 'newest'], page, pageSize, offset);
  }

  async get(idOrSeoParam: string, viewer: AuthUser | undefined): Promise<RequestDto> {
    const row = await this.findRow(idOrSeoParam);
    if (!row) throw requestNotFound();
    const isOwner = viewer?.id === row.clientId;
    if (row.status !== 'active' && !(isOwner || viewer?.isAdmin)) throw requestNotFound();
    // Signed-in viewers learn whether the request is theirs (the edit screen needs it); nobody learns whose it is.
    return viewer ? { ...toRequest(row), isOwner } : toRequest(row);
  }

  async create(user: AuthUser, dto: CreateRequestDto): Promise<RequestDto> {
    const description = cleanDescription(dto.description);
    const [{ id }] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO requests (client_id, slug, title, description, services, city, province, status)
       VALUES ($1, '', $2, $3, $4, $5, $6, 'active') RETURNING id`,
      [user.id, dto.title, description, dedupe(dto.services), dto.city, dto.province],
    );
    return toRequest((await this.findRow(id))!);
  }

  async update(user: AuthUser, id: string, dto: UpdateRequestDto): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const sets: string[] = [];
    const p = new Params();
    p.add(row.id);
    if (dto.title !== undefined && dto.title !== row.title) sets.push(`title = ${p.add(dto.title)}`, `slug = ''`);
    if (dto.description !== undefined) sets.push(`description = ${p.add(cleanDescription(dto.description))}`);
    if (dto.services !== undefined) sets.push(`services = ${p.add(dedupe(dto.services))}`);
    if (dto.city !== undefined) sets.push(`city = ${p.add(dto.city)}`);
    if (dto.province !== undefined) sets.push(`province = ${p.add(dto.province)}`);
    // The text can always be corrected; the status only where request-status.ts allows it, checked
    // in the UPDATE itself so a close or a moderator's cancel committed meanwhile is not undone.
    // Re-stating the current status (the edit form sends it) changes nothing and is allowed.
    let condition = 'TRUE';
    if (dto.status !== undefined) {
      const status = p.add(dto.status);
      sets.push(`status = ${status}`, `closed_at = NULL`);
      condition = `(${transitionAllowedSql('ownerSetStatus')} OR status = ${status}::request_status)`;
    }
    if (sets.length) {
      // TypeORM answers an UPDATE with [rows, affected count].
      const [, updated] = await this.dataSource.query<[unknown[], number]>(`UPDATE requests SET ${sets.join(', ')} WHERE id = $1 AND ${condition}`, p.values);
      if (updated === 0) throw transitionRefusal('ownerSetStatus', await this.statusState(row.id));
    }
    return { ...toRequest((await this.findRow(row.id))!), isOwner: true };
  }

  /** Idempotent: closing a closed request answers it unchanged; a moderator's cancel is final (409). */
  async close(user: AuthUser, id: string): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const [, closed] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE requests SET status = 'closed', closed_at = now() WHERE id = $1 AND ${transitionAllowedSql('ownerClose')}`,
      [row.id],
    );
    if (closed === 0) {
      const state = await this.statusState(row.id);
      if (state.status !== 'closed') throw transitionRefusal('ownerClose', state);
    }
    return { ...toRequest((await this.findRow(row.id))!), isOwner: true };
  }

  async mine(user: AuthUser, query: MyRequestsQuery): Promise<Page<RequestDto> & { stats: MyRequestsStats }> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: MY_REQUESTS_PAGE_SIZE, maxPageSize: MY_REQUESTS_PAGE_SIZE });
    const pageSize = MY_REQUESTS_PAGE_SIZE;
    const p = new Params();
    const where = [`r.client_id = ${p.add(user.id)}`];
    if (query.q) where.push(searchCondition(query.q, p));
    if (query.status && query.status !== 'all') where.push(`r.status = ${p.add(query.status)}`);
    if (query.proposals === 'with') where.push('r.proposal_count > 0');
    if (query.proposals === 'without') where.push('r.proposal_count = 0');
    // Unfiltered, the page's total is stats.total: no count query.
    const filtered = where.length > 1;
    const orderBy = MY_SORTS[query.sort ?? 'newest'];
    const [result, [stats]] = await Promise.all([
      filtered ? this.page(where, p, orderBy, page, pageSize, offset) : this.rows(where, p, orderBy, pageSize, offset),
      this.dataSource.query<MyRequestsStats[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'active')::int AS active,
                count(*) FILTER (WHERE proposal_count > 0)::int AS "withProposals",
                count(*) FILTER (WHERE status = 'completed')::int AS completed
           FROM requests WHERE client_id = $1`,
        [user.id],
      ),
    ]);
    return Array.isArray(result) ? { items: result, total: stats.total, page, pageSize, stats } : { ...result, stats };
  }

  /** Active requests the company has not proposed on yet, newest first. */
  async opportunities(user: AuthUser, query: { page?: number }): Promise<Page<RequestDto>> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: OPPORTUNITIES_PAGE_SIZE, maxPageSize: OPPORTUNITIES_PAGE_SIZE });
    const p = new Params();
    return this.page(opportunityWhere(user.id, p), p, PUBLIC_SORTS.newest, page, OPPORTUNITIES_PAGE_SIZE, offset);
  }

  /** The first `limit` opportunities (same rule as `opportunities`), without counting them (dashboard). */
  async latestOpportunities(userId: string, limit: number): Promise<RequestDto[]> {
    const p = new Params();
    return this.rows(opportunityWhere(userId, p), p, PUBLIC_SORTS.newest, limit);
  }

  /** A client's `limit` newest requests, any status (dashboard; ix_requests_client_id_created_at). */
  async latestOfClient(userId: string, limit: number): Promise<RequestDto[]> {
    const p = new Params();
    return this.rows([`r.client_id = ${p.add(userId)}`], p, MY_SORTS.newest, limit);
  }

  /** A request by id or `{slug}-{id}`, whatever its status; undefined for malformed ids. */
  async findRow(idOrSeoParam: string): Promise<RequestRow | undefined> {
    const id = idFromSeoParam(idOrSeoParam);
    if (!id) return undefined;
    const [row] = await this.dataSource.query<RequestRow[]>(`SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE r.id = $1`, [id]);
    return row;
  }

  private async statusState(id: string): Promise<RequestStatusState> {
    const [state] = await this.dataSource.query<RequestStatusState[]>(REQUEST_STATUS_STATE_SQL, [id]);
    return state;
  }

  private async requireOwned(user: AuthUser, id: string): Promise<RequestRow> {
    const row = await this.findRow(id);
    if (!row) throw requestNotFound();
    if (row.clientId !== user.id) throw notRequestOwner();
    return row;
  }

  private async rows(where: string[], p: Params, orderBy: string, limit: number, offset = 0): Promise<RequestDto[]> {
    const n = p.values.length;
    const rows = await this.dataSource.query<RequestRow[]>(
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${where.join('\n   AND ')} ORDER BY ${orderBy} LIMIT $${n + 1}${offset ? ` OFFSET $${n + 2}` : ''}`,
      offset ? [...p.values, limit, offset] : [...p.values, limit],
    );
    return rows.map(toRequest);
  }

  private async page(where: string[], p: Params, orderBy: string, page: number, pageSize: number, offset: number): Promise<Page<RequestDto>> {
    const whereSql = where.join('\n   AND ');
    const n = p.values.length;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<RequestRow[]>(
        `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...p.values, pageSize, offset],
      ),
      this.dataSource.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM requests r WHERE ${whereSql}`, p.values),
    ]);
    return { items: rows.map(toRequest), total, page, pageSize };
  }
}

/** Active requests the company of `userId` has not proposed on (spec 6, company). */
function opportunityWhere(userId: string, p: Params): string[] {
  return [
    `r.status = 'active'`,
    `NOT EXISTS (SELECT 1 FROM proposals pr JOIN companies c ON c.id = pr.company_id WHERE pr.request_id = r.id AND c.user_id = ${p.add(userId)})`,
  ];
}

function cleanDescription(input: string): string {
  const html = sanitizeRichText(input);
  if (!htmlToText(html)) throw descriptionRequired();
  return html;
}

function dedupe(services: string[]): string[] {
  return [...new Set(services)];
}
