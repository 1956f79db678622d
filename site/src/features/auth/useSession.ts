import { useCallback, useSyncExternalStore } from 'react';
import { sessionStore, type SessionState, type SessionUser } from './session';

export type UseSession = {
  status: SessionState['status'];
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Ends the session (the auth feature will also call `POST /auth/logout`). */
  signOut: () => Promise<void>;
};

/**
 * Current session. For now a stub that is always logged out; the layout
 * already renders the logged-in branch from `user` (Dashboard, Admin,
 * Super Admin, Cerrar sesión).
 */
export function useSession(): UseSession {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
  const signOut = useCallback(async () => {
    // TODO(auth): await http.post('/auth/logout') before clearing.
    sessionStore.clear();
  }, []);
  return {
    status: state.status,
    user: state.user,
    isAuthenticated: state.status === 'authenticated',
    signOut,
  };
}
