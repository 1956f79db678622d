import { includesForCategory, PROPOSAL_INCLUDES } from '@rutalia/catalog/proposal-terms';
import { RESPONSE_TIME_HOUR_BUCKETS } from '@rutalia/catalog/response-time';
import type { Proposal } from '../proposals/proposals.api';
import { isAcceptable } from './proposalFacts';

/**
 * The comparison's logic, without React: the order of the columns, the «what is included» rows
 * (the union across proposals) and the best value of each row.
 */

export const COMPARE_SORTS = [
  { value: 'price', label: 'Precio más bajo' },
  { value: 'rating', label: 'Mejor valoración' },
  { value: 'date', label: 'Disponible antes' },
  { value: 'response', label: 'Responde más rápido' },
] as const;

export type CompareSort = (typeof COMPARE_SORTS)[number]['value'];

export function isCompareSort(value: string | null | undefined): value is CompareSort {
  return COMPARE_SORTS.some((sort) => sort.value === value);
}

/** Ascending; a missing value goes last whatever the direction. */
function compareMissingLast(a: number | string | null, b: number | string | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (a === b) return 0;
  return (a < b ? -1 : 1) * direction;
}

/** The average only when there are reviews (a company without reviews has no rating to rank). */
const ratingOf = (p: Proposal) => (p.company && p.company.rating.count > 0 ? p.company.rating.average : null);
const reviewsOf = (p: Proposal) => p.company?.rating.count ?? 0;

const BY: Record<CompareSort, (a: Proposal, b: Proposal) => number> = {
  price: (a, b) => compareMissingLast(a.priceWithVat, b.priceWithVat, 1),
  rating: (a, b) => compareMissingLast(ratingOf(a), ratingOf(b), -1) || reviewsOf(b) - reviewsOf(a),
  date: (a, b) => compareMissingLast(a.availableDate, b.availableDate, 1),
  response: (a, b) => compareMissingLast(a.company?.responseMinutes ?? null, b.company?.responseMinutes ?? null, 1),
};

/** 0 for a proposal still in play (one the client can accept, or the one hired), 1 for the rest. */
const inPlay = (p: Proposal, today: string) => (p.status === 'accepted' || isAcceptable(p, today) ? 0 : 1);

/**
 * The proposals in the chosen order. Those still in play (acceptable, or the hired one) come
 * first: a discarded or expired offer is shown for reference but must not win the first column.
 * Ties keep the price order, then the oldest proposal first.
 */
export function sortProposals(items: readonly Proposal[], sort: CompareSort, today: string): Proposal[] {
  return [...items].sort(
    (a, b) => inPlay(a, today) - inPlay(b, today) || BY[sort](a, b) || BY.price(a, b) || a.createdAt.localeCompare(b.createdAt),
  );
}

export type IncludeRow = { id: string; label: string };

/**
 * Every item at least one proposal includes, in the order the company's form lists them for
 * this category (then any other catalog item, then unknown ids as they come).
 */
export function includesUnion(items: readonly Pick<Proposal, 'includes'>[], category: string | null | undefined): IncludeRow[] {
  const present = new Set(items.flatMap((p) => p.includes));
  const ordered: IncludeRow[] = [];
  const seen = new Set<string>();
  const add = (id: string, label: string) => {
    if (!present.has(id) || seen.has(id)) return;
    seen.add(id);
    ordered.push({ id, label });
  };
  for (const item of includesForCategory(category)) add(item.id, item.label);
  for (const item of PROPOSAL_INCLUDES) add(item.id, item.label);
  for (const id of present) add(id, id);
  return ordered;
}

/**
 * The response time as the label reads it (0 = «menos de 1 h», 1 = «menos de 3 h»…, then one
 * step per day): two companies that both read «menos de 24 h» tie, whatever their minutes.
 */
export function responseBucket(minutes: number | null | undefined): number | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return null;
  const hours = RESPONSE_TIME_HOUR_BUCKETS.findIndex((limit) => minutes < limit * 60);
  return hours >= 0 ? hours : RESPONSE_TIME_HOUR_BUCKETS.length + Math.floor(minutes / (24 * 60));
}

/** The rows where one value can be better than another. */
export type BestRow = 'price' | 'rating' | 'date' | 'response' | 'includes';

/**
 * For each row, the ids of the proposals with the best value among those the client can accept
 * (ties all win). Nothing is highlighted when fewer than two have a value or all are equal:
 * «best» only means something against a different alternative.
 */
export function bestValues(items: readonly Proposal[], today: string): Record<BestRow, Set<string>> {
  const open = items.filter((p) => isAcceptable(p, today));
  const pick = (value: (p: Proposal) => number | string | null, better: 'low' | 'high') => {
    const valued = open.flatMap((p) => {
      const v = value(p);
      return v === null ? [] : [{ id: p.id, v }];
    });
    if (valued.length < 2) return new Set<string>();
    const values = valued.map((entry) => entry.v);
    const best = values.reduce((acc, v) => ((better === 'low' ? v < acc : v > acc) ? v : acc));
    if (values.every((v) => v === best)) return new Set<string>();
    return new Set(valued.filter((entry) => entry.v === best).map((entry) => entry.id));
  };
  return {
    price: pick((p) => p.priceWithVat, 'low'),
    rating: pick(ratingOf, 'high'),
    date: pick((p) => p.availableDate, 'low'),
    response: pick((p) => responseBucket(p.company?.responseMinutes), 'low'),
    includes: pick((p) => p.includes.length, 'high'),
  };
}
