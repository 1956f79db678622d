import type { ApiQuery, ApiResponse, Schemas } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type SearchCompany = Schemas['SearchCompanyDto'];
export type SearchRequest = Schemas['SearchRequestDto'];
export type SearchResult = ApiResponse<'/api/search', 'get'>;

/** Spec §9: at least 3 characters, 300 ms debounce, at most 5 results per kind. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

export const globalSearch = (q: string, signal?: AbortSignal) =>
  http.get<SearchResult>('/search', { query: { q } satisfies ApiQuery<'/api/search', 'get'>, signal });
