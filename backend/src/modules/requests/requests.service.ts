import { Injectable, Optional } from '@nestjs/common';
import { poolReads } from '../../common/database/queryable.js';
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
  type PublicRequestPageDto,
  type RequestDto,
  type UpdateRequestDto,
} from './dto/request.dto.js';
import { Clock } from '../../common/clock/clock.js';
import { listRequestPhotos } from './request-photo-sql.js';
import { listRankedOpportunities, pageRankedOpportunities } from './opportunity-ranking-sql.js';
import { descriptionRequired, notRequestOwner, requestNotFound } from './request-errors.js';
import { madridToday, structureRequest, type RequestStructure } from './request-structure.js';
import { RequestLifecycleService } from './request-lifecycle.service.js';
import { RequestAlertsService } from '../alerts/request-alerts.service.js';
import { toOwnerRequest, toOwnerRequests } from './request-owner-view.js';
import { toRequest } from './request.mapper.js';
import { recordCompanyView } from './request-views.js';
import {
  clientRequestsWhere,
  completionDueWhere,
  countMyRequestsStats,
  listRequestRows,
  MY_SORTS,
  myRequestsWhere,
  pagePublicRequestRows,
  pageRequestRows,
  publicSortKinds,
  type MyRequestsStats,
  type PublicRequestFilters,
} from './request-list-sql.js';
import { decodeCursor, type KeyValue } from '../../common/database/keyset.js';
import { findRequestRow, findRequestStructureInput, insertRequest, isProposingCompany, type RequestRow } from './request-sql.js';
import { isEmailVerified } from '../auth/email-verification-sql.js';

export type { MyRequestsStats } from './request-list-sql.js';

/**
 * Requests (jobs): the public list and detail, the client's own requests and the company's
 * opportunities. Only active requests are public; the owner and admins also see the others, and
 * the companies that proposed on a hired or completed one see it too. Status changes go through
 * RequestLifecycleService (request-status.ts).
 */
@Injectable()
export class RequestsService {
  constructor(
    private readonly dataSource: DataSource,
    /** Absent (scripts constructing the service by hand): every list is read from the database. */
    @Optional() private readonly listCache?: PublicListCache,
    @Optional() private readonly clock?: Clock,
    /** Absent only in scripts constructing the service by hand to read. */
    @Optional() private readonly lifecycle?: RequestLifecycleService,
    /** Absent only in scripts: nobody is alerted of what they create. */
    @Optional() private readonly alerts?: RequestAlertsService,
  ) {}

  /** A page of published jobs; the same page may be answered from PublicListCache for its TTL. */
  list(query: ListRequestsQuery): Promise<PublicRequestPageDto> {
    const { q, service, location, date, sort, category, originProvince, destinationProvince, dateFrom, dateTo, cursor } = query;
    // A cursor (keyset.ts) replaces the offset; a malformed one is a 400 before anything is read.
    const after = cursor ? decodeCursor(cursor, publicSortKinds(sort ?? 'newest')) : undefined;
    const key = ['requests', q, service, location, date, sort, category, originProvince, destinationProvince, dateFrom, dateTo, cursor];
    const load = () => this.listPage(query, after);
    return this.listCache ? this.listCache.get(JSON.stringify([...key, query.page, query.pageSize]), load) : load();
  }

  private async listPage(query: ListRequestsQuery, after: KeyValue[] | undefined): Promise<PublicRequestPageDto> {
    const { page, pageSize, offset } = resolvePage(query, { pageSize: JOBS_PAGE_SIZE, maxPageSize: JOBS_MAX_PAGE_SIZE });
    const days = query.date ? jobDateFilterDays(query.date) : undefined;
    const filters: PublicRequestFilters = {
      q: query.q,
      service: query.service,
      location: query.location,
      days,
      category: query.category,
      originProvince: query.originProvince,
      destinationProvince: query.destinationProvince,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
    };
    const { rows, total, totalCapped, nextCursor } = await pagePublicRequestRows(
      this.dataSource,
      filters,
      query.sort ?? 'newest',
      pageSize,
      offset,
      after,
    );
    return { items: rows.map(toRequest), total, totalCapped, page, pageSize, nextCursor };
  }

  async get(idOrSeoParam: string, viewer: AuthUser | undefined): Promise<RequestDto> {
    const row = await this.findRow(idOrSeoParam);
    if (!row) throw requestNotFound();
    const isOwner = viewer?.id === row.clientId;
    if (row.status !== 'active' && !(isOwner || viewer?.isAdmin || (await this.proposedOnHire(row, viewer)))) throw requestNotFound();
    await recordCompanyView(this.dataSource, viewer, row); // issue 18: the start of the company's response time
    const shape = isOwner ? await toOwnerRequest(this.dataSource, row, madridToday(this.now())) : toRequest(row);
    const request = { ...shape, photos: await listRequestPhotos(this.dataSource, row.id) };
    // Signed-in viewers learn whether the request is theirs (the edit screen needs it); nobody learns whose it is.
    return viewer ? { ...request, isOwner } : request;
  }

  async create(user: AuthUser, dto: CreateRequestDto): Promise<RequestDto> {
    const services = canonicalServices(dto.services);
    const origin = dto.origin ?? { city: dto.city!, province: dto.province! };
    const structure = structureRequest({ ...dto, services, origin }, madridToday(this.now()));
    const description = cleanDescription(dto.description);
    // Issue 22: until the client's email is verified the request waits as a draft (published on verification).
    const draft = !(await isEmailVerified(this.dataSource, user.id));
    const id = await insertRequest(this.dataSource, { clientId: user.id, title: dto.title, description, services, structure, draft });
    // Published active: the matching companies are alerted by a job, the answer does not wait for it.
    if (!draft) this.alerts?.queueFanOut(id);
    return { ...toRequest((await this.findRow(id))!), photos: [] };
  }

