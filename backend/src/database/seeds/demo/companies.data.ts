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

/**
 * How a demo company pays its invoices: `punctual` 1–5 days after issue; `late` 2–6 days after the
 * due date (after the first reminders); `onDueDate` on the due date; `stopped` stopped paying about
 * seven weeks ago (so it is `unpaid` now, whatever today's date).
 */
export type DemoPayer = 'punctual' | 'late' | 'onDueDate' | 'stopped';

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
  /**
   * How it pays its invoices in the replayed billing history (replay-billing.ts); default
   * `punctual`. One punctual monthly payer is picked there to be in its grace period now.
   */
  payer?: DemoPayer;
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
