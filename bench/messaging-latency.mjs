#!/usr/bin/env node
// Not a test: end-to-end latency of real-time messaging (issue 7) with many sockets.
//
// Creates a scratch database (bench/lib/scratch-db.mjs), starts the compiled app as a child process
// (`node backend/dist/main.js`, two of them sharing Redis with --redis), registers N/2 clients and
// N/2 companies through the API (companies get their 7-day trial, so clients may write to them),
// logs each one in, opens one Socket.IO connection per user (websocket, `auth: { token }`), lets
// every client open the general conversation with its company (one message each, not measured) and
// then sends messages at a steady rate with POST /api/messages, alternating client → company and
// company → client over the pairs. Latency = the receiver's socket gets `message:new` minus the
// moment the POST was issued (both on this process's performance.now()). Stops the app(s) and drops
// the database at the end (Redis keys of the run's prefixes are deleted too).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/messaging-latency.mjs \
//     [--sockets 1000] [--rate 200] [--seconds 30] [--port 3300] [--redis] [--keep]
//
// --redis: REDIS_URL (default redis://127.0.0.1:6379) for both app processes, on --port and
// --port + 1. Each pair has its client on one process and its company on the other, and every POST
// goes to the sender's process: every measured delivery crosses processes through the Redis adapter.
//
// Settings given to the app: NODE_ENV=production with a JWT_SECRET made up for the run (shared by
// both processes), DEMO_DATA=off, LOG_LEVEL=warn, DATA_DIR in /tmp, a QUEUE_PREFIX of its own, and
// the auth and message rate limits raised (they are env settings: RATE_LIMIT_REGISTER_IP,
// RATE_LIMIT_LOGIN_IP, RATE_LIMIT_MESSAGES), so every account is created and signed in through the
// real endpoints. The app is started with `--import bench/lib/loop-probe.mjs`, which only measures
// its event-loop delay (perf_hooks) and reports it over IPC. Server RSS and CPU come from /proc.
//
// Also printed, to tell a slow backend from a busy machine: the machine's CPU use and PSI stall
// (/proc/stat, /proc/pressure), how long each process's main thread waited for a CPU
// (/proc/<pid>/schedstat), what the app's PostgreSQL connections were doing (pg_stat_activity
// every 100 ms), the p99 of the messages sent in each second, and the time from the delivery to
// the POST's answer (what the request still does after the emit: the receiver's online check).
// The sender is open loop: message i is issued at i / rate s whatever happened to earlier ones.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAppEnv, loadSocketIoClient } from './lib/app-process.mjs';
import { collectResults, printReport } from './lib/messaging-report.mjs';
import { connectSockets, measuredPhase, sendOpeningMessages, setupAccounts, startApps } from './lib/messaging-run.mjs';
import { machine } from './lib/proc-stats.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const SOCKETS = Math.max(2, Math.floor(numberFlag(args, '--sockets', 1000) / 2) * 2);
const PAIRS = SOCKETS / 2;
const RATE = numberFlag(args, '--rate', 200);
const SECONDS = numberFlag(args, '--seconds', 30);
const PORT = numberFlag(args, '--port', 3300);
const REDIS = args.includes('--redis');
const KEEP = args.includes('--keep');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long to wait for deliveries still on their way once the last POST answered. */
const DRAIN_MS = 10_000;
const SETUP_CONCURRENCY = 16;
const CONNECT_CONCURRENCY = 50;
const PASSWORD = 'Bench-Mensajes-2026';

const { io } = await loadSocketIoClient(root);

// ------------------------------------------------------------------------------------- run

const cpuModel = cpus()[0]?.model ?? '?';
console.log(
  `Mensajería en tiempo real: ${SOCKETS} sockets (${PAIRS} parejas cliente/empresa), ${RATE} mensajes/s durante ${SECONDS} s, ` +
    `${REDIS ? `dos procesos con Redis (${redisUrl})` : 'un proceso, adaptador en memoria'}`,
);
console.log(`Máquina: ${cpus().length} × ${cpuModel}, Node ${process.version}; carga al empezar ${machine().load}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-msg-'));
const queuePrefix = `bench-msg-${randomBytes(4).toString('hex')}`;
const apps = [];
const sockets = [];
let result;

try {
  result = await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds, dbUrl) => {
    const [pgInfo] = await ds.query(
      `SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS sc, current_setting('fsync') AS fsync, current_setting('shared_buffers') AS sb`,
    );
    console.log(`PostgreSQL ${pgInfo.version} (synchronous_commit=${pgInfo.sc}, fsync=${pgInfo.fsync}, shared_buffers=${pgInfo.sb})`);

    // -------------------------------------------------------------- start the app(s)
    const jwtSecret = randomBytes(36).toString('base64url');
    const env = benchAppEnv({ port: PORT, databaseUrl: dbUrl, dataDir, jwtSecret, queuePrefix, redisUrl: REDIS ? redisUrl : undefined });
    await startApps(apps, { root, count: REDIS ? 2 : 1, port: PORT, env, dataDir });
    const rssIdle = apps.map((a) => a.memory().rss);

    const { users, setupMs } = await setupAccounts(apps, { count: SOCKETS, concurrency: SETUP_CONCURRENCY, password: PASSWORD });
    // Redis mode: client of pair k on app k % 2, its company on the other one.
    const appOf = (u) => (REDIS ? apps[(u.pair + (u.isCompany ? 1 : 0)) % 2] : apps[0]);
    const rssAccounts = apps.map((a) => a.memory().rss);

    const connection = await connectSockets(io, users, { appOf, sockets, concurrency: CONNECT_CONCURRENCY });
    const rssSockets = apps.map((a) => a.memory().rss);

    const openingOk = await sendOpeningMessages(users, { appOf, concurrency: SETUP_CONCURRENCY });

    const phase = await measuredPhase({
      ds,
      apps,
      users,
      appOf,
      tracked: connection.tracked,
      rate: RATE,
      seconds: SECONDS,
      drainMs: DRAIN_MS,
    });
    return collectResults(phase, {
      mode: REDIS ? 'redis' : 'memory',
      seconds: SECONDS,
      apps,
      users,
      connection,
      setupMs,
      openingOk,
      rssIdle,
      rssAccounts,
      rssSockets,
    });
  });
} finally {
  for (const socket of sockets) socket.close();
  for (const app of apps) await app.stop();
  if (REDIS)
    await cleanRedis(redisUrl, queuePrefix).catch((error) =>
      console.log(`Redis: no se pudieron borrar las claves de la prueba: ${error.message}`),
    );
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros y DATA_DIR conservados en ${dataDir}`);
}

// ------------------------------------------------------------------------------------ report
printReport(result, { rate: RATE, seconds: SECONDS });
