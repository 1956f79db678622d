import 'reflect-metadata';
import { startRuntime } from './runtime.js';
import { createApp } from './create-app.js';

const started = performance.now();
const runtime = await startRuntime();
const app = await createApp(runtime.config);
await app.listen({ port: runtime.config.port, host: runtime.config.host });
runtime.onShutdown(() => app.close());
console.log(
  `Rutalia escuchando en http://localhost:${runtime.config.port} (${runtime.config.databaseUrl === runtime.embeddedUrl ? 'base de datos embebida' : 'DATABASE_URL'}, colas en ${runtime.config.redisUrl ? 'Redis' : 'PostgreSQL'}) en ${Math.round(performance.now() - started)} ms`,
);
