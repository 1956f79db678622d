import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type RequestStatus = Schemas['RequestStatus'];

/**
 * A request (job) as the API answers it; `description` is sanitized HTML, `seoParam`
 * `{slug}-{uuid}` for /job/{seoParam}, `serviceType` the services joined with ', ', `location`
 * 'City, Province'. `client` is the client as shown publicly (first name and initial: full name
 * and phone only reach a company on acceptance); `isOwner` is only sent to signed-in viewers.
 */
export type JobRequest = Schemas['RequestDto'];

export type JobFilters = ApiQuery<'/api/requests', 'get'>;

export type MyRequestsFilters = ApiQuery<'/api/me/requests', 'get'>;

export type MyRequestsPage = ApiResponse<'/api/me/requests', 'get'>;

export type MyRequestsStats = Schemas['MyRequestsStatsDto'];

export type RequestInput = ApiRequestBody<'/api/requests', 'post'>;
export type RequestUpdate = ApiRequestBody<'/api/requests/{id}', 'patch'>;

export type CompanyMatch = Schemas['CompanyMatchDto'];

export const JOBS_PAGE_SIZE = 6;
export const MY_REQUESTS_PAGE_SIZE = 6;

/** Public list of active requests (`/jobs`). */
export const listJobs = (filters: JobFilters, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/requests', 'get'>>('/requests', { query: filters, signal });

/** One request by id or seoParam: public when active; the owner and admins see the others too. */
export const getRequest = (idOrSeoParam: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/requests/{idOrSeoParam}', 'get'>>(`/requests/${encodeURIComponent(idOrSeoParam)}`, { signal });

export const createRequest = (input: RequestInput) => http.post<ApiResponse<'/api/requests', 'post'>>('/requests', input);

export const updateRequest = (id: string, input: RequestUpdate) =>
  http.patch<ApiResponse<'/api/requests/{id}', 'patch'>>(`/requests/${encodeURIComponent(id)}`, input);

/** Closes the request: it leaves public search and takes no more proposals (idempotent). */
export const closeRequest = (id: string) =>
  http.post<ApiResponse<'/api/requests/{id}/close', 'post'>>(`/requests/${encodeURIComponent(id)}/close`);

/** The owner's «the job was done»: a hired request becomes completed (idempotent on completed). */
export const completeRequest = (id: string) =>
  http.post<ApiResponse<'/api/requests/{id}/complete', 'post'>>(`/requests/${encodeURIComponent(id)}/complete`);

/**
 * The owner's «the company did not show up»: a hired request is active (and public) again, the
 * hired proposal is closed as a no-show and its company stops seeing the client's name and phone.
 */
export const reopenRequest = (id: string) =>
  http.post<ApiResponse<'/api/requests/{id}/reopen', 'post'>>(`/requests/${encodeURIComponent(id)}/reopen`);

/** The signed-in client's requests, 6 per page, with stats over all of them. */
export const listMyRequests = (filters: MyRequestsFilters, signal?: AbortSignal) =>
  http.get<MyRequestsPage>('/me/requests', { query: filters, signal });

/** Active requests the signed-in company has not proposed on yet, newest first. */
export const listOpportunities = (page = 1, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/me/opportunities', 'get'>>('/me/opportunities', {
    query: { page } satisfies ApiQuery<'/api/me/opportunities', 'get'>,
    signal,
  });

/** Up to 4 recommended companies for the owner's request. */
export const getRequestMatches = (id: string, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/requests/{id}/matches', 'get'>>(`/requests/${encodeURIComponent(id)}/matches`, { signal });

export type RequestPhoto = Schemas['RequestPhotoDto'];

/** Adds photos to the own request (field `photos`, at most 8 in all); answers all its photos in order. */
export function uploadRequestPhotos(id: string, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('photos', file);
  return http.post<ApiResponse<'/api/requests/{id}/photos', 'post'>>(`/requests/${encodeURIComponent(id)}/photos`, body);
}

/** Removes one photo of the own request (and its files). */
export const deleteRequestPhoto = (id: string, photoId: string) =>
  http.delete<ApiResponse<'/api/requests/{id}/photos/{photoId}', 'delete'>>(
    `/requests/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  );
