/**
 * Issue 18, "Verified reviews": the one definition of a company's average, used by every place
 * that shows or ranks by it (directory cards, company page and JSON-LD aggregateRating, review
 * stats, proposals, dashboard, matching). A review «Contratado en Rutalia» (verified_at set: the
 * client of a completed hire) weighs VERIFIED_REVIEW_WEIGHT times an ordinary one, so a single
 * 1 ★ from anyone cannot outweigh the customers who really hired the company. The count stays
 * the number of reviews.
 *
 * These are aggregate expressions over `reviews <alias>` rows of one company (GROUP BY
 * company_id or a per-company subquery): they read only company_id, rating and verified_at, so
 * the lookups keep using ix_reviews_company_id_created_at.
 */

/** How many ordinary reviews a verified one counts as in the average. */
export const VERIFIED_REVIEW_WEIGHT = 2;

/** The weight of one review row. */
export const reviewWeightSql = (alias: string) => `(CASE WHEN ${alias}.verified_at IS NOT NULL THEN ${VERIFIED_REVIEW_WEIGHT} ELSE 1 END)`;

/** Weighted sum of stars and total weight (integers; 0 and 0 without reviews): the Bayesian rating of matching reads these. */
export const weightedStarsSql = (alias: string) => `coalesce(sum(${alias}.rating * ${reviewWeightSql(alias)}), 0)::int`;
export const totalWeightSql = (alias: string) => `coalesce(sum(${reviewWeightSql(alias)}), 0)::int`;

/** The weighted average, rounded to 1 decimal; NULL without reviews. */
export const weightedAverageSql = (alias: string) =>
  `round(sum(${alias}.rating * ${reviewWeightSql(alias)})::numeric / nullif(sum(${reviewWeightSql(alias)}), 0), 1)::float8`;

/** How many reviews are «Contratado en Rutalia». */
export const verifiedCountSql = (alias: string) => `count(*) FILTER (WHERE ${alias}.verified_at IS NOT NULL)::int`;

/** `count`, `verifiedCount` and `average` (RatingRow) of the reviews aliased `alias`. */
export const ratingColumnsSql = (alias: string) =>
  `count(*)::int AS count, ${verifiedCountSql(alias)} AS "verifiedCount", ${weightedAverageSql(alias)} AS average`;
