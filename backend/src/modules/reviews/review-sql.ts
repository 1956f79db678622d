import type { Queryable } from '../../common/database/queryable.js';

/** SQL of the public reviews of a company (authors by name, never by e-mail). */

export interface ReviewRow {
  id: string;
  companyId: string;
  userId: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  reply: string | null;
  repliedAt: Date | null;
}

const REVIEW_COLUMNS = `r.id, r.company_id AS "companyId", r.user_id AS "userId", r.rating, r.comment,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt", u.full_name AS "authorName", r.reply, r.replied_at AS "repliedAt"`;

/** A page of a company's reviews, newest first, and how many it has, in parallel. */
export async function pageCompanyReviews(
  db: Queryable,
  companyId: string,
  pageSize: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<ReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.company_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [companyId, pageSize, offset],
    ),
    db.query<{ total: number }[]>('SELECT count(*)::int AS total FROM reviews WHERE company_id = $1', [companyId]),
  ]);
  return { rows, total };
}

export interface ReviewStatsRow {
  total: number;
  average: number | null;
  d1: number;
  d2: number;
  d3: number;
  d4: number;
  d5: number;
}

/** A company's review count, average (1 decimal) and count per rating. */
export async function findCompanyReviewStats(db: Queryable, companyId: string): Promise<ReviewStatsRow> {
  const [row] = await db.query<ReviewStatsRow[]>(
    `SELECT count(*)::int AS total, round(avg(rating), 1)::float8 AS average,
              count(*) FILTER (WHERE rating = 1)::int AS d1, count(*) FILTER (WHERE rating = 2)::int AS d2,
              count(*) FILTER (WHERE rating = 3)::int AS d3, count(*) FILTER (WHERE rating = 4)::int AS d4,
              count(*) FILTER (WHERE rating = 5)::int AS d5
         FROM reviews WHERE company_id = $1`,
    [companyId],
  );
  return row;
}

/** The user's review of the company, if any. */
export async function findUserReview(db: Queryable, companyId: string, userId: string): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow[]>(
    `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.company_id = $1 AND r.user_id = $2`,
    [companyId, userId],
  );
  return row;
}

export async function userReviewExists(db: Queryable, companyId: string, userId: string): Promise<boolean> {
  const existing = await db.query('SELECT 1 FROM reviews WHERE company_id = $1 AND user_id = $2', [companyId, userId]);
  return existing.length > 0;
}

/** A new review; a second one by the user on the company fails on uq_reviews_company_user. */
export async function insertReview(
  db: Queryable,
  review: { companyId: string; userId: string; rating: number; comment: string | null },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }[]>(
    'INSERT INTO reviews (company_id, user_id, rating, comment) VALUES ($1, $2, $3, $4) RETURNING id',
    [review.companyId, review.userId, review.rating, review.comment],
  );
  return id;
}

/** Changes the given fields (undefined: unchanged) and touches updated_at; nothing when no field is given. */
export async function updateReview(db: Queryable, id: string, changes: { rating?: number; comment?: string | null }): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (changes.rating !== undefined) sets.push(`rating = $${params.push(changes.rating)}`);
  if (changes.comment !== undefined) sets.push(`comment = $${params.push(changes.comment)}`);
  if (sets.length > 0) await db.query(`UPDATE reviews SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params);
}

export async function deleteReview(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM reviews WHERE id = $1', [id]);
}

/** A review's author, to check who may change it. */
export async function findReviewAuthor(db: Queryable, id: string): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db.query<{ id: string; userId: string }[]>('SELECT id, user_id AS "userId" FROM reviews WHERE id = $1', [id]);
  return row;
}

export async function findReview(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.query<ReviewRow[]>(`SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.id = $1`, [
    id,
  ]);
  return row;
}

/** A review with the account that owns the reviewed company, to check who may answer it. */
export async function findReviewCompanyOwner(db: Queryable, id: string): Promise<{ id: string; ownerId: string } | undefined> {
  const [row] = await db.query<{ id: string; ownerId: string }[]>(
    'SELECT r.id, c.user_id AS "ownerId" FROM reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = $1',
    [id],
  );
  return row;
}

/** Sets the answer only if there is none yet: false when another answer got there first. */
export async function setReviewReply(db: Queryable, id: string, reply: string): Promise<boolean> {
  // TypeORM answers UPDATE … RETURNING with [rows, rowCount].
  const [rows]: [{ id: string }[], number] = await db.query(
    'UPDATE reviews SET reply = $2, replied_at = now() WHERE id = $1 AND reply IS NULL RETURNING id',
    [id, reply],
  );
  return rows.length > 0;
}
