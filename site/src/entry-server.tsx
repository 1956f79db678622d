/**
 * Server rendering of the public landing pages (issue 21): the backend (web/ssr) imports the
 * build of this file (site/dist-server/entry-server.js) and calls `render` for each page view.
 * Signed-out rendering only: the server never knows the session.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { isApiError, setHttpTransport } from './api/http';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/queryClient';
import { hasConsentCookie } from './features/consent/consentCookie';
import { ServerConsentContext } from './features/consent/useCookieConsent';
import { paths, routePatterns, SERVICE_SLUGS } from './paths';
import { routes } from './router';
import { prefetchPage, type PageKind } from './ssr/prefetchPage';

/** One GET of the API answered in-process by the backend (`/api/...`, with its query string). */
export type FetchApi = (path: string) => Promise<{ status: number; contentType?: string; body: string }>;

export type RenderResult = {
  /** The markup of #root. */
  html: string;
  /** styled-components' <style data-styled> tags, for the head. */
  styleTags: string;
  /** The prefetched queries, for TanStack Query's `hydrate` in main.tsx. */
  dehydratedState: DehydratedState;
  status: number;
  kind: PageKind;
  /** The page's module as Vite's manifest names it (dist/.vite/manifest.json): the backend preloads its chunks. */
  pageModule: string;
};

/** The module each kind's route loads (router.tsx), as a key of Vite's build manifest. */
export const PAGE_MODULES: Record<PageKind, string> = {
  home: 'src/pages/HomePage.tsx',
  company: 'src/pages/CompanyDetailPage.tsx',
  job: 'src/pages/JobDetailPage.tsx',
  service: 'src/pages/ServiceLandingPage.tsx',
  location: 'src/pages/LocationPage.tsx',
  blogPost: 'src/pages/BlogPostPage.tsx',
};

const PAGE_KINDS = new Map<string, PageKind>([
  [routePatterns.companyDetail, 'company'],
  [routePatterns.jobDetail, 'job'],
  [routePatterns.jobDetailAlt, 'job'],
  [routePatterns.service, 'service'],
  ...SERVICE_SLUGS.map((slug) => [paths.serviceRoot(slug), 'service'] as const),
  [routePatterns.locationProvince, 'location'],
  [routePatterns.locationCity, 'location'],
  [routePatterns.blogPost, 'blogPost'],
]);

// Built once: resolving a lazy route stores the page on its data route for the next renders.
const handler = createStaticHandler(routes);

/** The server-rendered kind of the page at `pathname`, or null for every other route. */
export function pageKindOf(pathname: string): { kind: PageKind; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(routes, pathname);
  const leaf: RouteObject | undefined = matches?.at(-1)?.route;
  if (!matches || !leaf) return null;
  const kind = leaf.index ? 'home' : leaf.path ? PAGE_KINDS.get(leaf.path) : undefined;
  return kind ? { kind, params: matches.at(-1)?.params ?? {} } : null;
}

/** Requests of the page's queries go to the backend in-process (api/http.ts's transport). */
function transportFor(fetchApi: FetchApi): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`SSR: solo GET de /api/ (${url})`);
    const answer = await fetchApi(url);
    const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    });
  };
}

/**
 * Renders `url` (path and query) as a signed-out visitor sees it, or returns null when the page
 * is not one of the server-rendered kinds or its data cannot be loaded (the shell is sent then).
 * `cookies` (the request's Cookie header) only tells whether the cookie banner is drawn.
 */
export async function render(url: string, { fetchJson, cookies }: { fetchJson: FetchApi; cookies?: string }): Promise<RenderResult | null> {
  const address = new URL(url, 'http://rutalia.invalid');
  const page = pageKindOf(address.pathname);
  if (!page) return null;

  setHttpTransport(transportFor(fetchJson));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  try {
    await prefetchPage(queryClient, page.kind, { params: page.params, pathname: address.pathname, search: address.searchParams });
  } catch (error) {
    // Not found, gone, forbidden: the client shows its own state for it. Anything else is logged.
    if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) return null;
    throw error;
  }

  const context = await handler.query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ServerConsentContext value={hasConsentCookie(cookies)}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </ServerConsentContext>,
      ),
    );
    return {
      html,
      styleTags: sheet.getStyleTags(),
      dehydratedState: dehydrate(queryClient),
      status: context.statusCode,
      kind: page.kind,
      pageModule: PAGE_MODULES[page.kind],
    };
  } finally {
    sheet.seal();
    queryClient.clear();
  }
}
