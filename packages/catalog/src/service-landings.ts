/**
 * Content of the 15 service landing pages (`/services/{slug}` and `/{slug}`), spec section 2
 * 'Service landing'. Pure data, shared by the site (page content, document title, meta tags) and
 * the backend (server-side meta tags, sitemap).
 *
 * `title` is the document title without the brand (the site and the server append " · Rutalia");
 * `relatedServices` are category names usable as the directory's service filter. The content
 * itself is in service-landings-transport.ts and service-landings-logistics.ts.
 */
import { LOGISTICS_LANDINGS } from './service-landings-logistics.js';
import { TRANSPORT_LANDINGS } from './service-landings-transport.js';

export interface ServiceLandingBenefit {
  readonly title: string;
  readonly text: string;
}

export interface ServiceLanding {
  readonly slug: string;
  /** Short name for cards, breadcrumbs and links. */
  readonly name: string;
  /** Document title (without the brand). */
  readonly title: string;
  readonly h1: string;
  /** Introductory paragraph under the heading. */
  readonly description: string;
  /** Meta description, at most 160 characters. */
  readonly metaDescription: string;
  readonly keywords: readonly string[];
  /** Short icon name (lucide-style): truck, ship, plane, warehouse, ... */
  readonly icon: string;
  readonly benefits: readonly ServiceLandingBenefit[];
  readonly features: readonly string[];
  /** Names of service categories (values of the directory's service filter). */
  readonly relatedServices: readonly string[];
}

export { SERVICE_LANDING_SLUGS, type ServiceLandingSlug } from './service-landing-slugs.js';

/** The 15 landings, in the spec's order (also the sitemap's order). */
export const SERVICE_LANDINGS: readonly ServiceLanding[] = [...TRANSPORT_LANDINGS, ...LOGISTICS_LANDINGS];

/** The landing page with this slug, or `undefined` (the page shows 'Servicio no encontrado'). */
export function findServiceLanding(slug: string): ServiceLanding | undefined {
  return SERVICE_LANDINGS.find((landing) => landing.slug === slug);
}
