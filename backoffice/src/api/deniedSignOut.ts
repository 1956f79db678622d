import { apiRequest } from './request';
import type { AuthPayload } from './session';

/**
 * Signs the denied account out everywhere (the refresh cookie is shared with the site), then
 * reloads on the login page so someone else can sign in. A full reload rather than remounting
 * react-admin: its cached auth queries from the denied attempt would otherwise linger.
 */
export const clearDeniedAccountSession = async (account: AuthPayload): Promise<void> => {
  try {
    await apiRequest('/auth/logout', { method: 'POST', accessToken: account.accessToken });
  } catch {
    // Signing out locally must not depend on the server being reachable.
  }
  window.location.replace(`${window.location.pathname}#/login`);
  window.location.reload();
};
