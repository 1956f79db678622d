import type { ApiQuery, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** Spec §9: the home grids show 6 items. */
export const HOME_GRID_SIZE = 6;

/** `GET /companies/latest?limit=` → the newest visible companies (max 12). */
export const getLatestCompanies = (limit: number, signal?: AbortSignal) =>
  http.get<ApiResponse<'/api/companies/latest', 'get'>>('/companies/latest', {
    query: { limit } satisfies ApiQuery<'/api/companies/latest', 'get'>,
    signal,
  });
