import { recordVisit } from './insights.api';

/** RecordVisitDto's limit: a longer path (a huge query string) is cut rather than refused with a 400. */
export const VISIT_PATH_MAX_LENGTH = 500;

/**
 * Whether this page load is a visit entering the site: it came from outside (no referrer, or
 * another origin's) and is not a reload. A full load from one of our own pages (the backoffice,
 * a stale-build reload, a logout) has our origin as referrer, since the server sends
 * `Referrer-Policy: strict-origin-when-cross-origin`.
 */
export function isEntryFromOutside(referrer: string, origin: string, navigationType: string | undefined): boolean {
  if (navigationType === 'reload') return false;
  if (!referrer) return true;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    // An unreadable referrer tells nothing about where the visit came from: count it as outside.
    return true;
  }
}

let sent = false;

/**
 * On boot: tells the server once per page load that a visit entered the site, with the landing
 * page only (`POST /api/insights/visits`). No cookie, no storage, no identifier; robots are
 * discarded by the server. A prerendered page counts only once it is actually shown.
 */
export function sendEntryVisit(): void {
  if (sent || typeof window === 'undefined') return;
  sent = true;
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!isEntryFromOutside(document.referrer, location.origin, navigation?.type)) return;
  const path = `${location.pathname}${location.search}`.slice(0, VISIT_PATH_MAX_LENGTH);
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  if (prerendering) document.addEventListener('prerenderingchange', () => recordVisit(path), { once: true });
  else recordVisit(path);
}
