import { HttpStatus } from '@nestjs/common';
import type { ListQuery, ListSpec } from '../../common/admin/simple-rest.js';
import { fetchListPage } from '../../common/database/list-page.js';
import type { Queryable } from '../../common/database/queryable.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { AdminReviewDto } from './dto/review-admin.dto.js';

/** SQL of the backoffice's reviews: the list, one record, and the deletion of abusive ones. */

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

export type AdminReviewRow = Omit<AdminReviewDto, 'createdAt'> & { createdAt: Date };

/** One page of the list and the total matching its filter. */
export function listAdminReviews(db: Queryable, list: ListQuery): Promise<{ rows: AdminReviewRow[]; total: number }> {
  return fetchListPage<AdminReviewRow>(db, list, { columns: COLUMNS, from: FROM, countFrom: 'reviews r' });
}

export async function findAdminReview(db: Queryable, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await db.query<AdminReviewRow[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1`, [id]);
  return row;
}

/** The same record, locking the review row (FOR UPDATE OF r) before it is deleted. */
export async function lockAdminReview(db: Queryable, id: string): Promise<AdminReviewRow | undefined> {
  const [row] = await db.query<AdminReviewRow[]>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 FOR UPDATE OF r`, [id]);
  return row;
}
