import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootHydrateFallback, RootLayout } from './app/layout/RootLayout';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';
import { routePatterns } from './paths';

type PageModule = { default: ComponentType };

/**
 * Route-level code splitting: each page is its own chunk, loaded when its
 * route matches. A page module default-exports its component.
 */
function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return { Component: module.default };
  };
}

/**
 * All routes, with paths from `paths.ts`. Pages not built yet are simply not
 * declared: their URLs fall through to the not-found page until they land.
 * Static routes rank above dynamic ones regardless of order.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // The layout itself failed: full-page fallback without header/footer.
    errorElement: <RouteErrorBoundary fullPage />,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // Page errors render inside the shared layout.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: page(() => import('./pages/HomePage')) },
          { path: routePatterns.notFound, lazy: page(() => import('./pages/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
