#!/usr/bin/env node
// Not a test: load test of issue 10 (not part of `npm test`). N simulated users browse, search,
// publish requests, send proposals and write messages for a fixed time against the compiled app
// running as in production: one API process (RUN_WORKERS=false) and a separate worker process
// (`backend/dist/worker.js`), both on Redis (REDIS_URL: queues, rate limits, Socket.IO adapter).
//
//   npm run bench:load -- [--users 200] [--seconds 120] [--port 3460] [--think-ms 2000] [--ramp 30]
//                         [--seed-companies 1000] [--seed-requests 3000] [--keep]
//
// (or `node bench/load-test.mjs …` after `node scripts/build.mjs`). DATABASE_URL names the
// PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres) where a scratch database
// is created, migrated and seeded (bench/lib/load-seed.mjs) and dropped at the end; REDIS_URL
// defaults to redis://127.0.0.1:6379, with a QUEUE_PREFIX of the run's own, whose keys (and the
// run's rate-limit counters) are deleted at the end.
//
// Users: 50 % anonymous visitors, 30 % clients, 20 % companies (bench/lib/load-users.mjs), started
// evenly over the first --ramp seconds, each with a think time of --think-ms ± 50 % between
// actions. Half of the clients and companies were registered before the run (they sign in); the
// other half sign up during it. Clients and companies keep a Socket.IO connection; every message
// accepted by POST /api/messages must reach the recipient's socket once (bench/lib/load-messages.mjs).
// The auth and message rate limits are raised through their env settings, as in
// bench/messaging-latency.mjs. Exit code 1 with any 5xx, unanswered request or lost message.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { AppProcess, benchAppEnv, loadSocketIoClient } from './lib/app-process.mjs';
import { LoadHttp } from './lib/load-http.mjs';
import { assertPortFree, cleanRedis, mailQueueCounts } from './lib/load-infra.mjs';
import { MessageTracker } from './lib/load-messages.mjs';
import { printReport } from './lib/load-report.mjs';
import { Timeline } from './lib/load-timeline.mjs';
import { seedBackground } from './lib/load-seed.mjs';
import { account, runAnonymous, runClient, runCompany } from './lib/load-users.mjs';
import { WorkerProcess } from './lib/load-worker.mjs';
import { cpuSecondsOf, machine, machineDelta, schedstatOf } from './lib/proc-stats.mjs';
import { ms, numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { mb, pool, sleep } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const USERS = Math.max(3, Math.floor(numberFlag(args, '--users', 200)));
const SECONDS = numberFlag(args, '--seconds', 120);
const PORT = numberFlag(args, '--port', 3460);
const THINK_MS = numberFlag(args, '--think-ms', 2000);
const RAMP_S = numberFlag(args, '--ramp', 30);
const SEED_COMPANIES = numberFlag(args, '--seed-companies', 1000);
const SEED_REQUESTS = numberFlag(args, '--seed-requests', 3000);
const KEEP = args.includes('--keep');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How long to wait, after the last action, for deliveries still on their way. */
const DRAIN_MS = 10_000;
const PASSWORD = 'Bench-Carga-2026';

const COMPANIES = Math.max(1, Math.round(USERS * 0.2));
const CLIENTS = Math.max(1, Math.round(USERS * 0.3));
const ANONYMOUS = USERS - COMPANIES - CLIENTS;

const { io } = await loadSocketIoClient(root);
const { QueueName } = await import('../backend/dist/queue/queues.js');
const { redisKeyPrefix } = await import('../backend/dist/common/auth/rate-limit/rate-limit.store.js');

const machineStart = machine();
console.log(
  `Prueba de carga: ${USERS} usuarios (${ANONYMOUS} anónimos, ${CLIENTS} clientes, ${COMPANIES} empresas) durante ${SECONDS} s, ` +
    `pausa entre acciones ${THINK_MS} ms ± 50 %, arranque escalonado en ${RAMP_S} s`,
);
console.log(
  `Máquina: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}; ${new Date().toISOString()}; carga media al empezar ${machineStart.load}`,
);

const runId = randomBytes(3).toString('hex');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-load-'));
const queuePrefix = `bench-load-${runId}`;
let result;
let rateLimitPrefix;

try {
  result = await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds, dbUrl) => {
    rateLimitPrefix = redisKeyPrefix(dbUrl);
    let t = performance.now();
    const seed = await seedBackground(ds, { companies: SEED_COMPANIES, requests: SEED_REQUESTS });
    console.log(
      `Datos de fondo: ${SEED_COMPANIES} empresas, ${SEED_REQUESTS} solicitudes, ${seed.blogSlugs.length} artículos del blog (${ms(t)})`,
    );

    const env = benchAppEnv({
      port: PORT,
      databaseUrl: dbUrl,
      dataDir,
      jwtSecret: randomBytes(36).toString('base64url'),
      queuePrefix,
      redisUrl,
    });
    await assertPortFree(PORT);
    const api = new AppProcess('api', PORT, { ...env, RUN_WORKERS: 'false' }, path.join(dataDir, 'api.log'), root);
    const worker = new WorkerProcess('worker', env, path.join(dataDir, 'worker.log'), root);
    // An IPC send to a process that died must not kill the bench (and skip the clean-up).
    for (const p of [api, worker]) p.child.on('error', (error) => console.log(`${p.name}: ${error.message}`));
    const http = new LoadHttp(api.base);
    const tracker = new MessageTracker();
    try {
      t = performance.now();
      await Promise.all([api.ready(), worker.ready()]);
      console.log(
        `API: pid ${api.pid}, puerto ${PORT}, RSS ${mb(api.memory().rss)}; worker: pid ${worker.pid}, RSS ${mb(worker.memory().rss)} (listos en ${ms(t)})`,
      );

      // Half of the clients and companies exist before the run (they sign in), not measured.
      const clients = Array.from({ length: CLIENTS }, (_, i) => account('client', i, runId, PASSWORD));
      const companies = Array.from({ length: COMPANIES }, (_, i) => account('company', i, runId, PASSWORD));
      t = performance.now();
      const existing = [...clients.filter((_, i) => i % 2 === 1), ...companies.filter((_, i) => i % 2 === 1)];
      await pool(existing, 4, async (user) => {
        const res = await http.call('setup', 'POST', '/api/auth/register', { body: user.registration });
        if (res.status !== 201) throw new Error(`registro previo de ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
        user.registered = true;
      });
      console.log(`Cuentas creadas antes de la prueba: ${existing.length} (${ms(t)})`);
      await sleep(1000);

      // ------------------------------------------------------------------ measured run
      const world = {
        http,
        tracker,
        io,
        seed,
        thinkMs: THINK_MS,
        endAt: Infinity,
        clients: [],
        companies: [],
        companiesById: new Map(),
        counters: { signUps: 0, signIns: 0, failedSignIns: 0, requests: 0, proposals: 0, accepts: 0, actionErrors: 0 },
      };
      // Kinds interleaved (each spread evenly over the ramp), so every moment of it mixes them.
      const spread = (list, run) => list.map((user, j) => ({ run, user, at: (j + 0.5) / list.length }));
      const users = [
        ...spread(companies, runCompany),
        ...spread(clients, runClient),
        ...spread(
          Array.from({ length: ANONYMOUS }, () => undefined),
          runAnonymous,
        ),
      ].sort((a, b) => a.at - b.at);
      await Promise.all([api.loopDelay({ reset: true }), worker.loopDelay({ reset: true })]);
      // CPU time, run-queue wait of the main threads and the machine's counters, before and after.
      const snapshot = () => ({
        api: api.cpuSeconds(),
        worker: worker.cpuSeconds(),
        bench: cpuSecondsOf(process.pid),
        machine: machine(),
        sched: { api: schedstatOf(api.pid), worker: schedstatOf(worker.pid) },
      });
      const before = snapshot();
      const rssStart = { api: api.memory().rss, worker: worker.memory().rss };
      api.peakRss = 0;
      worker.peakRss = 0;
      const benchLoop = monitorEventLoopDelay({ resolution: 10 });
      benchLoop.enable();
      console.log(`\nEn marcha (${SECONDS} s)…`);
      const started = performance.now();
      world.endAt = started + SECONDS * 1000;
      http.started = started;
      http.recording = true;
      const timeline = new Timeline({ ds, apiPid: api.pid, started });
      const progress = setInterval(() => {
        const done = [...http.routes.values()].reduce((a, e) => a + e.times.length, 0);
        console.log(
          `  ${((performance.now() - started) / 1000).toFixed(0)} s: ${done} peticiones, ${tracker.sent.size} mensajes, ${world.clients.length + world.companies.length} usuarios con sesión, carga ${machine().load}`,
        );
      }, 15_000);
      await Promise.all(
        users.map(async ({ run, user }, i) => {
          await sleep((i / USERS) * RAMP_S * 1000);
          await run(world, user);
        }),
      );
      clearInterval(progress);
      timeline.stop();
      const runMs = performance.now() - started;
      http.recording = false;
      const drainStart = performance.now();
      while (tracker.pending() > 0 && performance.now() - drainStart < DRAIN_MS) await sleep(50);
      benchLoop.disable();
      const after = snapshot();
      const phaseMs = performance.now() - started;
      const [apiLoop, workerLoop] = await Promise.all([api.loopDelay(), worker.loopDelay()]);
      const queues = await mailQueueCounts({ redisUrl, queuePrefix, name: QueueName.MAIL });
      const mailLog = Object.fromEntries(
        (await ds.query(`SELECT status, count(*)::int AS n FROM mail_log GROUP BY status`)).map((r) => [r.status, r.n]),
      );
      // waitPercent: share of the time its main thread sat on the run queue waiting for a core.
      const proc = (p, name, loop) => ({
        pid: p.pid,
        cpuBefore: before[name],
        cpuAfter: after[name],
        rssStart: rssStart[name],
        peakRss: p.peakRss,
        rssEnd: p.memory().rss,
        loop,
        warnings: p.warnings,
        waitPercent: (100 * (after.sched[name].wait - before.sched[name].wait)) / (phaseMs * 1e6),
      });
      return {
        runMs,
        phaseMs,
        users: { total: USERS, anonymous: ANONYMOUS, clients: CLIENTS, companies: COMPANIES },
        routes: http.table(),
        timeline: timeline.windows(http.requests, 10, Math.ceil(runMs / 1000)),
        counters: world.counters,
        messages: tracker.results(),
        api: proc(api, 'api', apiLoop),
        worker: proc(worker, 'worker', workerLoop),
        mailQueue: queues,
        mailLog,
        benchCpu: after.bench - before.bench,
        benchLoopP99: Math.max(0, benchLoop.percentile(99) / 1e6 - 10),
        machine: machineDelta(before.machine, after.machine, phaseMs),
      };
    } finally {
      tracker.close();
      await api.stop();
      await worker.stop();
    }
  });
} finally {
  await cleanRedis({ redisUrl, patterns: [`${queuePrefix}:*`, ...(rateLimitPrefix ? [`${rateLimitPrefix}*`] : [])] }).catch((error) =>
    console.log(`Redis: no se pudieron borrar las claves de la prueba: ${error.message}`),
  );
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros y DATA_DIR conservados en ${dataDir}`);
}

const code = printReport(result);
console.log(`Carga media al terminar: ${machine().load}`);
process.exit(code);
