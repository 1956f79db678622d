/**
 * The 42 demo requests (36 active over the last 25 days, 6 completed/cancelled/closed) and how
 * many proposals each one receives. Each one is structured as the guided form sends it (issue 17):
 * category, origin, destination where the category's route asks for one, service date and the
 * answers to the category's questions; build-requests.ts turns them into rows with the API's own
 * structureRequest, so coordinates and distances are computed exactly as for a real request. `client` is a key of DEMO_CLIENTS, `pinned[].company` a key
 * of DEMO_COMPANIES; the remaining proposals go to companies offering one of the requested
 * services (see build.ts).
 *
 * Status of the proposals: on active requests generated proposals are pending and pinned ones
 * have the status given here; on completed/closed requests the first proposal is accepted and
 * the others rejected; on cancelled requests they are all rejected.
 */
import type { DateFlexibility, DetailValue } from '@rutalia/catalog';
import type { PlaceInput } from '../../../modules/requests/request-structure.js';
import type { ProposalStatus, RequestStatus } from '../../enums.js';
import { DEMO_REQUESTS_FIRST } from './requests-first.data.js';
import { DEMO_REQUESTS_SECOND } from './requests-second.data.js';
import { DEMO_REQUESTS_THIRD } from './requests-third.data.js';

/** Picks the wording of the proposal messages. */
export type RequestKind =
  'mudanza' | 'palets' | 'frio' | 'almacen' | 'aduanas' | 'internacional' | 'ultima-milla' | 'ecommerce' | 'especial' | 'consultoria';

export interface DemoRequest {
  client: string;
  title: string;
  /** Sanitized-style HTML (<p>, <strong>, <ul>, <li>). */
  description: string;
  services: string[];
  /** Category slug (REQUEST_CATEGORY_FORMS): its route rule and its questions. */
  category: string;
  /** Where it starts, or where the service is given (places of @rutalia/catalog/places). */
  origin: PlaceInput;
  /** Moves and transport: where it goes (Spain or Portugal, like any request). */
  destination?: PlaceInput;
  /**
   * Service date in days from the day the seed runs (Europe/Madrid), so it stays valid whenever it
   * runs: ahead for active requests, behind for finished ones (never before publication).
   */
  serviceInDays: number;
  dateFlexibility: DateFlexibility;
  /** Answers to the category's form (validate.ts checks them with validateRequestDetails). */
  details: Readonly<Record<string, DetailValue>>;
  /** Days before `now` when it was published (fractional). */
  daysAgo: number;
  status?: `${RequestStatus}`;
  /** Non-active requests: days before `now` when the status changed. */
  endedDaysAgo?: number;
  kind: RequestKind;
  /** Range of the proposal prices in euros. */
  budget: [number, number];
  /** Total proposals received (pinned ones included). */
  offers: number;
  pinned?: { company: string; status: `${ProposalStatus}` }[];
}

export const DEMO_REQUESTS: readonly DemoRequest[] = [...DEMO_REQUESTS_FIRST, ...DEMO_REQUESTS_SECOND, ...DEMO_REQUESTS_THIRD];
