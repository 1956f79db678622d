import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { isUuid } from '../../catalog/index.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { resolvePage, type Page } from '../../common/pagination/pagination.js';
import { CompaniesService } from '../companies/companies.service.js';
import { duplicateReview, notAuthor, reviewNotFound, selfReview } from './review-errors.js';
import { REVIEWS_MAX_PAGE_SIZE, REVIEWS_PAGE_SIZE, type CreateReviewDto, type ListReviewsQuery, type ReviewDto, type ReviewStatsDto, type UpdateReviewDto } from './dto/review.dto.js';

interface ReviewRow {
  id: string;
  companyId: string;
  userId: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
}

const REVIEW_COLUMNS = `r.id, r.company_id AS "companyId", r.user_id AS "userId", r.rating, r.comment,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt", u.full_name AS "authorName"`;

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
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ReviewRow[]>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.company_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [company.id, pageSize, offset],
      ),
      this.dataSource.query<{ total: number }[]>('SELECT count(*)::int AS total FROM reviews WHERE company_id = $1', [company.id]),
    ]);
    return { items: rows.map(toReview), total, page, pageSize };
  }

  async stats(companyParam: string): Promise<ReviewStatsDto> {
    const company = await this.companies.requireVisibleRow(companyParam);
    const [row] = await this.dataSource.query<Array<{ total: number; average: number | null; d1: number; d2: number; d3: number; d4: number; d5: number }>>(
      `SELECT count(*)::int AS total, round(avg(rating), 1)::float8 AS average,
              count(*) FILTER (WHERE rating = 1)::int AS d1, count(*) FILTER (WHERE rating = 2)::int AS d2,
              count(*) FILTER (WHERE rating = 3)::int AS d3, count(*) FILTER (WHERE rating = 4)::int AS d4,
              count(*) FILTER (WHERE rating = 5)::int AS d5
         FROM reviews WHERE company_id = $1`,
      [company.id],
    );
    return {
      average: row.total > 0 ? Number(row.average) : null,
      total: row.total,
      distribution: { 1: row.d1, 2: row.d2, 3: row.d3, 4: row.d4, 5: row.d5 },
    };
  }

  async mine(user: AuthUser, companyParam: string): Promise<ReviewDto | null> {
    const company = await this.companies.requireVisibleRow(companyParam);
    const [row] = await this.dataSource.query<ReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.company_id = $1 AND r.user_id = $2`,
      [company.id, user.id],
    );
    return row ? toReview(row) : null;
  }

  async create(user: AuthUser, companyParam: string, dto: CreateReviewDto): Promise<ReviewDto> {
    const company = await this.companies.requireVisibleRow(companyParam);
    if (company.userId === user.id) throw selfReview();
    const existing = await this.dataSource.query('SELECT 1 FROM reviews WHERE company_id = $1 AND user_id = $2', [company.id, user.id]);
    if (existing.length > 0) throw duplicateReview();
    let id: string;
    try {
      [{ id }] = await this.dataSource.query<{ id: string }[]>(
        'INSERT INTO reviews (company_id, user_id, rating, comment) VALUES ($1, $2, $3, $4) RETURNING id',
        [company.id, user.id, dto.rating, dto.comment ?? null],
      );
    } catch (error) {
      // Two submissions at once: the unique constraint decides.
      if (isUniqueViolation(error, 'uq_reviews_company_user')) throw duplicateReview();
      throw error;
    }
    return this.byId(id);
  }

  async update(user: AuthUser, reviewId: string, dto: UpdateReviewDto): Promise<ReviewDto> {
    const review = await this.ownReview(user, reviewId);
    const sets: string[] = [];
    const params: unknown[] = [review.id];
    if (dto.rating !== undefined) sets.push(`rating = $${params.push(dto.rating)}`);
    if (dto.comment !== undefined) sets.push(`comment = $${params.push(dto.comment)}`);
    if (sets.length > 0) await this.dataSource.query(`UPDATE reviews SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
    return this.byId(review.id);
  }

  async remove(user: AuthUser, reviewId: string): Promise<void> {
    const review = await this.ownReview(user, reviewId);
    await this.dataSource.query('DELETE FROM reviews WHERE id = $1', [review.id]);
  }

  /** 404 for unknown (or malformed) ids, 403 for someone else's review. */
  private async ownReview(user: AuthUser, reviewId: string): Promise<{ id: string }> {
    if (!isUuid(reviewId)) throw reviewNotFound();
    const [row] = await this.dataSource.query<{ id: string; userId: string }[]>('SELECT id, user_id AS "userId" FROM reviews WHERE id = $1', [reviewId]);
    if (!row) throw reviewNotFound();
    if (row.userId !== user.id) throw notAuthor();
    return row;
  }

  private async byId(id: string): Promise<ReviewDto> {
    const [row] = await this.dataSource.query<ReviewRow[]>(`SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = $1`, [id]);
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
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error as QueryFailedError & { driverError?: { code?: string; constraint?: string } }).driverError;
  return error instanceof QueryFailedError && driverError?.code === '23505' && driverError.constraint === constraint;
}
