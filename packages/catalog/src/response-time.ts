/**
 * Issue 18, "Response time": how a company's median response (minutes from first opening a
 * request to proposing on it; companies.response_minutes) is written, the same on its page, on
 * a proposal and in the reasons of a recommendation. The label always rounds up to the next
 * bucket, so it never promises more than the median: 61 minutes is «menos de 3 h».
 */

/** Hour buckets: under 1 h, under 3 h, under 24 h; beyond a day, whole days (rounded up). */
export const RESPONSE_TIME_HOUR_BUCKETS = [1, 3, 24] as const;

const MINUTES_PER_DAY = 24 * 60;

/** «menos de 1 h», «menos de 3 h», «menos de 24 h», «menos de 2 días»…; null without a median. */
export function responseTimeLabel(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return null;
  for (const hours of RESPONSE_TIME_HOUR_BUCKETS) {
    if (minutes < hours * 60) return `menos de ${hours} h`;
  }
  return `menos de ${Math.floor(minutes / MINUTES_PER_DAY) + 1} días`;
}

/** The phrase of a company's profile: «Suele responder en menos de 3 h». */
export function responseTimeSentence(minutes: number | null | undefined): string | null {
  const label = responseTimeLabel(minutes);
  return label ? `Suele responder en ${label}` : null;
}
