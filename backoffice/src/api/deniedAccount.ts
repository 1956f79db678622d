import type { AuthPayload } from './session';

/**
 * A signed-in account that may not use the backoffice (a client or a company, usually coming
 * from the site with its refresh cookie). The app shows the 'Acceso Denegado' screen while one
 * is set, instead of the login page: the user is signed in, just not allowed.
 * Kept in memory only: a reload asks the server again.
 */
let denied: AuthPayload | null = null;
const listeners = new Set<() => void>();

export const getDeniedAccount = (): AuthPayload | null => denied;

export const setDeniedAccount = (payload: AuthPayload | null): void => {
  if (denied === payload) return;
  denied = payload;
  listeners.forEach((listener) => listener());
};

/** For `useSyncExternalStore`. */
export const subscribeDeniedAccount = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
