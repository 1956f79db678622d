import { http, type Paginated } from '../../api/http';

export type CompanyImage = { id: string; url: string; thumbnailUrl: string; width: number | null; height: number | null };
export type CompanyRating = { average: number | null; count: number };

/** A directory card (`GET /companies`, `GET /companies/latest`). */
export type CompanyCard = {
  id: string;
  slug: string;
  seoParam: string;
  companyName: string;
  city: string | null;
  province: string | null;
  services: string[];
  /** Plain-text description cut at 150 characters. */
  excerpt?: string | null;
  logo: string | null;
  verified: boolean;
  rating: CompanyRating;
  createdAt: string;
};

/** A public company (`GET /companies/:idOrSeoParam`); `description` is sanitized HTML. */
export type Company = CompanyCard & {
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  description: string | null;
  website: string | null;
  images: CompanyImage[];
};

/** The signed-in company's own profile (`GET /companies/me`). */
export type OwnCompany = Company & { status: string; isActive: boolean; visible: boolean; suspensionReason: string | null };

export type CompanyFilters = {
  q?: string;
  service?: string;
  province?: string;
  city?: string;
  page?: number;
  pageSize?: number;
};

export type CompanyUpdate = {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  city: string;
  province: string;
  services: string[];
  description: string;
};

export type UploadImagesResult = { uploaded: CompanyImage[]; skipped: { file: string; message: string }[] };

export const DIRECTORY_PAGE_SIZE = 12;

export const listCompanies = (filters: CompanyFilters, signal?: AbortSignal) =>
  http.get<Paginated<CompanyCard>>('/companies', { query: filters, signal });

export const getCompany = (idOrSeoParam: string, signal?: AbortSignal) =>
  http.get<Company>(`/companies/${encodeURIComponent(idOrSeoParam)}`, { signal });

export const getMyCompany = (signal?: AbortSignal) => http.get<OwnCompany>('/companies/me', { signal });

export const updateMyCompany = (input: CompanyUpdate) => http.patch<OwnCompany>('/companies/me', input);

export function uploadLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<OwnCompany>('/companies/me/logo', body);
}

export function uploadImages(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return http.post<UploadImagesResult>('/companies/me/images', body);
}

export const deleteImage = (imageId: string) => http.delete(`/companies/me/images/${encodeURIComponent(imageId)}`);
