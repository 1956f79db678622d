import { http } from '../../api/http';
import type { CompanyCard } from '../companies/companies.api';

/** Spec §9: the home grids show 6 items. */
export const HOME_GRID_SIZE = 6;

/** `GET /companies/latest?limit=` → the newest visible companies (max 12). */
export const getLatestCompanies = (limit: number, signal?: AbortSignal) =>
  http.get<{ items: CompanyCard[] }>('/companies/latest', { query: { limit }, signal });
