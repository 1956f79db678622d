import type { FastifyInstance } from 'fastify';
import type { FetchApi } from './site-renderer.js';

/** Account, session and back-office routes are never needed to draw a public page. */
const NOT_FOR_PAGES = /^\/api\/(?:auth|admin|me)(?:[/?]|$)/;

/** Only plain `/api/...` reads: no other origin, no climbing out of /api, no private areas. */
export function isPublicApiPath(url: string): boolean {
  if (!url.startsWith('/api/') || url.includes('..') || url.includes('//') || url.includes('\\')) return false;
  return !NOT_FOR_PAGES.test(url);
}

/**
 * The page's data from the API itself, in-process (Fastify's inject: no socket, same guards,
 * caches and mapping as a browser's request). Anonymous: no cookie or token is passed on; the
 * visitor's User-Agent and address are, so audience counts treat the read as the browser's own.
 */
export function injectApiFetch(fastify: FastifyInstance, visitor: { userAgent?: string; ip: string }): FetchApi {
  return async (url) => {
    if (!isPublicApiPath(url)) throw new Error(`Lectura no permitida al renderizar: ${url}`);
    const response = await fastify.inject({
      method: 'GET',
      url,
      remoteAddress: visitor.ip,
      headers: { accept: 'application/json', ...(visitor.userAgent ? { 'user-agent': visitor.userAgent } : {}) },
    });
    const type = response.headers['content-type'];
    return { status: response.statusCode, contentType: typeof type === 'string' ? type : undefined, body: response.payload };
  };
}
