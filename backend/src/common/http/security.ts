import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../config/app-config.js';

/** JSON bodies; uploads have their own limits (storage/upload-limits.ts). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Security headers on every answer (pages, assets, API) and CORS for the site's own origin only:
 * the API is meant for Rutalia's pages, never for other sites' scripts.
 */
export async function registerHttpSecurity(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(fastifyHelmet as never, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
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
  });
  await app.register(fastifyCors as never, {
    origin: [config.publicUrl],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
