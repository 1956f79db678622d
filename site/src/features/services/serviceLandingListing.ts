import { findServiceLanding } from '@rutalia/catalog/service-landings';
import type { CompanyFilters } from '../companies/companies.api';

/** The related companies a service landing shows. */
export const SERVICE_LANDING_COMPANIES = 6;

/**
 * The landing of /services/{slug} or /{slug} and the directory query of its companies: one
 * function for ServiceLandingPage and the server renderer's prefetch, so both ask for the same list.
 */
export function serviceLandingListing(slug: string) {
  const landing = findServiceLanding(slug);
  const relatedService = landing?.relatedServices[0];
  const filters: CompanyFilters = { service: relatedService, pageSize: SERVICE_LANDING_COMPANIES, page: 1, placement: 'landing' };
  return { landing, relatedService, filters };
}
