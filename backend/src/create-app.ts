import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import { registerWebRoutes } from './web/web-routes.js';

const BODY_LIMIT = 1024 * 1024; // JSON bodies; uploads have their own limit

/** Builds the whole HTTP app (used by main.ts and by the integration tests). */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({ trustProxy: true, bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 300 } });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const openApi = new DocumentBuilder()
    .setTitle('Rutalia API')
    .setDescription('API del marketplace de transporte, mudanzas y logística. Errores: { statusCode, code, message }.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs-json' });

  await registerWebRoutes(app, config);
  await app.init();
  return app;
}
