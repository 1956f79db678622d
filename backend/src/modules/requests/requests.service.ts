import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canonicalServices, idFromSeoParam, jobDateFilterDays } from '@rutalia/catalog';
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
import { Clock } from '../../common/clock/clock.js';
import { listRequestPhotos } from './request-photo-sql.js';
import { listRankedOpportunities, pageRankedOpportunities } from './opportunity-ranking-sql.js';
import { descriptionRequired, notRequestOwner, requestNotFound } from './request-errors.js';
import { madridToday, structureRequest, type RequestStructure } from './request-structure.js';
import { transitionRefusal, type RequestStatusState } from './request-status.js';
import { toRequest } from './request.mapper.js';
import {
  clientRequestsWhere,
  countMyRequestsStats,
  listRequestRows,
  MY_SORTS,
  myRequestsWhere,
  pageRequestRows,
  PUBLIC_SORTS,
  publicRequestsWhere,
  type MyRequestsStats,
  type RequestWhere,
} from './request-list-sql.js';
import {
  closeRequestAsOwner,
  findRequestRow,
  findRequestStructureInput,
  findRequestStatusState,
  insertRequest,
  updateRequestAsOwner,
  type RequestRow,
} from './request-sql.js';

export type { MyRequestsStats } from './request-list-sql.js';

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
    @Optional() private readonly clock?: Clock,
  ) {}

  /** A page of published jobs; the same page may be answered from PublicListCache for its TTL. */
  list(query: ListRequestsQuery): Promise<Page<RequestDto>> {
    const { q, service, location, date, sort, category, originProvince, destinationProvince, dateFrom, dateTo } = query;
    const key = ['requests', q, service, location, date, sort, category, originProvince, destinationProvince, dateFrom, dateTo];
    const load = () => this.listPage(query);
    return this.listCache ? this.listCache.get(JSON.stringify([...key, query.page, query.pageSize]), load) : load();
  }

  private async listPage(query: ListRequestsQuery): Promise<Page<RequestDto>> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: JOBS_PAGE_SIZE, maxPageSize: JOBS_MAX_PAGE_SIZE });
    const days = query.date ? jobDateFilterDays(query.date) : undefined;
    const where = publicRequestsWhere({
      q: query.q,
      service: query.service,
      location: query.location,
      days,
      category: query.category,
      originProvince: query.originProvince,
      destinationProvince: query.destinationProvince,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    });
    return this.page(where, PUBLIC_SORTS[query.sort ?? 'newest'], page, pageSize, offset);
  }

  async get(idOrSeoParam: string, viewer: AuthUser | undefined): Promise<RequestDto> {
    const row = await this.findRow(idOrSeoParam);
    if (!row) throw requestNotFound();
    const isOwner = viewer?.id === row.clientId;
    if (row.status !== 'active' && !(isOwner || viewer?.isAdmin)) throw requestNotFound();
    const request = { ...toRequest(row), photos: await listRequestPhotos(this.dataSource, row.id) };
    // Signed-in viewers learn whether the request is theirs (the edit screen needs it); nobody learns whose it is.
    return viewer ? { ...request, isOwner } : request;
  }

  async create(user: AuthUser, dto: CreateRequestDto): Promise<RequestDto> {
    const services = canonicalServices(dto.services);
    const origin = dto.origin ?? { city: dto.city!, province: dto.province! };
    const structure = structureRequest({ ...dto, services, origin }, madridToday(this.now()));
    const description = cleanDescription(dto.description);
    const id = await insertRequest(this.dataSource, { clientId: user.id, title: dto.title, description, services, structure });
    return { ...toRequest((await this.findRow(id))!), photos: [] };
  }

  async update(user: AuthUser, id: string, dto: UpdateRequestDto): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const services = dto.services !== undefined ? canonicalServices(dto.services) : undefined;
    // The text can always be corrected; the status only where request-status.ts allows it, checked
    // in the UPDATE itself so a close or a moderator's cancel committed meanwhile is not undone.
    const applied = await updateRequestAsOwner(this.dataSource, row.id, {
      title: dto.title !== undefined && dto.title !== row.title ? dto.title : undefined,
      description: dto.description !== undefined ? cleanDescription(dto.description) : undefined,
      services,
      structure: await this.editedStructure(row, dto, services ?? row.services),
      status: dto.status,
    });
    if (!applied) throw transitionRefusal('ownerSetStatus', await this.statusState(row.id));
    return { ...toRequest((await this.findRow(row.id))!), photos: await listRequestPhotos(this.dataSource, row.id), isOwner: true };
  }

  /**
   * The structure after an edit, re-checked whole (the new values over the stored ones), or
   * undefined when the edit touches none of it. A structured request stays structured; the date
   * may stay as stored even if it has passed, but a new one must be from today on.
   */
  private async editedStructure(row: RequestRow, dto: UpdateRequestDto, services: string[]): Promise<RequestStructure | undefined> {
    const touched = [dto.category, dto.origin, dto.destination, dto.date, dto.dateFlexibility, dto.details, dto.city, dto.province];
    if (touched.every((value) => value === undefined)) return undefined;
    const stored = await findRequestStructureInput(this.dataSource, row.id);
    const storedDestination =
      stored.destinationCity && stored.destinationProvince
        ? { city: stored.destinationCity, province: stored.destinationProvince, postalCode: stored.destinationPostalCode ?? undefined }
        : undefined;
    const date = dto.date ?? stored.serviceDate ?? undefined;
    const today = madridToday(this.now());
    return structureRequest(
      {
        services,
        // Structured requests (created with a category, hence a date) stay structured; old ones keep the old rules.
        category: dto.category ?? (stored.serviceDate ? (stored.category ?? undefined) : undefined),
        origin: dto.origin ?? {
          city: dto.city ?? stored.city,
          province: dto.province ?? stored.province,
          postalCode: dto.city || dto.province ? undefined : (stored.originPostalCode ?? undefined),
        },
        destination: dto.destination === null ? undefined : (dto.destination ?? storedDestination),
        date,
        dateFlexibility: dto.dateFlexibility ?? stored.dateFlexibility ?? undefined,
        details: dto.details ?? (dto.category && dto.category !== stored.category ? {} : stored.details),
      },
      // An unchanged stored date is not re-judged against today.
      dto.date === undefined && date !== undefined && date < today ? date : today,
    );
  }

  private now(): Date {
    return this.clock?.now() ?? new Date();
  }

  /** Idempotent: closing a closed request answers it unchanged; a moderator's cancel is final (409). */
  async close(user: AuthUser, id: string): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    if (!(await closeRequestAsOwner(this.dataSource, row.id))) {
      const state = await this.statusState(row.id);
      if (state.status !== 'closed') throw transitionRefusal('ownerClose', state);
    }
    return { ...toRequest((await this.findRow(row.id))!), isOwner: true };
  }

  async mine(user: AuthUser, query: MyRequestsQuery): Promise<Page<RequestDto> & { stats: MyRequestsStats }> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: MY_REQUESTS_PAGE_SIZE, maxPageSize: MY_REQUESTS_PAGE_SIZE });
    const pageSize = MY_REQUESTS_PAGE_SIZE;
    const where = myRequestsWhere({ clientId: user.id, q: query.q, status: query.status, proposals: query.proposals });
    // Unfiltered, the page's total is stats.total: no count query.
    const filtered = where.where.length > 1;
    const orderBy = MY_SORTS[query.sort ?? 'newest'];
    const [result, stats] = await Promise.all([
      filtered ? this.page(where, orderBy, page, pageSize, offset) : this.rows(where, orderBy, pageSize, offset),
      countMyRequestsStats(this.dataSource, user.id),
    ]);
    return Array.isArray(result) ? { items: result, total: stats.total, page, pageSize, stats } : { ...result, stats };
  }

  /** Active requests the company has not proposed on yet, best fit first, then newest (opportunity-ranking-sql.ts). */
  async opportunities(user: AuthUser, query: { page?: number }): Promise<Page<RequestDto>> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: OPPORTUNITIES_PAGE_SIZE, maxPageSize: OPPORTUNITIES_PAGE_SIZE });
    const { rows, total } = await pageRankedOpportunities(this.dataSource, user.id, OPPORTUNITIES_PAGE_SIZE, offset);
    return { items: rows.map(toRequest), total, page, pageSize: OPPORTUNITIES_PAGE_SIZE };
  }

  /** The first `limit` opportunities (same rule and order as `opportunities`), without counting them (dashboard). */
  async latestOpportunities(userId: string, limit: number): Promise<RequestDto[]> {
    return (await listRankedOpportunities(this.dataSource, userId, limit)).map(toRequest);
  }

  /** A client's `limit` newest requests, any status (dashboard; ix_requests_client_id_created_at). */
  async latestOfClient(userId: string, limit: number): Promise<RequestDto[]> {
    return this.rows(clientRequestsWhere(userId), MY_SORTS.newest, limit);
  }

  /** A request by id or `{slug}-{id}`, whatever its status; undefined for malformed ids. */
  async findRow(idOrSeoParam: string): Promise<RequestRow | undefined> {
    const id = idFromSeoParam(idOrSeoParam);
    if (!id) return undefined;
    return findRequestRow(this.dataSource, id);
  }

  private async statusState(id: string): Promise<RequestStatusState> {
    return findRequestStatusState(this.dataSource, id);
  }

  private async requireOwned(user: AuthUser, id: string): Promise<RequestRow> {
    const row = await this.findRow(id);
    if (!row) throw requestNotFound();
    if (row.clientId !== user.id) throw notRequestOwner();
    return row;
  }

  private async rows(where: RequestWhere, orderBy: string, limit: number, offset = 0): Promise<RequestDto[]> {
    const rows = await listRequestRows(this.dataSource, where, orderBy, limit, offset);
    return rows.map(toRequest);
  }

  private async page(where: RequestWhere, orderBy: string, page: number, pageSize: number, offset: number): Promise<Page<RequestDto>> {
    const { rows, total } = await pageRequestRows(this.dataSource, where, orderBy, pageSize, offset);
    return { items: rows.map(toRequest), total, page, pageSize };
  }
}

function cleanDescription(input: string): string {
  const html = sanitizeRichText(input);
  if (!htmlToText(html)) throw descriptionRequired();
  return html;
}
