import { http } from '../../api/http';

export type SearchCompany = { id: string; seoParam: string; companyName: string; city: string | null; province: string | null; logo: string | null };
export type SearchRequest = { id: string; seoParam: string; title: string; city: string | null; province: string | null; services: string[] };
export type SearchResult = { companies: SearchCompany[]; requests: SearchRequest[] };

/** Spec §9: at least 3 characters, 300 ms debounce, at most 5 results per kind. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export const globalSearch = (q: string, signal?: AbortSignal) => http.get<SearchResult>('/search', { query: { q }, signal });
