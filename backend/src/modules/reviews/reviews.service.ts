import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { CompaniesService } from '../companies/companies.service.js';
import { alreadyReplied, duplicateReview, notAuthor, notCompanyOwner, reviewNotFound, selfReview } from './review-errors.js';
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
  findUserReview,
  insertReview,
  pageCompanyReviews,
  setReviewReply,
  updateReview,
  userReviewExists,
  type ReviewRow,
} from './review-sql.js';

/**
 * Reviews of visible companies: one per user and company (unique (company_id, user_id)), never
 * by the company's own account; only the author edits or deletes. Authors are shown by name,
 * never by email.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
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
    reply: row.reply,
    repliedAt: row.repliedAt ? new Date(row.repliedAt).toISOString() : null,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return error instanceof QueryFailedError && driverError?.code === '23505' && driverError.constraint === constraint;
}
