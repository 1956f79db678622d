import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DynamicModule, Type } from '@nestjs/common';
import type { Clock } from '../../backend/src/common/clock/clock.js';
import { loadConfig, type AppConfig } from '../../backend/src/config/app-config.js';
import { createApp } from '../../backend/src/create-app.js';
import { deleteQueueKeys, queuePrefixFor } from './queue-keys.mjs';
import { createDatabase, dropDatabase } from './test-database.mjs';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  url: string;
  /** fetch against the running app; JSON bodies are encoded for you. */
  request(method: string, route: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Replaces the app's clock (e.g. a `TestClock`), so tests move time instead of waiting. */
  clock?: Clock;
  /** Extra modules (e.g. probe controllers). */
  extraImports?: Array<Type | DynamicModule>;
}

/**
 * BullMQ key prefix of this test run: apps of one run share their queues (one database), and
 * other runs or a developer's server on the same Redis never take their jobs.
 */
export const testQueuePrefix = () => queuePrefixFor(process.env.TEST_DATABASE_URL);

/**
 * The real app on a random port, on the run's database (and Redis when REDIS_URL is set).
 * Nothing is mocked: requests go over HTTP.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    REDIS_URL: process.env.REDIS_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  const config: AppConfig = {
    ...base,
    databaseUrl: process.env.TEST_DATABASE_URL,
    runWorkers: false,
    // The factories spread requests over random client IPs (X-Forwarded-For) so per-IP limits
    // only bite where a test means them to.
    trustProxy: true,
    demoData: 'off',
    port: 0,
    queuePrefix: testQueuePrefix(),
    // Tests run the billing scan by hand (BillingLifecycleService.scan) at the time they choose.
    billing: { ...base.billing, schedulerIntervalMs: 0 },
    // …and the mail re-drive (MailRedriveService.redrive), whose schedule would keep the mail queue busy.
    mail: { ...base.mail, redriveIntervalMs: 0 },
    ...overrides,
  };
  const app = await createApp(config, options.extraImports ?? [], { clock: options.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    url,
    request: (method, route, body, headers = {}) =>
      fetch(`${url}${route}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: () => app.close(),
  };
}

/**
 * `startTestApp` on a database of its own (migrated at start-up, with its own queues), for specs
 * that read whole tables: other spec files run alongside on the run's database. `close()` drops it.
 */
export async function startIsolatedTestApp(
  prefix: string,
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_SERVER_URL!;
  const databaseUrl = await createDatabase(serverUrl, prefix);
  const t = await startTestApp({ databaseUrl, queuePrefix: queuePrefixFor(databaseUrl), ...overrides }, options);
  return {
    ...t,
    close: async () => {
      await t.close();
      await dropDatabase(serverUrl, databaseUrl);
      await deleteQueueKeys(queuePrefixFor(databaseUrl));
    },
  };
}

/**
 * Two API processes of one deployment (same database, queue prefix, JWT secret and, with
 * REDIS_URL, Socket.IO adapter): a token from A works on B, and emits cross between them.
 * A runs the workers. `close()` stops both.
 */
export async function startTestAppPair(overrides: Partial<AppConfig> = {}): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const a = await startTestApp({ runWorkers: true, ...overrides });
  const b = await startTestApp({ ...overrides, jwtSecret: a.config.jwtSecret });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}
