/**
 * The structured terms of the demo proposals (issue 18): VAT as each wording says it, what the
 * price includes (from the catalog list of the request's category), when the company can do it,
 * how long the offer holds, and a breakdown for some moves. They draw from their own random
 * stream so that adding them did not reshuffle the rest of the demo (ids, prices, reviews).
 */
import { PROPOSAL_MAX_VALID_DAYS, includesForCategory } from '@rutalia/catalog';
import type { ProposalPriceLine } from '../../../modules/proposals/proposal.entity.js';
import { madridToday } from '../../../modules/requests/request-structure.js';
import { Rng } from './random.js';
import type { RequestKind } from './requests.data.js';
import { DEMO_RANDOM_SEED } from './types.js';
import { addDays } from '../../../common/clock/calendar-days.js';

/** Kinds whose demo wordings quote prices without IVA (B2B freight); the others include it. */
const VAT_EXCLUDED_KINDS: ReadonlySet<RequestKind> = new Set(['palets', 'frio', 'internacional', 'aduanas', 'consultoria']);

export interface DemoProposalTerms {
  vatIncluded: boolean;
  includes: string[];
  availableDate: string | null;
  validUntil: string;
  priceLines: ProposalPriceLine[] | null;
}

export function createTermsRng(): Rng {
  return new Rng(DEMO_RANDOM_SEED + 18);
}

/**
 * Terms of one demo proposal. Validity runs from the day it was sent: 15 days usually, longer for
 * some, so that most offers on old open requests have lapsed (the caller marks those `expired`).
 */
export function demoProposalTerms(
  rng: Rng,
  proposal: { kind: RequestKind; category: string | null; serviceDate: string | null; createdAt: Date; price: number | null },
): DemoProposalTerms {
  const sentOn = madridToday(proposal.createdAt);
  const offered = includesForCategory(proposal.category).map((item) => item.id);
  const includes = rng.shuffle(offered).slice(0, rng.int(2, Math.min(5, offered.length)));
  const inOrder = offered.filter((id) => includes.includes(id));
  const earliest = addDays(sentOn, rng.int(1, 6));
  const availableDate = proposal.serviceDate && proposal.serviceDate > earliest ? proposal.serviceDate : earliest;
  const validDays = rng.pick([15, 15, 15, 30, PROPOSAL_MAX_VALID_DAYS]);
  return {
    vatIncluded: !VAT_EXCLUDED_KINDS.has(proposal.kind),
    includes: inOrder,
    availableDate,
    validUntil: addDays(sentOn, validDays),
    priceLines: proposal.kind === 'mudanza' && proposal.price !== null && rng.chance(0.5) ? movingBreakdown(proposal.price) : null,
  };
}

/** A move's price split the way removals companies quote it, summing to the cent. */
function movingBreakdown(price: number): ProposalPriceLine[] {
  const cents = Math.round(price * 100);
  const transport = Math.round(cents * 0.55);
  const labour = Math.round(cents * 0.35);
  return [
    { concept: 'Transporte y combustible', amount: transport / 100 },
    { concept: 'Operarios (carga, descarga y montaje)', amount: labour / 100 },
    { concept: 'Material de embalaje', amount: (cents - transport - labour) / 100 },
  ];
}
