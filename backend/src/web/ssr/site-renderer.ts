import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One GET of the API answered in-process (see api-fetch.ts). */
export type ApiAnswer = { status: number; contentType?: string; body: string };
export type FetchApi = (path: string) => Promise<ApiAnswer>;

/** What site/src/entry-server.tsx's `render` returns for a server-rendered page. */
export type RenderedPage = {
  html: string;
  styleTags: string;
  dehydratedState: unknown;
  status: number;
  kind: string;
  /** Key of the page's module in Vite's manifest (module-preloads.ts). */
  pageModule: string;
};

/** `cookies`: the request's Cookie header (the site reads only its consent cookie from it). */
export type SiteRender = (url: string, options: { fetchJson: FetchApi; cookies?: string }) => Promise<RenderedPage | null>;

/** Where `npm run build -w site` writes the server entry, beside the site's dist. */
export function siteRendererFile(siteDist: string): string {
  return path.join(path.dirname(siteDist), 'dist-server', 'entry-server.js');
}

/**
 * Imports the server build of the site once, on first use. Without a build (or if it fails to
 * load) every page gets the plain shell, as before server rendering, after one warning.
 */
export function siteRendererLoader(file: string, warn: (message: string) => void): () => Promise<SiteRender | null> {
  let loading: Promise<SiteRender | null> | undefined;
  return () =>
    (loading ??= (async () => {
      if (!existsSync(file)) {
        warn(`Sin renderizado en el servidor: falta ${file} (npm run build -w site).`);
        return null;
      }
      try {
        const module = (await import(pathToFileURL(file).href)) as { render?: unknown };
        if (typeof module.render === 'function') return module.render as SiteRender;
        warn(`Sin renderizado en el servidor: ${file} no exporta render().`);
      } catch (error) {
        warn(`Sin renderizado en el servidor: no se pudo cargar ${file}: ${(error as Error).message}`);
      }
      return null;
    })());
}
