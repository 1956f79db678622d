import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { fetchListPage } from '../../common/admin/list-page.js';
import { isUuid } from '../../catalog/index.js';
import { parseListQuery, type ListQuery, type ListSpec, type SimpleRestQuery } from '../../common/admin/simple-rest.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { AuditService } from '../audit/audit.service.js';
import type { AdminReviewDto } from './dto/review-admin.dto.js';
import { reviewNotFound } from './review-errors.js';

/** How much of the deleted comment the audit log keeps (enough to recognise it, not the whole text). */
export const AUDIT_COMMENT_EXCERPT = 120;

const RATING = /^[1-5]$/;

export const REVIEW_LIST: ListSpec = {
  sortable: { createdAt: 'r.created_at', rating: 'r.rating' },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    companyId: { kind: 'eq', column: 'r.company_id', cast: 'uuid' },
    userId: { kind: 'eq', column: 'r.user_id', cast: 'uuid' },
    rating: {
      kind: 'custom',
      build: (placeholder, value) => {
        const values = Array.isArray(value) ? value : [value];
        if (values.length === 0 || !values.every((v) => (typeof v === 'number' || typeof v === 'string') && RATING.test(String(v)))) {
          throw new AppException('VALIDATION_ERROR', 'El filtro rating debe ser un número del 1 al 5.', HttpStatus.BAD_REQUEST);
        }
        return Array.isArray(value) ? `r.rating = ANY(${placeholder}::int[])` : `r.rating = ${placeholder}::int`;
      },
    },
    q: { kind: 'search', columns: ['r.comment'] },
  },
  idColumn: 'r.id',
};

const COLUMNS = `r.id, r.company_id AS "companyId", c.company_name AS "companyName", r.user_id AS "userId",
  u.full_name AS "authorName", r.rating, r.comment, r.created_at AS "createdAt"`;
const FROM = `reviews r JOIN companies c ON c.id = r.company_id JOIN users u ON u.id = r.user_id`;

type Row = Omit<AdminReviewDto, 'createdAt'> & { createdAt: Date };

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
    const { rows, total } = await fetchListPage<Row>(this.dataSource, list, { columns: COLUMNS, from: FROM, countFrom: 'reviews r' });
    return { list, rows: rows.map(toAdminReview), total };
  }

  async get(id: string): Promise<AdminReviewDto> {
    const [row] = isUuid(id) ? await this.dataSource.query<Row[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]) : [];
    if (!row) throw reviewNotFound();
    return toAdminReview(row);
  }

  /** Deletes the review and writes review.delete in the same transaction; answers the deleted record. */
  async remove(actor: AuthUser, id: string): Promise<AdminReviewDto> {
    if (!isUuid(id)) throw reviewNotFound();
    return this.dataSource.transaction(async (em) => {
      const [row] = await em.query<Row[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
      if (!row) throw reviewNotFound();
      await em.query(`DELETE FROM reviews WHERE id = $1`, [id]);
      const comment = row.comment ? Array.from(row.comment).slice(0, AUDIT_COMMENT_EXCERPT).join('') : null;
      await this.audit.record(
        { actorId: actor.id, action: 'review.delete', entityType: 'review', entityId: id, details: { companyId: row.companyId, rating: Number(row.rating), comment } },
        em,
      );
      return toAdminReview(row);
    });
  }
}

function toAdminReview(row: Row): AdminReviewDto {
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
