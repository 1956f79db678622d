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
 * | rating       | 15 | × (B − 1) / 4, B = (3 × 5 + sum of stars) / (5 + reviews): a Bayesian average that starts at 3 ★ as if 5 reviews of 3 ★ |
 * | verification |  7 | verified by the team (verified_at) |
 * | response     |  5 | × the share of its last 20 proposals sent within 24 h of the request's publication, counting at least 5 |
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

/** A proposal is "fast" when sent within this many hours of the request's publication. */
export const RESPONSE_WINDOW_HOURS = 24;
/** Only the company's latest proposals count… */
export const RESPONSE_LAST_PROPOSALS = 20;
/** …and the share is taken over at least this many, so 1 fast proposal out of 1 is not a record. */
export const RESPONSE_MIN_PROPOSALS = 5;

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

/** Rating points for `count` reviews adding up to `sum` stars. */
export function ratingPoints(count: number, sum: number): number {
  return (MATCH_POINTS.rating * (bayesianRating(count, sum) - 1)) / 4;
}

/** Response points for `fast` of the company's last `total` proposals (total ≤ RESPONSE_LAST_PROPOSALS). */
export function responsePoints(fast: number, total: number): number {
  return (MATCH_POINTS.response * fast) / Math.max(total, RESPONSE_MIN_PROPOSALS);
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
  /** Average stars, 1 decimal (null without reviews). */
  ratingAverage: number | null;
  /** Fast proposals and proposals counted (the latest RESPONSE_LAST_PROPOSALS). */
  responseFast: number;
  responseTotal: number;
}

const decimal = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Why a company is recommended, in Spanish, for the card: the distance, the verification, a good
 * rating (RATING_REASON_MIN stars or more: a poor one is no reason, the card shows the stars anyway)
 * and a quick-response record (at least 4 of its counted proposals fast: 80 % of the response points).
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
  if (responsePoints(facts.responseFast, facts.responseTotal) >= 0.8 * MATCH_POINTS.response) {
    reasons.push(`Responde en menos de ${RESPONSE_WINDOW_HOURS} h`);
  }
  return reasons;
}
