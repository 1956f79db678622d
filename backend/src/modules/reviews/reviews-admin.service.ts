import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid } from '@rutalia/catalog';
import { parseListQuery, type ListQuery, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminReviewDto } from './dto/review-admin.dto.js';
import { findAdminReview, listAdminReviews, lockAdminReview, REVIEW_LIST, type AdminReviewRow } from './review-admin-sql.js';
import { reviewNotFound } from './review-errors.js';
import { deleteReview } from './review-sql.js';

/** How much of the deleted comment the audit log keeps (enough to recognise it, not the whole text). */
export const AUDIT_COMMENT_EXCERPT = 120;

/**
 * Reviews in the backoffice and the deletion of abusive ones. Company ratings are computed from
 * the reviews table on every read (RATINGS_SQL, reviews stats), nothing is cached: deleting the
 * row is all it takes to update them.
 */
@Injectable()
export class ReviewsAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: SimpleRestQuery): Promise<{ list: ListQuery; rows: AdminReviewDto[]; total: number }> {
    const list = parseListQuery(query, REVIEW_LIST);
    const { rows, total } = await listAdminReviews(this.dataSource, list);
    return { list, rows: rows.map(toAdminReview), total };
  }

  async get(id: string): Promise<AdminReviewDto> {
    const row = isUuid(id) ? await findAdminReview(this.dataSource, id) : undefined;
    if (!row) throw reviewNotFound();
    return toAdminReview(row);
  }

  /** Deletes the review and writes review.delete in the same transaction; answers the deleted record. */
  async remove(actor: AuthUser, id: string): Promise<AdminReviewDto> {
    if (!isUuid(id)) throw reviewNotFound();
    return this.dataSource.transaction(async (em) => {
      const row = await lockAdminReview(em, id);
      if (!row) throw reviewNotFound();
      await deleteReview(em, id);
      const comment = row.comment ? Array.from(row.comment).slice(0, AUDIT_COMMENT_EXCERPT).join('') : null;
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'review.delete',
          entityType: 'review',
          entityId: id,
          details: { companyId: row.companyId, rating: Number(row.rating), comment },
        },
        em,
      );
      return toAdminReview(row);
    });
  }
}

function toAdminReview(row: AdminReviewRow): AdminReviewDto {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    userId: row.userId,
    authorName: row.authorName,
    rating: Number(row.rating),
    comment: row.comment,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
