import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/http';
import { paths } from '../../paths';
import { toast } from '../../ui';
import { sessionStore, type SessionState, type SessionUser } from './session';
import { signOutEverywhere } from './sessionManager';

export type UseSession = {
  status: SessionState['status'];
  user: SessionUser | null;
  isAuthenticated: boolean;
  /**
   * 'Cerrar sesión': `POST /auth/logout`, then home with the session and the
   * cached server data cleared. On failure the session is kept and a toast
   * 'Error al cerrar sesión' shows the server's message. Resolves to whether
   * the user was signed out.
   */
  signOut: () => Promise<boolean>;
};

/**
 * What the server renders (it never knows the session) and so what hydration must render first:
 * the signed-out visitor. React then re-renders with the store's real state.
 */
const SERVER_SNAPSHOT: SessionState = { status: 'anonymous', user: null };
const serverSnapshot = () => SERVER_SNAPSHOT;

/** The current session (read from `sessionStore`). Use inside the router. */
export function useSession(): UseSession {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(async () => {
    try {
      // Leave protected pages first, so their guards do not send us to /login.
      await signOutEverywhere(() => navigate(paths.home));
      queryClient.clear();
      return true;
    } catch (error) {
      toast.error('Error al cerrar sesión', { description: getErrorMessage(error) });
      return false;
    }
  }, [navigate, queryClient]);

  return {
    status: state.status,
    user: state.user,
    isAuthenticated: state.status === 'authenticated',
    signOut,
  };
}

/** Session state only, for components outside the router (no sign-out). */
export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, serverSnapshot);
}
