import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { warnOnUntrustedForwardedFor } from './common/http/forwarded-for-warning.js';
import { BODY_LIMIT, clientErrorHandler, frameworkErrors, registerHttpSecurity } from './common/http/security.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { MULTIPART_OPTIONS } from './modules/storage/upload-limits.js';
import { createOpenApiDocument } from './openapi-document.js';
import { RealtimeIoAdapter } from './realtime/realtime.adapter.js';
import { registerCompression } from './web/compression.js';
import { registerWebRoutes } from './web/web-routes.js';

/** Builds the whole HTTP app (used by main.ts and by the integration tests, which may add modules). */
export async function createApp(
  config: AppConfig,
  extraImports: Array<Type | DynamicModule> = [],
  options: AppModuleOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { maxParamLength: 300 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, extraImports, options), adapter, {
    bufferLogs: true,
    abortOnError: false,
    // Keeps each JSON body's bytes as `req.rawBody` too: the Stripe webhook verifies its signature on them.
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  await registerHttpSecurity(app, config);
  warnOnUntrustedForwardedFor(app.getHttpAdapter().getInstance(), config.trustProxy);
  // Reads the httpOnly refresh cookie (`rutalia_refresh`, path /api/auth); nothing else uses cookies.
  await app.register(fastifyCookie as never);
  // Uploads (logo, gallery): 5 MB per file, 12 files per request; oversized files are flagged, not thrown.
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  // Before every route: it hooks each one as it is added (pages, API, static files).
  await registerCompression(app);

  // The same document is generated into packages/api-contract (npm run api:generate).
  SwaggerModule.setup('api/docs', app, () => createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });

  await registerWebRoutes(app, config);
  // Socket.IO at /socket.io on the same server (Redis adapter with REDIS_URL); set before init,
  // when Nest starts the gateways. app.close() closes it and quits its Redis connections.
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config));
  await app.init();
  return app;
}

/** A number means "trust that many hops" (e.g. 1 behind one load balancer). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
