import type { Location } from 'react-router-dom';
import { paths } from '../../paths';

/** Router state carried to /login: where the guard stopped the visitor, or the email just registered. */
export type LoginRedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'>; email?: string };

/** Where to go after signing in: back to the guarded page, else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.dashboard;
  if (from.pathname === paths.login || from.pathname.startsWith('/register/')) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