  async update(user: AuthUser, id: string, dto: UpdateRequestDto): Promise<RequestDto> {
    const row = await this.requireOwned(user, id);
    const services = dto.services !== undefined ? canonicalServices(dto.services) : undefined;
    const structure = await this.editedStructure(row, dto, services ?? row.services);
    // The text can always be corrected; the terms and the status only where request-status.ts
    // allows it, checked under the row's lock so a close, an accept or a moderator's cancel
    // committed meanwhile is not undone.
    await this.lifecycle!.applyOwnerEdit(
      row.id,
      {
        title: dto.title !== undefined && dto.title !== row.title ? dto.title : undefined,
        description: dto.description !== undefined ? cleanDescription(dto.description) : undefined,
        services,
        structure,
        status: dto.status,
      },
      touchesTerms(row, dto, services),
    );
    const saved = await toOwnerRequest(this.dataSource, (await this.findRow(row.id))!, madridToday(this.now()));
    return { ...saved, photos: await listRequestPhotos(this.dataSource, row.id), isOwner: true };
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

  async mine(user: AuthUser, query: MyRequestsQuery): Promise<Page<RequestDto> & { stats: MyRequestsStats }> {
    const { page, offset } = resolvePage({ page: query.page }, { pageSize: MY_REQUESTS_PAGE_SIZE, maxPageSize: MY_REQUESTS_PAGE_SIZE });
    const pageSize = MY_REQUESTS_PAGE_SIZE;
    const where = myRequestsWhere({ clientId: user.id, q: query.q, status: query.status, proposals: query.proposals });
    // Unfiltered, the page's total is stats.total: no count query.
    const filtered = where.where.length > 1;
    const orderBy = MY_SORTS[query.sort ?? 'newest'];
    const db = poolReads(this.dataSource);
    const [result, stats] = await Promise.all([
      filtered ? pageRequestRows(db, where, orderBy, pageSize, offset) : listRequestRows(db, where, orderBy, pageSize, offset),
      countMyRequestsStats(db, user.id),
    ]);
    const { rows, total } = Array.isArray(result) ? { rows: result, total: stats.total } : result;
    return { items: await this.ownerItems(rows, user.id), total, page, pageSize, stats };
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

  /** A client's `limit` newest requests, any status, as their owner sees them (dashboard; ix_requests_client_id_created_at). */
  async latestOfClient(userId: string, limit: number): Promise<RequestDto[]> {
    return this.ownerItems(await listRequestRows(this.dataSource, clientRequestsWhere(userId), MY_SORTS.newest, limit), userId);
  }

  /** A client's hired requests whose «¿se hizo el trabajo?» is due, oldest hire first, at most `limit` (dashboard). */
  async awaitingCompletion(userId: string, limit: number): Promise<RequestDto[]> {
    const where = completionDueWhere(userId, madridToday(this.now()));
    return this.ownerItems(await listRequestRows(this.dataSource, where, 'r.hired_at ASC, r.id ASC', limit), userId);
  }

  /** Rows of `clientId`'s own requests with what only the owner sees (request-owner-view.ts). */
  private ownerItems(rows: RequestRow[], clientId: string): Promise<RequestDto[]> {
    return toOwnerRequests(poolReads(this.dataSource), rows, clientId, madridToday(this.now()));
  }

  /** A company that proposed on a hired or completed request still sees it (the deal it took part in). */
  private async proposedOnHire(row: RequestRow, viewer: AuthUser | undefined): Promise<boolean> {
    if (!viewer?.isCompany || (row.status !== 'hired' && row.status !== 'completed')) return false;
    return isProposingCompany(this.dataSource, row.id, viewer.id);
  }

  /** A request by id or `{slug}-{id}`, whatever its status; undefined for malformed ids. */
  async findRow(idOrSeoParam: string): Promise<RequestRow | undefined> {
    const id = idFromSeoParam(idOrSeoParam);
    if (!id) return undefined;
    return findRequestRow(this.dataSource, id);
  }

  private async requireOwned(user: AuthUser, id: string): Promise<RequestRow> {
    const row = await this.findRow(id);
    if (!row) throw requestNotFound();
    if (row.clientId !== user.id) throw notRequestOwner();
    return row;
  }
}

/**
 * Whether an edit changes what the company priced: the services, or any of the structure
 * (category, route, date, details). Re-sending the stored services or city is no change.
 */
function touchesTerms(row: RequestRow, dto: UpdateRequestDto, services: string[] | undefined): boolean {
  const sameServices =
    services === undefined || (services.length === row.services.length && services.every((s) => row.services.includes(s)));
  const sameOrigin = (dto.city === undefined || dto.city === row.city) && (dto.province === undefined || dto.province === row.province);
  const structured = [dto.category, dto.origin, dto.destination, dto.date, dto.dateFlexibility, dto.details].some((v) => v !== undefined);
  return !sameServices || !sameOrigin || structured;
}

function cleanDescription(input: string): string {
  const html = sanitizeRichText(input);
  if (!htmlToText(html)) throw descriptionRequired();
  return html;
}
