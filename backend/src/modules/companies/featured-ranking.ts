/**
 * Featured placement (issue 19, docs/decisions.md «Posiciones destacadas»). Relevance first: a
 * featured company is boosted only inside its relevance tier (for `q`, name matches before
 * matches elsewhere; filters alone make one tier). Within the tier the boosted companies come
 * first, at most `featuredSlots(pageSize)` in the whole list, chosen by a round-robin that moves
 * one place per rotation window: every featured company of the tier takes the first slot exactly
 * once every n windows (n = featured companies matching). Everything else keeps the organic order
 * (newest first), so pages are a stable total order within the window.
 */

/** Where a list is shown, which decides the plan level that is boosted there (null: nobody). */
export const FEATURED_PLACEMENTS = ['directory', 'landing', 'none'] as const;
export type FeaturedPlacement = (typeof FEATURED_PLACEMENTS)[number] | 'home' | 'search';

/** Profesional (1): directory and searches; Premium (2): also the home grid and the city/service landings. */
const MIN_LEVEL: Record<FeaturedPlacement, number | null> = { directory: 1, search: 1, landing: 2, home: 2, none: null };

/** Length of a rotation window: the boosted order holds for a whole hour, then moves one place. */
export const FEATURED_ROTATION_MINUTES = 60;

/** Most featured companies boosted in one list: 3 of 12, 2 of 6 (a quarter of the page, rounded up). */
export const FEATURED_MAX_SLOTS = 3;

export function featuredSlots(pageSize: number): number {
  return Math.min(FEATURED_MAX_SLOTS, Math.ceil(pageSize / 4));
}

/** Number of the rotation window `now` falls in (hours since the epoch; Madrid's offset is whole hours). */
export function rotationWindow(now: Date): number {
  return Math.floor(now.getTime() / (FEATURED_ROTATION_MINUTES * 60_000));
}

/** What the list SQL needs to boost: the lowest level boosted, the clock's now, its window and the slots. */
export interface FeaturedBoost {
  minLevel: number;
  now: Date;
  window: number;
  slots: number;
}

export function featuredBoost(placement: FeaturedPlacement, now: Date, pageSize: number): FeaturedBoost | undefined {
  const minLevel = MIN_LEVEL[placement];
  if (minLevel === null) return undefined;
  return { minLevel, now, window: rotationWindow(now), slots: featuredSlots(pageSize) };
}
