import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../../paths';
import { LoadingState } from '../../../ui';
import { redirectTarget, type LoginRedirectState } from '../redirect';
import { hasRole, type RequiredRole } from '../session';
import { useSessionState } from '../useSession';

type RequireAuthProps = {
  /** Any of these roles is enough (spec §6); omit for "any signed-in user". */
  roles?: readonly RequiredRole[];
  /** The protected element; without it the child routes render (layout route). */
  children?: ReactNode;
};

/**
 * Route guard (spec §2): spinner while the session is being restored,
 * anonymous visitors to /login (remembering where they were going), users
 * without the required role to /dashboard.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const session = useSessionState();
  const location = useLocation();

  if (session.status === 'loading') return <LoadingState label="Comprobando tu sesión..." fullHeight />;

  if (session.status === 'anonymous') {
    // The page the user just signed out from: home, not "sign in again".
    if (session.signedOutFrom === location.pathname) return <Navigate to={paths.home} replace />;
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }

  if (roles && roles.length > 0 && !roles.some((role) => hasRole(session.user, role))) {
    return <Navigate to={paths.dashboard} replace />;
  }

  return children ?? <Outlet />;
}

/**
 * Login and registration are for visitors (spec §4): signed-in users go to
 * /dashboard (or back to the page they were sent from).
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const session = useSessionState();
  const location = useLocation();

  if (session.status === 'loading') return <LoadingState label="Comprobando tu sesión..." fullHeight />;
  if (session.status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return children ?? <Outlet />;
}
