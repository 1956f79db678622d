import { findCity, findProvince } from '@rutalia/catalog/locations';
import type { CompanyFilters } from '../companies/companies.api';

export const LOCATION_PAGE_SIZE = 12;

/** 'castilla-la-mancha' → 'castilla la mancha' → 'Castilla La Mancha' (spec: hyphens become spaces). */
function fromParam(value: string): string {
  return decodeURIComponent(value)
    .replace(/-/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|\s)\p{L}/gu, (match) => match.toUpperCase());
}

/**
 * The place and the directory query of /location/{province}[/{city}]?page=: one function for
 * LocationPage and the server renderer's prefetch, so both ask for the same list.
 */
export function locationListing(provinceParam: string, cityParam: string | undefined, search: URLSearchParams) {
  const province = findProvince(provinceParam.replace(/-/g, ' ')) ?? findProvince(provinceParam);
  const city = cityParam ? (findCity(cityParam, provinceParam) ?? findCity(cityParam)) : undefined;
  const provinceName = province?.name ?? fromParam(provinceParam);
  const cityName = cityParam ? (city?.name ?? fromParam(cityParam)) : undefined;
  const pageNumber = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const filters: CompanyFilters = cityName
    ? { city: cityName, province: provinceName, page: pageNumber, pageSize: LOCATION_PAGE_SIZE, placement: 'landing' }
    : { province: provinceName, page: pageNumber, pageSize: LOCATION_PAGE_SIZE, placement: 'landing' };
  return { provinceName, cityName, place: cityName ?? provinceName, pageNumber, filters };
}
