import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { defaultMessageForStatus } from '../common/errors/error-codes.js';
import { isServiceUnavailableError, RETRY_AFTER_SECONDS } from '../common/errors/service-unavailable.js';
import { robotsTxt } from '../modules/seo/robots.js';
import { SitemapService } from '../modules/seo/sitemap.service.js';
import { renderHtml } from './seo/render-html.js';
import { SeoService } from './seo/seo.service.js';
import { createPageRenderer } from './ssr/page-renderer.js';
import type { SeoMeta } from './seo/seo.types.js';
import { UNAVAILABLE_PAGE } from './unavailable-page.js';

const YEAR = 365 * 24 * 3600;
/**
 * Builds carry a brotli and a gzip copy of each text file (scripts/compress-dist.mjs): sent as
 * they are to a browser that accepts them, with `Vary: Accept-Encoding`. The copies get no route
 * of their own (they are the same file).
 */
const PRECOMPRESSED = { preCompressed: true, globIgnore: ['**/*.br', '**/*.gz'] };
const missingBuild = (name: string) =>
  `<!doctype html><html lang="es"><head><!--seo:start--><!--seo:end--><meta charset="utf-8"></head><body><p>Falta compilar ${name}: ejecuta <code>npm run build</code>.</p></body></html>`;

/**
 * One port serves everything besides /api: uploads, the backoffice build under /backoffice and
 * the site build for every other path, its index.html carrying the tags of the page asked for.
 */
export async function registerWebRoutes(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const seo = app.get(SeoService);
  const sitemap = app.get(SitemapService);

  await app.register(fastifyStatic as never, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: 3600 * 1000,
    index: false,
  });

  const backofficeIndex = readTemplate(config.backofficeDist, 'el backoffice');
  if (existsSync(config.backofficeDist)) {
    await app.register(fastifyStatic as never, {
      root: config.backofficeDist,
      prefix: '/backoffice/',
      decorateReply: false,
      wildcard: false,
      index: false,
      ...PRECOMPRESSED,
      setHeaders: immutableAssets,
    });
  }
  fastify.get('/backoffice', (_req, reply) => reply.redirect('/backoffice/', 301));
  fastify.get('/backoffice/*', (_req, reply) => sendHtml(reply, 200, backofficeIndex));

  const siteIndex = readTemplate(config.siteDist, 'el sitio web');
  if (existsSync(config.siteDist)) {
    await app.register(fastifyStatic as never, {
      root: config.siteDist,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      ...PRECOMPRESSED,
      setHeaders: immutableAssets,
    });
  }

  // Before the site fallback; a file of the same name in site/public would clash at start-up.
  fastify.get('/sitemap.xml', async (_req, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemap.xml()),
  );
  fastify.get('/robots.txt', (_req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(config.publicUrl)),
  );

  const renderPage = createPageRenderer(fastify, config.siteDist);
  const renderSite = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ statusCode: 404, ...defaultMessageForStatus[404] });
    }
    let meta: SeoMeta;
    try {
      meta = await seo.resolve(pathname, request.url.slice(pathname.length));
    } catch (error) {
      // Pages of companies, jobs and posts read the database: while it is down, a Spanish page.
      if (!isServiceUnavailableError(error)) throw error;
      request.log.warn(`Página ${pathname} no disponible: ${(error as Error).message}`);
      return sendHtml(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, UNAVAILABLE_PAGE);
    }
    if (meta.redirect && meta.redirect.startsWith('/') && !meta.redirect.startsWith('//')) {
      const query = request.url.slice(pathname.length); // '' or '?…'
      return reply.header('cache-control', 'no-cache').redirect(`${meta.redirect}${query}`, 301);
    }
    const html = renderHtml(siteIndex, meta, config);
    // Public landing pages also carry their content (server rendering, web/ssr); others the shell.
    return sendHtml(reply, meta.status, (await renderPage(request, meta, html)) ?? html);
  };
  fastify.get('/', renderSite);
  fastify.get('/*', renderSite);
}

function readTemplate(dist: string, name: string): string {
  const file = path.join(dist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : missingBuild(name);
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/** Vite fingerprints everything under /assets: it can be cached for a year. */
function immutableAssets(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

/** The service worker, its Workbox runtime and the manifest must be revalidated, or an update could wait an hour behind a proxy. */
const ALWAYS_REVALIDATE = /(^|[\\/])(sw\.js|workbox-[\w-]+\.js|manifest\.webmanifest|index\.html)$/;

function cacheControlFor(sentPath: string): string {
  const filePath = sentPath.replace(/\.(br|gz)$/, ''); // the precompressed copy of sw.js is still sw.js
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return `public, max-age=${YEAR}, immutable`;
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}
