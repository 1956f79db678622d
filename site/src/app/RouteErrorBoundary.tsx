import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '../pages/ErrorFallback';
import { LoadingState, noScroll } from '../ui';
import { isChunkLoadError, reloadForStaleBuild } from './chunkErrors';

const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));

/**
 * `errorElement` of the routes. A 404 thrown by a loader (`throw data(null, { status: 404 })`)
 * shows the not-found page; anything else the generic fallback, whose
 * 'Intentar de nuevo' re-runs the current navigation (which resets the error
 * boundary and re-runs loaders) and whose stale-chunk errors reload the page.
 */
export function RouteErrorBoundary({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={<LoadingState fullHeight />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  const retry = () => {
    if (isChunkLoadError(error) && reloadForStaleBuild()) return;
    // A data router's navigation never rejects: loader errors land in the error boundary.
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: noScroll });
  };

  return <ErrorFallback onRetry={retry} fullPage={fullPage} error={error} />;
}
