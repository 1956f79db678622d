import { http, type Paginated } from '../../api/http';

export type Review = {
  id: string;
  companyId: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  updatedAt?: string;
  author: { id: string; fullName: string };
};

export type ReviewStats = { average: number | null; total: number; distribution: Record<1 | 2 | 3 | 4 | 5, number> };

export type ReviewInput = { rating: number; comment?: string | null };

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

const base = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/reviews`;

export const listReviews = (companyId: string, page: number, signal?: AbortSignal) =>
  http.get<Paginated<Review>>(base(companyId), { query: { page, pageSize: REVIEWS_PAGE_SIZE }, signal });

export const getReviewStats = (companyId: string, signal?: AbortSignal) => http.get<ReviewStats>(`${base(companyId)}/stats`, { signal });

/** The signed-in user's review of the company: the review itself or `{ review: null }`. */
export async function getMyReview(companyId: string, signal?: AbortSignal): Promise<Review | null> {
  const body = await http.get<Review | { review: Review | null }>(`${base(companyId)}/mine`, { signal });
  if (body && typeof body === 'object' && 'review' in body) return body.review;
  return (body as Review | undefined) ?? null;
}

export const createReview = (companyId: string, input: ReviewInput) => http.post<Review>(base(companyId), input);

export const updateReview = (reviewId: string, input: ReviewInput) => http.patch<Review>(`/reviews/${encodeURIComponent(reviewId)}`, input);

export const deleteReview = (reviewId: string) => http.delete(`/reviews/${encodeURIComponent(reviewId)}`);
