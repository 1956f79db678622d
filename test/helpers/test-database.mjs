// Plain ESM so that Jest's globalSetup (which does not go through the ESM transform) and the
// specs share it. It uses the compiled backend: `npm test` builds before running.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The PostgreSQL server the tests use: the one in DATABASE_URL when set (CI), else an embedded
 * one kept in .data/test. Each run, and each test that needs a pristine schema, gets its own database.
 */
export async function startTestServer() {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL };
  const { startEmbeddedPostgres } = await import(path.join(projectRoot, 'backend', 'dist', 'database', 'embedded-postgres.js'));
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(projectRoot, '.data', 'test'),
    port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
    log: () => undefined,
  });
  return { serverUrl: embedded.url, embedded };
}

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createDatabase(serverUrl, prefix = 'rutalia_test') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  return withDatabase(serverUrl, name);
}

export async function dropDatabase(serverUrl, databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

async function adminQuery(serverUrl, sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
