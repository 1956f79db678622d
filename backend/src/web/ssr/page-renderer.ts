import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SeoMeta } from '../seo/seo.types.js';
import { injectApiFetch } from './api-fetch.js';
import { deferModuleScripts } from './deferred-boot.js';
import { modulePreloader, siteManifestFile } from './module-preloads.js';
import { siteRendererFile, siteRendererLoader } from './site-renderer.js';
import { insertRenderedPage } from './ssr-html.js';

/** Set by the site once a session may exist (features/auth/sessionManager.ts). */
const SESSION_HINT = /(?:^|;\s*)rutalia_session=/;

export type PageRenderer = (request: FastifyRequest, meta: SeoMeta, shell: string) => Promise<string | null>;

/**
 * Server rendering of the public landing pages (issue 21): the page's markup, styles and data
 * in the HTML the SEO tags were written into, or null to send that shell as it is. Only for
 * pages that exist (status 200) and visitors without a session: the server renders what a
 * signed-out visitor sees, so signed-in users keep the client-rendered page they had.
 * A failure never breaks the page: one warning and the shell.
 */
export function createPageRenderer(fastify: FastifyInstance, siteDist: string): PageRenderer {
  // Fastify's own logger is off (Nest's pino logger is the app's).
  const logger = new Logger('ServerRendering');
  const loadRenderer = siteRendererLoader(siteRendererFile(siteDist), (message) => logger.warn(message));
  const preloadTags = modulePreloader(siteManifestFile(siteDist), (message) => logger.warn(message));
  return async (request, meta, shell) => {
    if (meta.status !== 200 || SESSION_HINT.test(request.headers.cookie ?? '')) return null;
    const render = await loadRenderer();
    if (!render) return null;
    try {
      const fetchJson = injectApiFetch(fastify, { userAgent: request.headers['user-agent'], ip: request.ip });
      const page = await render(request.url, { fetchJson, cookies: request.headers.cookie });
      if (!page || page.status !== 200) return null;
      const html = insertRenderedPage(shell, page, preloadTags(page.pageModule));
      return html === null ? null : deferModuleScripts(html);
    } catch (error) {
      logger.warn(`Renderizado en el servidor de ${request.url} fallido, se envía la página sin renderizar: ${(error as Error).message}`);
      return null;
    }
  };
}
