import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../backend/src/config/paths.js';
import { deleteQueueKeys, queuePrefixFor } from './queue-keys.mjs';
import { createDatabase, dropDatabase } from './test-database.mjs';

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** The server's DATA_DIR (uploads, and mail as .eml files under `mail/`). */
  dataDir?: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built app (`backend/dist/main.js`) as a separate process, as users run it.
 * `TEST_SERVER_ENTRY` may point at another build of the backend (e.g. one compiled to a
 * scratch folder while `backend/dist` is in use); it must sit two folders below the root.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rutalia-e2e-'));
  const entry = process.env.TEST_SERVER_ENTRY ?? path.join(projectRoot, 'backend', 'dist', 'main.js');
  const databaseUrl = env.DATABASE_URL ?? process.env.TEST_DATABASE_URL!;
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Queues of this database only (the run's teardown deletes them), never another run's.
      QUEUE_PREFIX: queuePrefixFor(databaseUrl),
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      // Every browser journey signs in from 127.0.0.1 against the run's database, whose Redis
      // counters they all share: the per-IP limits would trip across spec files. The limits
      // themselves are tested in test/api/auth-rate-limit.spec.ts and messaging-api.spec.ts.
      RATE_LIMIT_LOGIN_IP: '10000/1m',
      RATE_LIMIT_LOGIN_EMAIL: '10000/1m',
      RATE_LIMIT_REGISTER_IP: '10000/1m',
      RATE_LIMIT_CONTACT_IP: '10000/1m',
      RATE_LIMIT_NEWSLETTER_IP: '10000/1m',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`El servidor no respondió en 30 s:\n${output}`);
  }
  return {
    url,
    process: child,
    dataDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A server process on a database of its own, for journeys that read whole public lists (the
 * other spec files running alongside publish posts and companies that would push theirs off the
 * first page). `stop()` also drops the database and its queues.
 */
export type IsolatedServerProcess = ServerProcess & { databaseUrl: string };

export async function startIsolatedServerProcess(prefix: string, env: Record<string, string> = {}): Promise<IsolatedServerProcess> {
  const databaseUrl = await createDatabase(process.env.TEST_SERVER_URL!, prefix);
  const server = await startServerProcess({ ...env, DATABASE_URL: databaseUrl });
  return {
    ...server,
    databaseUrl,
    stop: async () => {
      await server.stop();
      await dropDatabase(process.env.TEST_SERVER_URL!, databaseUrl);
      await deleteQueueKeys(queuePrefixFor(databaseUrl));
    },
  };
}
