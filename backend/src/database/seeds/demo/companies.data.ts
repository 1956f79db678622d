import { DEMO_COMPANIES_FIRST } from './companies-first.data.js';
import { DEMO_COMPANIES_SECOND } from './companies-second.data.js';

/**
 * The 24 demo companies. `services` are category names of DIRECTORY_SERVICES and city/province
 * pairs come from the catalog (checked by `assertDemoCatalogData` in validate.ts), so every company
 * shows up under the directory filters and on the location and service landing pages.
 *
 * Descriptions are sanitized-style HTML using only <p>, <strong>, <ul> and <li>.
 */

export type GalleryScene = 'truck' | 'warehouse' | 'van';

/** What kind of work a company does (chooses proposal messages and review comments). */
export type Segment = 'mudanzas' | 'transporte' | 'frio' | 'almacen' | 'aduanas' | 'ecommerce' | 'tecnologia' | 'especial';

export interface DemoCompany {
  /** Stable key used by requests.data.ts to pin proposals. */
  key: string;
  name: string;
  city: string;
  province: string;
  services: string[];
  contactPerson: string;
  phone: string;
  verified: boolean;
  plan: 'basic' | 'professional' | 'premium';
  /** trialing: joined less than 7 days ago; active: paying (monthly unless yearly). */
  subscription: 'trialing' | 'active';
  yearly?: boolean;
  /** Days since the company joined Rutalia (trialing companies: fewer than 7). */
  ageDays: number;
  /** Brand colour of the generated logo and gallery pictures. */
  color: string;
  gallery: GalleryScene[];
  segment: Segment;
  /** How many demo clients review it. */
  reviews: number;
  /** Island operators: places that must appear in a job (or its province match) for them to answer. */
  islands?: string[];
  /** Login email of the owning company user (default: `<slug>@demo.rutalia.es`). */
  accountEmail?: string;
  description: string;
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [...DEMO_COMPANIES_FIRST, ...DEMO_COMPANIES_SECOND];
