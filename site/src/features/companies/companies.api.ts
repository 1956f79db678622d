import type { ApiQuery, ApiRequestBody, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type CompanyImage = Schemas['CompanyImageDto'];
export type CompanyRating = Schemas['RatingDto'];

/** A directory card (`GET /companies`, `GET /companies/latest`); `excerpt` is plain text cut at 150 characters. */
export type CompanyCard = Schemas['CompanyCardDto'];

/** A public company (`GET /companies/:idOrSeoParam`); `description` is sanitized HTML. */
export type Company = ApiResponse<'/api/companies/{idOrSeoParam}', 'get'>;

/** The signed-in company's own profile (`GET /companies/me`). */
export type OwnCompany = ApiResponse<'/api/companies/me', 'get'>;

export type CompanyFilters = ApiQuery<'/api/companies', 'get'>;

export type CompanyPage = ApiResponse<'/api/companies', 'get'>;

export type CompanyUpdate = ApiRequestBody<'/api/companies/me', 'patch'>;

export type UploadImagesResult = ApiResponse<'/api/companies/me/images', 'post'>;

export const DIRECTORY_PAGE_SIZE = 12;

export const listCompanies = (filters: CompanyFilters, signal?: AbortSignal) =>
  http.get<CompanyPage>('/companies', { query: filters, signal });

export const getCompany = (idOrSeoParam: string, signal?: AbortSignal) =>
  http.get<Company>(`/companies/${encodeURIComponent(idOrSeoParam)}`, { signal });

export const getMyCompany = (signal?: AbortSignal) => http.get<OwnCompany>('/companies/me', { signal });

export const updateMyCompany = (input: CompanyUpdate) => http.patch<ApiResponse<'/api/companies/me', 'patch'>>('/companies/me', input);

export function uploadLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<ApiResponse<'/api/companies/me/logo', 'post'>>('/companies/me/logo', body);
}

export function uploadImages(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return http.post<UploadImagesResult>('/companies/me/images', body);
}

export const deleteImage = (imageId: string) =>
  http.delete<ApiResponse<'/api/companies/me/images/{imageId}', 'delete'>>(`/companies/me/images/${encodeURIComponent(imageId)}`);
