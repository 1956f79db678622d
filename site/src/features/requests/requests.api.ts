import { http, type Paginated } from '../../api/http';
import type { CompanyCard } from '../companies/companies.api';

export type RequestStatus = 'active' | 'completed' | 'cancelled' | 'closed';

/** A request (job) as the API answers it; `description` is sanitized HTML. */
export type JobRequest = {
  id: string;
  slug: string;
  /** `{slug}-{uuid}` for /job/{seoParam}. */
  seoParam: string;
  title: string;
  description: string;
  services: string[];
  /** The services joined with ', ' (the spec's `service_type`). */
  serviceType: string;
  city: string;
  province: string;
  /** 'City, Province'. */
  location: string;
  status: RequestStatus | (string & {});
  proposalCount: number;
  createdAt: string;
  updatedAt: string;
  /** The client as shown publicly: first name and initial ('María G.'); full name and phone only reach a company on acceptance. */
  client?: { displayName: string };
  /** Only for signed-in viewers: whether the request is theirs. */
  isOwner?: boolean;
};

export type JobFilters = {
  q?: string;
  service?: string;
  location?: string;
  date?: string;
  sort?: string;
  page?: number;
};

export type MyRequestsFilters = {
  q?: string;
  status?: 'all' | 'active' | 'completed' | 'cancelled' | 'closed';
  proposals?: 'all' | 'with' | 'without';
  sort?: 'newest' | 'oldest' | 'most' | 'least';
  page?: number;
};

export type MyRequestsStats = { total: number; active: number; withProposals: number; completed: number };

export type RequestInput = { title: string; description: string; services: string[]; city: string; province: string };
export type RequestUpdate = Partial<RequestInput> & { status?: 'active' | 'completed' | 'cancelled' };

export type CompanyMatch = { company: CompanyCard; score: number; matchPercent: number; matchingServices: string[] };

export const JOBS_PAGE_SIZE = 6;
export const MY_REQUESTS_PAGE_SIZE = 6;

/** Public list of active requests (`/jobs`). */
export const listJobs = (filters: JobFilters, signal?: AbortSignal) => http.get<Paginated<JobRequest>>('/requests', { query: filters, signal });

/** One request by id or seoParam: public when active; the owner and admins see the others too. */
export const getRequest = (idOrSeoParam: string, signal?: AbortSignal) =>
  http.get<JobRequest>(`/requests/${encodeURIComponent(idOrSeoParam)}`, { signal });

export const createRequest = (input: RequestInput) => http.post<JobRequest>('/requests', input);

export const updateRequest = (id: string, input: RequestUpdate) => http.patch<JobRequest>(`/requests/${encodeURIComponent(id)}`, input);

/** Closes the request: it leaves public search and takes no more proposals (idempotent). */
export const closeRequest = (id: string) => http.post<JobRequest>(`/requests/${encodeURIComponent(id)}/close`);

/** The signed-in client's requests, 6 per page, with stats over all of them. */
export const listMyRequests = (filters: MyRequestsFilters, signal?: AbortSignal) =>
  http.get<Paginated<JobRequest> & { stats: MyRequestsStats }>('/me/requests', { query: filters, signal });

/** Active requests the signed-in company has not proposed on yet, newest first. */
export const listOpportunities = (page = 1, signal?: AbortSignal) =>
  http.get<Paginated<JobRequest>>('/me/opportunities', { query: { page }, signal });

/** Up to 4 recommended companies for the owner's request. */
export const getRequestMatches = (id: string, signal?: AbortSignal) =>
  http.get<{ items: CompanyMatch[] }>(`/requests/${encodeURIComponent(id)}/matches`, { signal });
