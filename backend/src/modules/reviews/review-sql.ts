import type { Queryable } from '../../common/database/queryable.js';
import { verifiedCountSql, weightedAverageSql } from '../companies/company-rating-sql.js';

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
  verifiedAt: Date | null;
}

const REVIEW_COLUMNS = `r.id, r.company_id AS "companyId", r.user_id AS "userId", r.rating, r.comment,
  r.created_at AS "createdAt", r.updated_at AS "updatedAt", u.full_name AS "authorName", r.reply, r.replied_at AS "repliedAt",
  r.verified_at AS "verifiedAt"`;

/**
 * A page of a company's reviews, «Contratado en Rutalia» first and then newest first, and how
 * many it has, in parallel. The company's rows come from ix_reviews_company_id_created_at and are
 * sorted (a company has at most a few hundred reviews).
 */
export async function pageCompanyReviews(
  db: Queryable,
  companyId: string,
  pageSize: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query<ReviewRow[]>(
      `SELECT ${REVIEW_COLUMNS} FROM reviews r JOIN users u ON u.id = r.user_id
          WHERE r.company_id = $1 ORDER BY r.verified_at IS NOT NULL DESC, r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [companyId, pageSize, offset],
    ),
    db.query<{ total: number }[]>('SELECT count(*)::int AS total FROM reviews WHERE company_id = $1', [companyId]),
  ]);
  return { rows, total };
}

export interface ReviewStatsRow {
  total: number;
  verified: number;
  average: number | null;
  d1: number;
  d2: number;
  d3: number;
  d4: number;
  d5: number;
}

/** A company's review count, verified count, weighted average (company-rating-sql.ts) and count per rating. */
export async function findCompanyReviewStats(db: Queryable, companyId: string): Promise<ReviewStatsRow> {
  const [row] = await db.query<ReviewStatsRow[]>(
    `SELECT count(*)::int AS total, ${verifiedCountSql('r')} AS verified, ${weightedAverageSql('r')} AS average,
              count(*) FILTER (WHERE rating = 1)::int AS d1, count(*) FILTER (WHERE rating = 2)::int AS d2,
              count(*) FILTER (WHERE rating = 3)::int AS d3, count(*) FILTER (WHERE rating = 4)::int AS d4,
              count(*) FILTER (WHERE rating = 5)::int AS d5
         FROM reviews r WHERE r.company_id = $1`,
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

/** What a verified review needs to know about the request it names (hiredCompany: the company has an accepted proposal on it). */
export interface ReviewedRequestRow {
  clientId: string;
  status: string;
  hiredCompany: boolean;
}

export async function findReviewedRequest(db: Queryable, requestId: string, companyId: string): Promise<ReviewedRequestRow | undefined> {
  const [row] = await db.query<ReviewedRequestRow[]>(
    `SELECT r.client_id AS "clientId", r.status::text AS status,
            EXISTS (SELECT 1 FROM proposals p WHERE p.request_id = r.id AND p.company_id = $2 AND p.status = 'accepted') AS "hiredCompany"
       FROM requests r WHERE r.id = $1`,
    [requestId, companyId],
  );
  return row;
}

/** The user's review of the company (id and whether it is verified already), to replace it. */
export async function findUserReviewState(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<{ id: string; verified: boolean } | undefined> {
  const [row] = await db.query<{ id: string; verified: boolean }[]>(
    'SELECT id, verified_at IS NOT NULL AS verified FROM reviews WHERE company_id = $1 AND user_id = $2',
    [companyId, userId],
  );
  return row;
}

/** A new «Contratado en Rutalia» review; uq_reviews_request / uq_reviews_company_user decide between two at once. */
export async function insertVerifiedReview(
  db: Queryable,
  review: { companyId: string; userId: string; rating: number; comment: string | null; requestId: string; at: Date },
): Promise<string> {
  const [{ id }] = await db.query<{ id: string }[]>(
    `INSERT INTO reviews (company_id, user_id, rating, comment, request_id, verified_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6) RETURNING id`,
    [review.companyId, review.userId, review.rating, review.comment, review.requestId, review.at],
  );
  return id;
}

/**
 * Turns an unverified review into the verified one: new rating, comment and date, the request,
 * and no company answer (it answered the old text). Only while it is unverified: false when
 * another submission verified it first.
 */
export async function replaceWithVerifiedReview(
  db: Queryable,
  id: string,
  review: { rating: number; comment: string | null; requestId: string; at: Date },
): Promise<boolean> {
  // TypeORM answers UPDATE … RETURNING with [rows, rowCount].
  const [rows]: [{ id: string }[], number] = await db.query(
    `UPDATE reviews SET rating = $2, comment = $3, request_id = $4, verified_at = $5, created_at = $5, updated_at = $5,
            reply = NULL, replied_at = NULL
      WHERE id = $1 AND verified_at IS NULL RETURNING id`,
    [id, review.rating, review.comment, review.requestId, review.at],
  );
  return rows.length > 0;
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
