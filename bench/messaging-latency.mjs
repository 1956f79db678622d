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
//
// Baseline (issue 21): in the same invocation, after our app is stopped, the same users, client
// code, socket count, rate and duration are measured against bench/lib/bare-chat-server.mjs (plain
// Fastify + the same socket.io, token = user id, POST emits and answers: no Nest, auth,
// validation, PostgreSQL or Redis), then against the same with the app's INSERT into `messages`
// per message (BARE_DB=1). A table then gives each percentile for the three and the ratio
// ours / baseline: if the tail is the machine, the baselines have it too.
//   --no-baseline     only our app (as before issue 21)
//   --baseline-only   accounts are still created through our app (the INSERT level needs real
//                     users), but only the baselines are measured
//   --no-baseline-db  skip the INSERT level
//   --cpu-prof        our app runs with --cpu-prof (profile in DATA_DIR; add --keep to keep it)
//   --baseline-first  the baselines are measured before our app (which is restarted after the
//                     accounts are made): on a shared machine whose load drifts, alternate the order
// The baselines listen on --port + 1 (--port + 2 with --redis, whose second app uses --port + 1).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAppEnv, loadSocketIoClient } from './lib/app-process.mjs';
import { printComparison } from './lib/messaging-compare.mjs';
import { collectResults, printReport } from './lib/messaging-report.mjs';
import { connectSockets, measuredPhase, sendOpeningMessages, setupAccounts, startApps } from './lib/messaging-run.mjs';
import { machine } from './lib/proc-stats.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { sleep } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const SOCKETS = Math.max(2, Math.floor(numberFlag(args, '--sockets', 1000) / 2) * 2);
const PAIRS = SOCKETS / 2;
const RATE = numberFlag(args, '--rate', 200);
const SECONDS = numberFlag(args, '--seconds', 30);
const PORT = numberFlag(args, '--port', 3300);
const REDIS = args.includes('--redis');
const KEEP = args.includes('--keep');
const BASELINE = !args.includes('--no-baseline');
const OURS = !args.includes('--baseline-only');
const BASELINE_DB = BASELINE && !args.includes('--no-baseline-db');
const CPU_PROF = args.includes('--cpu-prof');
const BASELINE_FIRST = BASELINE && OURS && args.includes('--baseline-first');
const BARE_PORT = PORT + (REDIS ? 2 : 1);
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
    `${REDIS ? `dos procesos con Redis (${redisUrl})` : 'un proceso, adaptador en memoria'}` +
    (BASELINE ? `; referencia sin Nest en el puerto ${BARE_PORT}${BASELINE_DB ? ' (sola y con el INSERT)' : ''}` : ''),
);
console.log(`Máquina: ${cpus().length} × ${cpuModel}, Node ${process.version}; carga al empezar ${machine().load}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-msg-'));
const queuePrefix = `bench-msg-${randomBytes(4).toString('hex')}`;
const apps = [];
const sockets = [];
const results = [];

/** Closes the phase's sockets and stops its server(s), so the next phase has the machine to itself. */
async function endPhase() {
  for (const socket of sockets.splice(0)) socket.close();
  for (const app of apps.splice(0)) await app.stop();
  await sleep(1000);
}

/** One measured level against `servers` (already started): connect, open, measure, collect. */
async function measureLevel(ds, { label, users, appOf, pgAppName, setupMs, rssIdle, rssAccounts }) {
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
    pgAppName,
  });
  const result = collectResults(phase, {
    mode: REDIS && pgAppName === 'rutalia' ? 'redis' : 'memory',
    label,
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
  printReport(result, { rate: RATE, seconds: SECONDS });
  results.push(result);
}

/** The bare baseline (BARE_DB=1: with the INSERT) on BARE_PORT, measured with the same users (token = id). */
async function measureBare(ds, dbUrl, users, { withDb }) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATABASE_URL: dbUrl, BARE_DB: withDb ? '1' : '0' };
  const name = withDb ? 'bare-pg' : 'bare';
  await startApps(apps, { root, count: 1, port: BARE_PORT, env, dataDir, name, entry: 'bench/lib/bare-chat-server.mjs' });
  const rssIdle = apps.map((a) => a.memory().rss);
  const bareUsers = users.map(({ index, pair, isCompany, id }) => ({ index, pair, isCompany, id, token: id }));
  await measureLevel(ds, {
    label: withDb ? 'Fastify + Socket.IO + INSERT' : 'Fastify + Socket.IO',
    users: bareUsers,
    appOf: () => apps[0],
    pgAppName: 'rutalia-bare',
    setupMs: 0,
    rssIdle,
    rssAccounts: rssIdle,
  });
  await endPhase();
}

async function measureBaselines(ds, dbUrl, users) {
  if (BASELINE) await measureBare(ds, dbUrl, users, { withDb: false });
  if (BASELINE_DB) await measureBare(ds, dbUrl, users, { withDb: true });
}

try {
  await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds, dbUrl) => {
    const [pgInfo] = await ds.query(
      `SELECT current_setting('server_version') AS version, current_setting('synchronous_commit') AS sc, current_setting('fsync') AS fsync, current_setting('shared_buffers') AS sb`,
    );
    console.log(`PostgreSQL ${pgInfo.version} (synchronous_commit=${pgInfo.sc}, fsync=${pgInfo.fsync}, shared_buffers=${pgInfo.sb})`);

    // -------------------------------------------------------------- our app(s)
    const jwtSecret = randomBytes(36).toString('base64url');
    const env = benchAppEnv({ port: PORT, databaseUrl: dbUrl, dataDir, jwtSecret, queuePrefix, redisUrl: REDIS ? redisUrl : undefined });
    const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}`] : [];
    await startApps(apps, { root, count: REDIS ? 2 : 1, port: PORT, env, dataDir, nodeArgs });
    const rssIdle = apps.map((a) => a.memory().rss);

    const { users, setupMs } = await setupAccounts(apps, { count: SOCKETS, concurrency: SETUP_CONCURRENCY, password: PASSWORD });
    // Redis mode: client of pair k on app k % 2, its company on the other one.
    const appOf = (u) => (REDIS ? apps[(u.pair + (u.isCompany ? 1 : 0)) % 2] : apps[0]);
    const rssAccounts = apps.map((a) => a.memory().rss);
    const label = REDIS ? 'nuestra app (2 procesos + Redis)' : 'nuestra app';
    if (BASELINE_FIRST) {
      await endPhase();
      await measureBaselines(ds, dbUrl, users);
      await startApps(apps, { root, count: REDIS ? 2 : 1, port: PORT, env, dataDir, nodeArgs });
    }
    if (OURS) await measureLevel(ds, { label, users, appOf, pgAppName: 'rutalia', setupMs, rssIdle, rssAccounts });
    await endPhase();
    if (!BASELINE_FIRST) await measureBaselines(ds, dbUrl, users);
  });
} finally {
  await endPhase();
  if (REDIS)
    await cleanRedis(redisUrl, queuePrefix).catch((error) =>
      console.log(`Redis: no se pudieron borrar las claves de la prueba: ${error.message}`),
    );
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros, perfiles y DATA_DIR conservados en ${dataDir}`);
}

// ------------------------------------------------------------------------------------ report
// Ours first in the table, whatever the order they ran in.
results.sort((a, b) => Number(b.label.startsWith('nuestra')) - Number(a.label.startsWith('nuestra')));
if (results.length > 1) printComparison(results);
