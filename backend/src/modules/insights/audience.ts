import { isbot } from 'isbot';
import type { AuthUser } from '../../common/auth/auth-user.js';

/**
 * Whether a request comes from a person's browser: a User-Agent that is there and is not a
 * crawler, a monitor, a headless browser or an HTTP library (isbot's list). Nothing about the
 * visitor is kept; this only decides whether to count.
 */
export function isPersonBrowsing(userAgent: string | string[] | undefined): boolean {
  const value = Array.isArray(userAgent) ? userAgent[0] : userAgent;
  return typeof value === 'string' && value.trim().length > 0 && !isbot(value);
}

/** A company's own views and those of the moderators say nothing about its audience. */
export function isOwnOrStaffView(viewer: AuthUser | undefined, ownerUserId: string): boolean {
  return viewer !== undefined && (viewer.id === ownerUserId || viewer.isAdmin || viewer.isSuperAdmin);
}
