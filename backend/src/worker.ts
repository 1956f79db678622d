import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module.js';
import { startRuntime } from './runtime.js';

/** The workers in their own process (production): same modules, no HTTP server. */
const runtime = await startRuntime({ runWorkers: true });
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(runtime.config), { bufferLogs: true });
app.useLogger(app.get(Logger));
runtime.onShutdown(() => app.close());
console.log('Workers de Rutalia en marcha');
