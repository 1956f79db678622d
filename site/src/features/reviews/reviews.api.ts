import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type Review = Schemas['ReviewDto'];

export type ReviewStats = ApiResponse<'/api/companies/{id}/reviews/stats', 'get'>;

export type ReviewPage = ApiResponse<'/api/companies/{id}/reviews', 'get'>;

export type ReviewInput = ApiRequestBody<'/api/companies/{id}/reviews', 'post'>;

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;

const base = (companyId: string) => `/companies/${encodeURIComponent(companyId)}/reviews`;

export const listReviews = (companyId: string, page: number, signal?: AbortSignal) =>
  http.get<ReviewPage>(base(companyId), {
    query: { page, pageSize: REVIEWS_PAGE_SIZE } satisfies ApiQuery<'/api/companies/{id}/reviews', 'get'>,
    signal,
  });

export const getReviewStats = (companyId: string, signal?: AbortSignal) => http.get<ReviewStats>(`${base(companyId)}/stats`, { signal });

/** The signed-in user's review of the company, or null when they have not written one (`{ review: null }`). */
export async function getMyReview(companyId: string, signal?: AbortSignal): Promise<Review | null> {
  const body = await http.get<ApiResponse<'/api/companies/{id}/reviews/mine', 'get'>>(`${base(companyId)}/mine`, { signal });
  return body.review;
}

export const createReview = (companyId: string, input: ReviewInput) =>
  http.post<ApiResponse<'/api/companies/{id}/reviews', 'post'>>(base(companyId), input);

export const updateReview = (reviewId: string, input: ApiRequestBody<'/api/reviews/{id}', 'patch'>) =>
  http.patch<ApiResponse<'/api/reviews/{id}', 'patch'>>(`/reviews/${encodeURIComponent(reviewId)}`, input);

export const deleteReview = (reviewId: string) =>
  http.delete<ApiResponse<'/api/reviews/{id}', 'delete'>>(`/reviews/${encodeURIComponent(reviewId)}`);

/** The company's public answer (once; 409 when it already has one). */
export const replyToReview = (reviewId: string, text: string) =>
  http.post<ApiResponse<'/api/reviews/{id}/reply', 'post'>>(`/reviews/${encodeURIComponent(reviewId)}/reply`, {
    text,
  } satisfies ApiRequestBody<'/api/reviews/{id}/reply', 'post'>);
