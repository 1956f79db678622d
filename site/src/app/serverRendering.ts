import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Written by the backend after #root (backend/src/web/ssr/ssr-html.ts). */
const SSR_STATE_ID = 'rutalia-ssr-state';

/**
 * Puts the queries the server rendered the page from into the cache. Returns whether the page
 * came server-rendered (then main.tsx hydrates it instead of rendering it anew).
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads the code of the routes matching the current address before the router starts, so its
 * first render is the page the server rendered rather than the loading fallback.
 */
export async function resolveMatchedLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
