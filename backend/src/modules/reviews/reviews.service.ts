import { Injectable, Optional } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { CompaniesService } from '../companies/companies.service.js';
import {
  alreadyReplied,
  alreadyVerified,
  duplicateReview,
  notAuthor,
  notCompanyOwner,
  notHiredCompany,
  notHiringClient,
  requestAlreadyReviewed,
  requestNotCompleted,
  reviewNotFound,
  reviewRequestNotFound,
  selfReview,
} from './review-errors.js';
import {
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type CreateReviewDto,
  type ListReviewsQuery,
  type ReplyReviewDto,
  type ReviewDto,
  type ReviewStatsDto,
  type UpdateReviewDto,
} from './dto/review.dto.js';
import {
  deleteReview,
  findCompanyReviewStats,
  findReview,
  findReviewAuthor,
  findReviewCompanyOwner,
  findReviewedRequest,
  findUserReview,
  findUserReviewState,
  insertReview,
  insertVerifiedReview,
  pageCompanyReviews,
  replaceWithVerifiedReview,
  setReviewReply,
  updateReview,
  userReviewExists,
  type ReviewRow,
} from './review-sql.js';

/**
 * Reviews of visible companies: one per user and company (unique (company_id, user_id)), never
 * by the company's own account; only the author edits or deletes. Authors are shown by name,
 * never by email. A review sent with `requestId` is «Contratado en Rutalia» (verified_at): only
 * the client of that request, once it is completed, about the company whose proposal it
 * accepted; one per request (uq_reviews_request). It weighs double in the average
 * (companies/company-rating-sql.ts) and is listed first.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
    @Optional() private readonly clock?: Clock,
  ) {}

  async list(companyParam: string, query: ListReviewsQuery): Promise<Page<ReviewDto>> {
    const company = await this.companies.requireVisibleRow(companyParam);
    const { page, pageSize, offset } = resolvePage(query, { pageSize: REVIEWS_PAGE_SIZE, maxPageSize: REVIEWS_MAX_PAGE_SIZE });
    const { rows, total } = await pageCompanyReviews(this.dataSource, company.id, pageSize, offset);
    return { items: rows.map(toReview), total, page, pageSize };
  }

  async stats(companyParam: string): Promise<ReviewStatsDto> {
    const company = await this.companies.requireVisibleRow(companyParam);
    const row = await findCompanyReviewStats(this.dataSource, company.id);
    return {
      average: row.total > 0 ? Number(row.average) : null,
      total: row.total,
      verified: row.verified,
      distribution: { 1: row.d1, 2: row.d2, 3: row.d3, 4: row.d4, 5: row.d5 },
    };
  }

  async mine(user: AuthUser, companyParam: string): Promise<ReviewDto | null> {
    const company = await this.companies.requireVisibleRow(companyParam);
    const row = await findUserReview(this.dataSource, company.id, user.id);
    return row ? toReview(row) : null;
  }

  async create(user: AuthUser, companyParam: string, dto: CreateReviewDto): Promise<ReviewDto> {
    const company = await this.companies.requireVisibleRow(companyParam);
    if (company.userId === user.id) throw selfReview();
    if (dto.requestId) return this.createVerified(user, company.id, dto.requestId, dto);
    if (await userReviewExists(this.dataSource, company.id, user.id)) throw duplicateReview();
    let id: string;
    try {
      id = await insertReview(this.dataSource, {
        companyId: company.id,
        userId: user.id,
        rating: dto.rating,
        comment: dto.comment ?? null,
      });
    } catch (error) {
      // Two submissions at once: the unique constraint decides.
      if (isUniqueViolation(error, 'uq_reviews_company_user')) throw duplicateReview();
      throw error;
    }
    return this.byId(id);
  }

  /**
   * «Contratado en Rutalia»: 404 unknown request, 403 not its client or not the hired company,
   * 409 not completed yet or already reviewed. An earlier unverified review of the company by the
   * same client is replaced (same row: rating, comment, date; the company's answer to the old
   * text is dropped); a verified one is edited with PATCH instead (409).
   */
  private async createVerified(user: AuthUser, companyId: string, requestId: string, dto: CreateReviewDto): Promise<ReviewDto> {
    const request = await findReviewedRequest(this.dataSource, requestId, companyId);
    if (!request) throw reviewRequestNotFound();
    if (request.clientId !== user.id) throw notHiringClient();
    if (!request.hiredCompany) throw notHiredCompany();
    if (request.status !== 'completed') throw requestNotCompleted();
    const review = { rating: dto.rating, comment: dto.comment ?? null, requestId, at: this.clock?.now() ?? new Date() };
    const existing = await findUserReviewState(this.dataSource, companyId, user.id);
    if (existing?.verified) throw alreadyVerified();
    try {
      if (existing) {
        if (!(await replaceWithVerifiedReview(this.dataSource, existing.id, review))) throw alreadyVerified();
        return await this.byId(existing.id);
      }
      return await this.byId(await insertVerifiedReview(this.dataSource, { companyId, userId: user.id, ...review }));
    } catch (error) {
      // Two submissions at once: the unique constraints decide.
      if (isUniqueViolation(error, 'uq_reviews_request')) throw requestAlreadyReviewed();
      if (isUniqueViolation(error, 'uq_reviews_company_user')) throw alreadyVerified();
      throw error;
    }
  }

  async update(user: AuthUser, reviewId: string, dto: UpdateReviewDto): Promise<ReviewDto> {
    const review = await this.ownReview(user, reviewId);
    await updateReview(this.dataSource, review.id, { rating: dto.rating, comment: dto.comment });
    return this.byId(review.id);
  }

  async remove(user: AuthUser, reviewId: string): Promise<void> {
    const review = await this.ownReview(user, reviewId);
    await deleteReview(this.dataSource, review.id);
  }

  /**
   * The reviewed company's account answers once: 404 unknown review, 403 another account, 409 when
   * it already has an answer (the conditional UPDATE decides between two at once).
   */
  async reply(user: AuthUser, reviewId: string, dto: ReplyReviewDto): Promise<ReviewDto> {
    if (!isUuid(reviewId)) throw reviewNotFound();
    const row = await findReviewCompanyOwner(this.dataSource, reviewId);
    if (!row) throw reviewNotFound();
    if (row.ownerId !== user.id) throw notCompanyOwner();
    if (!(await setReviewReply(this.dataSource, row.id, dto.text))) throw alreadyReplied();
    return this.byId(row.id);
  }

  /** 404 for unknown (or malformed) ids, 403 for someone else's review. */
  private async ownReview(user: AuthUser, reviewId: string): Promise<{ id: string }> {
    if (!isUuid(reviewId)) throw reviewNotFound();
    const row = await findReviewAuthor(this.dataSource, reviewId);
    if (!row) throw reviewNotFound();
    if (row.userId !== user.id) throw notAuthor();
    return row;
  }

  private async byId(id: string): Promise<ReviewDto> {
    const row = await findReview(this.dataSource, id);
    if (!row) throw reviewNotFound();
    return toReview(row);
  }
}

function toReview(row: ReviewRow): ReviewDto {
  return {
    id: row.id,
    companyId: row.companyId,
    rating: Number(row.rating),
    comment: row.comment,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    author: { id: row.userId, fullName: row.authorName },
    verified: row.verifiedAt !== null,
    reply: row.reply,
    repliedAt: row.repliedAt ? new Date(row.repliedAt).toISOString() : null,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return error instanceof QueryFailedError && driverError?.code === '23505' && driverError.constraint === constraint;
}
