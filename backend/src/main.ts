import 'reflect-metadata';
import { startRuntime } from './runtime.js';
import { createApp } from './create-app.js';
import { loadDemoData } from './database/seeds/load-demo-data.js';

const started = performance.now();
const runtime = await startRuntime();
const app = await createApp(runtime.config);
if (runtime.embeddedUrl && runtime.config.demoData === 'auto') await loadDemoData(app, runtime.config.uploadsDir);
await app.listen({ port: runtime.config.port, host: runtime.config.host });
runtime.onShutdown(() => app.close());
console.log(
  `Rutalia escuchando en http://localhost:${runtime.config.port} (${runtime.config.databaseUrl === runtime.embeddedUrl ? 'base de datos embebida' : 'DATABASE_URL'}, colas en ${runtime.config.redisUrl ? 'Redis' : 'PostgreSQL'}) en ${Math.round(performance.now() - started)} ms`,
);
