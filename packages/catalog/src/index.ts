/**
 * `@rutalia/catalog`: static reference data of Rutalia (services, service landings, locations,
 * filters) and the slug helpers. Pure TypeScript with no runtime dependencies, shared by the
 * backend (which serves it at `GET /api/catalog`, see backend/src/catalog/catalog.controller.ts)
 * and the site, which imports it directly. Do not import NestJS (or anything else) here.
 */
import {
  CITIES,
  CITY_PROVINCE_PAIRS,
  PORTUGUESE_DISTRICTS,
  PROVINCES,
  SITEMAP_LOCATIONS,
  TOP_CITIES,
  type City,
  type CityProvincePair,
  type Province,
  type SitemapLocation,
} from './locations.js';
import { SERVICE_LANDINGS, type ServiceLanding } from './service-landings.js';
import {
  DIRECTORY_PROVINCES,
  DIRECTORY_SERVICES,
  JOB_DATE_FILTERS,
  JOB_LOCATION_FILTERS,
  JOB_SERVICE_FILTERS,
  JOB_SORTS,
  SERVICE_CATEGORIES,
  type FilterOption,
  type ServiceCategory,
} from './services.js';

export * from './slug.js';
export * from './services.js';
export * from './taxonomy.js';
export * from './request-forms.js';
export * from './proposal-terms.js';
export * from './service-landings.js';
export * from './locations.js';

/** The JSON document answered by `GET /api/catalog`. */
export interface Catalog {
  serviceCategories: readonly ServiceCategory[];
  directoryServices: readonly string[];
  serviceLandings: readonly ServiceLanding[];
  provinces: readonly Province[];
  portugueseDistricts: readonly Province[];
  cities: readonly City[];
  topCities: readonly City[];
  cityProvincePairs: readonly CityProvincePair[];
  sitemapLocations: readonly SitemapLocation[];
  jobFilters: {
    services: readonly FilterOption[];
    locations: readonly FilterOption[];
    dates: readonly (FilterOption & { readonly days: number })[];
    sorts: readonly FilterOption[];
  };
  directoryProvinces: readonly string[];
}

/** Builds the whole catalog as one JSON-serialisable object. */
export function buildCatalog(): Catalog {
  return {
    serviceCategories: SERVICE_CATEGORIES,
    directoryServices: DIRECTORY_SERVICES,
    serviceLandings: SERVICE_LANDINGS,
    provinces: PROVINCES,
    portugueseDistricts: PORTUGUESE_DISTRICTS,
    cities: CITIES,
    topCities: TOP_CITIES,
    cityProvincePairs: CITY_PROVINCE_PAIRS,
    sitemapLocations: SITEMAP_LOCATIONS,
    jobFilters: {
      services: JOB_SERVICE_FILTERS,
      locations: JOB_LOCATION_FILTERS,
      dates: JOB_DATE_FILTERS,
      sorts: JOB_SORTS,
    },
    directoryProvinces: DIRECTORY_PROVINCES,
  };
}
