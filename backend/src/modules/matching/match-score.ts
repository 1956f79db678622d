import { responseTimeLabel } from '@rutalia/catalog/response-time';

/**
 * Issue 17, "Matching that uses it": how well a company fits a request, in points out of 100. The
 * recommended companies of a request (matching-sql.ts MATCHES_SQL) rank by the whole score; a
 * company's opportunities (requests/opportunity-ranking-sql.ts) by its fit part only (services,
 * category, distance), since reputation is the same for every request of one company.
 *
 * | part         | points | rule |
 * |--------------|-------:|------|
 * | services     | 35 | × the share of the requested services the company fits (a category and its services fit each other) |
 * | category     | 10 | the company offers the request's category (its name or any of its services); a request without category: 10 × the share above |
 * | distance     | 25 | road km from the company's base to the origin: all within 25 km, linearly down to 0 at 400 km; without coordinates, the same city (and province) counts as 0 km, the same province as 100 km, anything else as unknown (0 points) |
 * | rating       | 15 | × (B − 1) / 4, B = (3 × 5 + sum of stars) / (5 + reviews): a Bayesian average that starts at 3 ★ as if 5 reviews of 3 ★; a «Contratado en Rutalia» review counts as 2 reviews (issue 18, companies/company-rating-sql.ts) |
 * | verification |  7 | verified by the team (verified_at) |
 * | response     |  5 | from the company's median response (companies.response_minutes, issue 18: minutes from first opening a request to proposing on it, last 50, at least 3): all within 2 h, linearly down to 0 at 48 h; no median → 0 |
 * | profile      |  3 | 1.5 with a logo, 1.5 with a description of its own |
 *
 * The match percent is the score over the 100 achievable: a brand-new company with no reviews,
 * not verified and with no history gets at most 35 + 10 + 25 + 7.5 + 3 = 80.5 (81 %).
 * The SQL mirrors these functions (matching-sql.ts); the API tests check both on worked examples.
 */

export const MATCH_POINTS = {
  services: 35,
  category: 10,
  distance: 25,
  rating: 15,
  verified: 7,
  response: 5,
  logo: 1.5,
  description: 1.5,
} as const;

/** The best score a company can get (the sum of MATCH_POINTS): matchPercent's 100 %. */
export const MAX_MATCH_SCORE = Object.values(MATCH_POINTS).reduce((sum, points) => sum + points, 0);

/** Full distance points up to this many road km… */
export const DISTANCE_FULL_KM = 25;
/** …decreasing linearly to none at this many. */
export const DISTANCE_ZERO_KM = 400;
/** Without coordinates on either side: the same city (in the same province) counts as this many km… */
export const SAME_CITY_KM = 0;
/** …and the same province as this many (a province is about 100 km across). */
export const SAME_PROVINCE_KM = 100;

/** The Bayesian prior of the rating: as if every company started with WEIGHT reviews of MEAN stars. */
export const RATING_PRIOR_MEAN = 3;
export const RATING_PRIOR_WEIGHT = 5;

/** Full response points for a median response up to this many minutes… */
export const RESPONSE_FULL_MINUTES = 2 * 60;
/** …decreasing linearly to none at this many. */
export const RESPONSE_ZERO_MINUTES = 48 * 60;
/** A median under this many minutes is a reason to recommend («Responde en menos de 24 h» or better). */
export const RESPONSE_REASON_MAX_MINUTES = 24 * 60;

/** Distance points for a road distance in km (null: unknown, no points). */
export function distancePoints(km: number | null): number {
  if (km === null) return 0;
  const share = (DISTANCE_ZERO_KM - km) / (DISTANCE_ZERO_KM - DISTANCE_FULL_KM);
  return MATCH_POINTS.distance * Math.min(1, Math.max(0, share));
}

/** The Bayesian average of a company's stars (RATING_PRIOR_MEAN with no reviews). */
export function bayesianRating(count: number, sum: number): number {
  return (RATING_PRIOR_MEAN * RATING_PRIOR_WEIGHT + sum) / (RATING_PRIOR_WEIGHT + count);
}

/**
 * Rating points for reviews weighing `weight` in all and adding up to `stars` weighted stars (a
 * verified review counts twice in both: company-rating-sql.ts).
 */
export function ratingPoints(weight: number, stars: number): number {
  return (MATCH_POINTS.rating * (bayesianRating(weight, stars) - 1)) / 4;
}

/** Response points for a median response in minutes (null: no median yet, no points). */
export function responsePoints(minutes: number | null): number {
  if (minutes === null) return 0;
  const share = (RESPONSE_ZERO_MINUTES - minutes) / (RESPONSE_ZERO_MINUTES - RESPONSE_FULL_MINUTES);
  return MATCH_POINTS.response * Math.min(1, Math.max(0, share));
}

/** The score as a percentage of MAX_MATCH_SCORE, rounded. */
export function matchPercent(score: number): number {
  return Math.min(100, Math.max(0, Math.round((100 * score) / MAX_MATCH_SCORE)));
}

/** What the reasons of a recommendation are built from. */
export interface MatchFacts {
  /** Road km between the base and the origin when both have coordinates. */
  distanceKm: number | null;
  /** Without coordinates: 'city' or 'province' when they share it. */
  samePlace: 'city' | 'province' | null;
  verified: boolean;
  ratingCount: number;
  /** Average stars (verified reviews weigh double), 1 decimal (null without reviews). */
  ratingAverage: number | null;
  /** Median minutes to propose after opening a request (null: fewer than 3 samples). */
  responseMinutes: number | null;
}

const decimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Why a company is recommended, in Spanish, for the card: the distance, the verification, a good
 * rating (RATING_REASON_MIN stars or more: a poor one is no reason, the card shows the stars anyway)
 * and a quick median response (under RESPONSE_REASON_MAX_MINUTES, written with the bucket of the
 * company page, rounded up: «Responde en menos de 3 h»).
 */
/** The average from which the rating is given as a reason. */
export const RATING_REASON_MIN = 4;

export function matchReasons(facts: MatchFacts): string[] {
  const reasons: string[] = [];
  const km = facts.distanceKm === null ? null : Math.round(facts.distanceKm);
  if (km === 0 || (km === null && facts.samePlace === 'city')) reasons.push('En la localidad de origen');
  else if (km !== null) reasons.push(`A ${km.toLocaleString('es-ES')} km del origen`);
  else if (facts.samePlace === 'province') reasons.push('En la provincia de origen');
  if (facts.verified) reasons.push('Verificada');
  if (facts.ratingCount > 0 && facts.ratingAverage !== null && facts.ratingAverage >= RATING_REASON_MIN) {
    reasons.push(`${decimal.format(facts.ratingAverage)} ★ (${facts.ratingCount} ${facts.ratingCount === 1 ? 'opinión' : 'opiniones'})`);
  }
  if (facts.responseMinutes !== null && facts.responseMinutes < RESPONSE_REASON_MAX_MINUTES) {
    reasons.push(`Responde en ${responseTimeLabel(facts.responseMinutes)}`);
  }
  return reasons;
}
