import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { ErrorBodyDto } from './common/errors/error-body.dto.js';
import { describeApiEnums } from './common/openapi/api-enum.js';
import { loadConfig } from './config/app-config.js';
import { MessageReadEventDto, NotificationEventDto, TypingEventDto, TypingInputDto } from './realtime/dto/realtime-events.dto.js';

/** The document's header: title, description, security schemes. */
function openApiConfig() {
  return new DocumentBuilder()
    .setTitle('Rutalia API')
    .setDescription('API del marketplace de transporte, mudanzas y logística. Errores: { statusCode, code, message }.')
    .setVersion('1.0')
    .addBearerAuth()
    .addCookieAuth('rutalia_refresh')
    .build();
}

/** The OpenAPI document of an app (served at `/api/docs-json` by create-app.ts). */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  // Shapes no operation returns as a success but clients need: the error body and the Socket.IO payloads.
  const extraModels = [ErrorBodyDto, MessageReadEventDto, TypingEventDto, TypingInputDto, NotificationEventDto];
  return describeApiEnums(SwaggerModule.createDocument(app, openApiConfig(), { extraModels }));
}

/**
 * The same document without a server, a database or Redis: Nest in preview mode reads the
 * modules' metadata and instantiates nothing. Used to generate `packages/api-contract`
 * (scripts/generate-api-contract.mjs) and by the spec that checks it is up to date.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  // A fixed configuration: nothing in it reaches the document, and with JWT_SECRET set
  // loadConfig writes nothing to the data folder. The database URL is never dialled.
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'openapi-document-openapi-document-openapi',
    LOG_LEVEL: 'silent',
    RUN_WORKERS: 'false',
    DATABASE_URL: 'postgres://openapi@127.0.0.1:1/openapi',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
