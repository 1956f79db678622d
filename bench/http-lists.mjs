#!/usr/bin/env node
// `npm run bench` (issue 10): HTTP throughput and latency of the app's list endpoints on a
// marketplace-sized database, next to a bare Fastify + pg handler running the same SQL.
//
//   npm run bench -- [--companies 50000] [--clients 60000] [--requests 200000] [--proposals 500000]
//                    [--messages 1000000] [--connections 64] [--duration 10] [--warmup 3]
//                    [--port 3400] [--only directorio,trabajos,…] [--no-cache] [--no-redis] [--cpu-prof dir] [--keep]
//                    [--reuse-db rutalia_bench_…[,rutalia_bench_…]] [--scale N]
//
// 1. Scratch database rutalia_bench_<random> (bench/lib/scratch-db.mjs), migrated by the compiled
//    backend, filled with generate_series (bench/lib/marketplace-data.mjs), VACUUM ANALYZE.
// 2. The compiled app (`node backend/dist/main.js`, NODE_ENV=production, LOG_LEVEL=warn,
//    DEMO_DATA=off) on --port and the bare server (bench/lib/bare-server.mjs: Fastify + pg, the
//    compiled services' SQL and mapping) on --port + 1, both on that database.
// 3. Per endpoint, first the app then the bare server: warm-up, then autocannon with --connections
//    for --duration seconds; the request rotates over a few parameters/users (see `endpoints`).
//    Before measuring, one response per parameter set is fetched from both and compared.
// Tokens are signed here with the run's JWT_SECRET (HS256, `{ sub }`, as the app signs them).
// The database is dropped at the end (unless --keep). --reuse-db runs on a database an earlier
// run kept (no load; migrations still run), e.g. to measure a backend change again quickly.
// --scale N (issue 21): all of the above at 1× and then, on a second scratch database, with N times
// the companies, clients, requests, proposals and messages (the heavy users keep their counts, so
// their lists are comparable); one report with both scales side by side, their growth, the table
// and index sizes and each endpoint's statements EXPLAINed (bench/lib/http-lists-explain.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { AppProcess, benchAppEnv } from './lib/app-process.mjs';
import { measure } from './lib/http-load.mjs';
import { heavyUsers, loadMarketplace } from './lib/marketplace-data.mjs';
import { explainEndpoints, relationSizes } from './lib/http-lists-explain.mjs';
import { printReport } from './lib/http-lists-report.mjs';
import { machine } from './lib/proc-stats.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { directorySearches, jobSearches, toSpecs } from './lib/search-queries.mjs';
import { numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { sleep } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const counterUrl = new URL('./lib/query-counter.mjs', import.meta.url).href;
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DATA = {
  companies: numberFlag(args, '--companies', 50_000),
  clients: numberFlag(args, '--clients', 60_000),
  requests: numberFlag(args, '--requests', 200_000),
  proposals: numberFlag(args, '--proposals', 500_000),
  messages: numberFlag(args, '--messages', 1_000_000),
  heavyClients: 20,
  clientRequests: 25,
  heavyCompanies: 20,
  companyProposals: 600,
  invoices: false,
};
const CONNECTIONS = numberFlag(args, '--connections', 64);
const DURATION = numberFlag(args, '--duration', 10);
const WARMUP = args.includes('--warmup') ? Number(flag('--warmup')) || 0 : 3;
const PORT = numberFlag(args, '--port', 3400);
const ONLY = flag('--only')?.split(',');
const KEEP = args.includes('--keep');
const REUSE = flag('--reuse-db')?.split(',');
/** --scale N: measure at 1× and at N× (see the header). */
const SCALE = numberFlag(args, '--scale', 1);
const SCALES = SCALE > 1 ? [1, SCALE] : [1];
/** --no-cache: the app without its public-list cache (PUBLIC_LIST_CACHE_SECONDS=0), to compare like with like. */
const NO_CACHE = args.includes('--no-cache');
/** --cpu-prof <dir>: the app runs with node --cpu-prof and writes its profile there when it stops. */
const PROFILE_DIR = flag('--cpu-prof');
/**
 * The app's queues on Redis (REDIS_URL, default redis://127.0.0.1:6379), as in production; with
 * --no-redis on PostgreSQL, whose workers poll the database from inside the measured process.
 */
const REDIS_URL = args.includes('--no-redis') ? undefined : (process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const queuePrefix = `bench-http-${randomBytes(4).toString('hex')}`;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Targets of issue 10 for every list endpoint. */
const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 50;

const started = new Date();
const machineLine = `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
console.log(`Listados HTTP (issue 10) — ${started.toISOString()}`);
console.log(`Máquina: ${machineLine}; carga al empezar ${machine().load}`);
console.log(`autocannon: ${CONNECTIONS} conexiones, ${DURATION} s medidos tras ${WARMUP} s de calentamiento, por endpoint y servidor\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-http-'));
const jwtSecret = randomBytes(36).toString('base64url');
const sign = (userId) => jwt.sign({ sub: userId }, jwtSecret, { algorithm: 'HS256', expiresIn: 3 * 3600 });
let app;
let bare;
const runs = [];

try {
  for (const [i, scale] of SCALES.entries()) {
    if (SCALES.length > 1) console.log(`\n===== Escala ${scale}×`);
    runs.push(await measureScale(scale, REUSE?.[i] || undefined));
  }
} finally {
  if (REDIS_URL)
    await cleanRedis(REDIS_URL, queuePrefix).catch((error) => console.log(`Redis: no se pudieron borrar las claves: ${error.message}`));
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros en ${dataDir}`);
}

printReport(runs, {
  started,
  machineLine,
  connections: CONNECTIONS,
  duration: DURATION,
  warmup: WARMUP,
  noCache: NO_CACHE,
  redis: Boolean(REDIS_URL),
  targetRatio: TARGET_RATIO,
  targetP99: TARGET_P99_MS,
});

/** One scratch database with `scale` times DATA (or `reuse`), measured; with --scale, its sizes and plans too. */
function measureScale(scale, reuse) {
  const sized = { ...DATA };
  for (const key of ['companies', 'clients', 'requests', 'proposals', 'messages']) sized[key] = DATA[key] * scale;
  return withScratchDatabase(serverUrl, { keep: KEEP, reuse }, async (ds, dbUrl, { reused }) => {
    const [pgInfo] = await ds.query(`SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS sb`);
    const data = reused
      ? { ...(await heavyUsers(ds, { clients: DATA.heavyClients, companies: DATA.heavyCompanies })), loadMs: NaN }
      : await loadMarketplace(ds, sized);
    const counts = await countRows(ds);
    console.log(
      `Datos: ${counts.companies} empresas (${counts.visible} visibles), ${counts.clients} clientes, ${counts.requests} solicitudes (${counts.active} activas), ` +
        `${counts.proposals} propuestas, ${counts.messages} mensajes, ${counts.reviews} reseñas`,
    );
    const endpoints = (await endpointSpecs(ds, data)).filter((e) => !ONLY || ONLY.includes(e.key));
    let result;
    try {
      result = await runServers(dbUrl, endpoints);
    } finally {
      // Before the database is dropped (its connections are terminated then).
      await app?.stop();
      await bare?.stop();
    }
    const extra = {};
    if (SCALES.length > 1) {
      const companyParam = endpoints
        .find((e) => e.key === 'empresa')
        ?.specs[0].path.split('/')
        .pop();
      extra.sizes = await relationSizes(ds);
      extra.explains = await explainEndpoints(ds, { ...data, companyParam: companyParam ?? '00000000-0000-4000-8000-000000000000' });
    }
    return { scale, ...result, ...extra, pgVersion: pgInfo.version, sharedBuffers: pgInfo.sb, counts, loadMs: data.loadMs };
  });
}

/** Starts the app and the bare server, checks they answer the same and measures every endpoint. */
async function runServers(dbUrl, endpoints) {
  // ---------------------------------------------------------------- servers
  const env = benchAppEnv(
    { port: PORT, databaseUrl: dbUrl, dataDir, jwtSecret, queuePrefix, redisUrl: REDIS_URL },
    {
      ...(NO_CACHE ? { PUBLIC_LIST_CACHE_SECONDS: '0' } : {}),
      // The generated subscriptions put thousands of trials and dunning steps due at once: the
      // billing scan would spend the measured seconds writing their e-mails (issue 21's profile).
      BILLING_SCHEDULER_INTERVAL_MS: '0',
      NODE_OPTIONS: `--import=${counterUrl}`, // counts the app's SQL statements
    },
  );
  app = new AppProcess(
    'app',
    PORT,
    env,
    path.join(dataDir, 'app.log'),
    root,
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  );
  bare = startBare({ DATABASE_URL: dbUrl, JWT_SECRET: jwtSecret, PORT: String(PORT + 1) });
  await app.ready();
  await waitFor(`${bare.base}/api/health`);
  console.log(`Servidores: app pid ${app.pid} (${app.base}), bare pid ${bare.child.pid} (${bare.base})`);

  // ---------------------------------------------------------------- same answers?
  for (const e of endpoints) {
    const diffs = [];
    for (const spec of e.specs.slice(0, e.check)) {
      const [a, b] = await Promise.all([app.base, bare.base].map((base) => fetchJson(base, spec)));
      if (a.status !== 200 || a.text !== b.text)
        diffs.push(`${spec.path}: app ${a.status}, bare ${b.status}${a.text !== b.text ? ' (cuerpos distintos)' : ''}`);
    }
    const sample = await fetchJson(app.base, e.specs[0]);
    const body = JSON.parse(sample.text);
    const size = Array.isArray(body.items) ? `${body.items.length} elementos de ${body.total}` : `${sample.text.length} bytes`;
    console.log(
      `${e.label}: ${e.specs.length} variantes; ${Math.min(e.check, e.specs.length)} comprobadas ${diffs.length ? `— DIFERENCIAS:\n  ${diffs.join('\n  ')}` : 'idénticas en app y bare'}; primera: ${size}`,
    );
    if (diffs.length) throw new Error(`Respuestas distintas en ${e.label}`);
  }

  // ---------------------------------------------------------------- load
  const rows = [];
  for (const e of endpoints) {
    const row = { endpoint: e };
    for (const [key, server] of [
      ['ours', app],
      ['bare', bare],
    ]) {
      row[key] = await measure({
        base: server.base,
        specs: e.specs,
        connections: CONNECTIONS,
        duration: DURATION,
        warmup: WARMUP,
        child: server.child,
      });
      const r = row[key];
      console.log(
        `  ${e.key.padEnd(12)} ${key}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, no 2xx ${r.non2xx}, errores ${r.errors}, ` +
          `CPU ${r.cpuMsPerRequest.toFixed(2)} ms/pet., ${r.statementsPerRequest.toFixed(2)} consultas/pet.; carga ${r.load}`,
      );
    }
    rows.push(row);
  }
  return { rows, warnings: app.warnings };
}

// ------------------------------------------------------------------------------------ helpers

/** The measured endpoints: label, the request specs they rotate over, and how many to compare. */
async function endpointSpecs(ds, data) {
  const clientTokens = data.heavyClientIds.map(sign);
  const companyTokens = data.heavyCompanyUserIds.map(sign);
  // Issue 21: a realistic mix of 600 distinct searches each (bench/lib/search-queries.mjs).
  const directory = toSpecs('/api/companies', directorySearches(600));
  const jobs = toSpecs('/api/requests', jobSearches(600));
  const visible = await ds.query(
    `SELECT slug || '-' || id AS param FROM companies WHERE is_active AND status = 'active' ORDER BY hashtext(id::text) LIMIT 200`,
  );
  return [
    { key: 'directorio', label: 'GET /api/companies?q=…&province=…&city=…&service=… (600 búsquedas)', specs: directory, check: 40 },
    { key: 'trabajos', label: 'GET /api/requests?q=…&location=…&service=… (600 búsquedas)', specs: jobs, check: 40 },
    { key: 'empresa', label: 'GET /api/companies/{slug}', specs: visible.map((r) => ({ path: `/api/companies/${r.param}` })), check: 10 },
    {
      key: 'mis-solic',
      label: `GET /api/me/requests (${DATA.heavyClients} clientes con ${DATA.clientRequests})`,
      specs: clientTokens.flatMap((token) => [1, 2, 3].map((page) => ({ path: `/api/me/requests?page=${page}`, token }))),
      check: 6,
    },
    {
      key: 'mis-prop',
      label: `GET /api/me/proposals (${DATA.heavyCompanies} empresas con ~${DATA.companyProposals})`,
      specs: companyTokens.flatMap((token) => [1, 2].map((page) => ({ path: `/api/me/proposals?page=${page}`, token }))),
      check: 6,
    },
    {
      key: 'convers',
      label: 'GET /api/conversations (empresas y clientes activos)',
      specs: [...companyTokens, ...clientTokens].map((token) => ({ path: '/api/conversations', token })),
      check: 6,
    },
  ];
}

async function countRows(ds) {
  const [c] = await ds.query(
    `SELECT (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM companies WHERE is_active AND status = 'active')::int AS visible,
            (SELECT count(*) FROM users WHERE user_type = 'client')::int AS clients,
            (SELECT count(*) FROM requests)::int AS requests,
            (SELECT count(*) FROM requests WHERE status = 'active')::int AS active,
            (SELECT count(*) FROM proposals)::int AS proposals,
            (SELECT count(*) FROM messages)::int AS messages,
            (SELECT count(*) FROM reviews)::int AS reviews`,
  );
  return c;
}

async function fetchJson(base, spec) {
  const res = await fetch(`${base}${spec.path}`, { headers: spec.token ? { authorization: `Bearer ${spec.token}` } : {} });
  return { status: res.status, text: await res.text() };
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} no respondió en ${timeoutMs} ms`);
}

/** bench/lib/bare-server.mjs as a child process. */
function startBare(extraEnv) {
  const child = spawn(process.execPath, [`--import=${counterUrl}`, path.join(root, 'bench/lib/bare-server.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    base: `http://127.0.0.1:${extraEnv.PORT}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}
