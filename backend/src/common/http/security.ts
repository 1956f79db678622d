import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fastifyCors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';
import { DEFERRED_BOOT_CSP_SOURCE } from '../../web/ssr/deferred-boot.js';
import { toErrorBody } from '../errors/error-body.js';

/** JSON bodies; uploads have their own limits (storage/upload-limits.ts). */
export const BODY_LIMIT = 1024 * 1024;

/** Errors Node's HTTP parser raises before Fastify sees a request (e.g. a 100 KB query string). */
const clientErrors: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'La dirección o las cabeceras de la petición son demasiado largas.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'La petición ha tardado demasiado en llegar.' },
};

/**
 * Fastify's `clientErrorHandler`: the same answer as its default but in the API's error shape, in
 * Spanish. It writes on the raw socket because there is no request (nor reply) yet.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = clientErrors[error.code ?? ''] ?? { status: 400, code: 'BAD_REQUEST', message: 'La petición no es válida.' };
  const body = JSON.stringify({ statusCode: known.status, code: known.code, message: known.message });
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  // Answer, then keep reading (and dropping) what the client is still sending until it closes or
  // CLIENT_ERROR_LINGER_MS pass. Closing with unread input makes the kernel reset the connection,
  // and a client still writing a 100 KB URL or its body would get ECONNRESET instead of the answer.
  socket.removeAllListeners('data');
  socket.on('data', () => undefined);
  socket.end(
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}

/** How long a connection answered by `clientErrorHandler` may go on sending before it is cut. */
const CLIENT_ERROR_LINGER_MS = 2000;

/**
 * Fastify's `frameworkErrors`: errors of its router before any route or hook (a URL that does not
 * decode, e.g. `%ED%A0%80`, or an over-long parameter). Its default, and Nest's, answer outside
 * the app's error handler in English; this one answers like every other API error.
 */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
}

/**
 * Security headers on every answer (pages, assets, API) and CORS for the site's own origin only:
 * the API is meant for Rutalia's pages, never for other sites' scripts.
 */
export async function registerHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Built once: @fastify/helmet rebuilds (and re-parses the CSP of) its middleware on every request.
  const setSecurityHeaders = helmet(helmetOptions(config.publicUrl.startsWith('https://')));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(fastifyCors, {
    // Another origin gets no CORS headers at all (not even Allow-Credentials); same-origin calls
    // send no Origin and need none.
    origin: (origin: string | undefined, done: (error: Error | null, allow: string | false) => void) =>
      done(null, origin === config.publicUrl ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}

/** CSP and the other headers of every answer; HSTS and upgrade-insecure-requests only behind https. */
function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // The inline boot script of server-rendered pages (web/ssr/deferred-boot.ts), by its hash.
        'script-src': ["'self'", DEFERRED_BOOT_CSP_SOURCE],
        // Blog covers are URLs an admin pastes; logos and galleries are ours.
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Socket.IO on the same origin ('self' covers ws:/wss: there).
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        // MUI (backoffice) and React style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    // Open Graph images and logos may be fetched by other sites' link previews.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
