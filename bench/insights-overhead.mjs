#!/usr/bin/env node
// `npm run bench:insights` (issue 19, part 4): what counting the statistics costs the pages it
// counts on. The same compiled app twice, on one database, in the same run:
//   «antes»   INSIGHTS_FLUSH_MS=0: nothing is counted (the recorder is off);
//   «después» the default (every 5 s the counted sums are written in one statement).
//
//   npm run bench:insights -- [--companies 50000] [--rounds 3] [--duration 10] [--connections 64]
//                             [--port 3480] [--keep] [--cache-date-format]
//
// 1. Scratch database (bench/lib/scratch-db.mjs) filled by bench/lib/marketplace-data.mjs with
//    --companies companies (and a small rest: 20.000 clients for the reviews, 2.000 requests).
// 2. Both apps (`node backend/dist/main.js`, bench/lib/app-process.mjs) on --port and --port + 1,
//    PUBLIC_LIST_CACHE_SECONDS=0 (every list page is read from the database, as a first visit),
//    RUN_WORKERS=false (no queue worker in the measured processes), queues on Redis.
// 3. Every request carries a browser User-Agent (Chrome on Linux): robots are not counted.
//    GET /api/companies rotates over 18 pages (pages 1-6 unfiltered, 6 provinces × pages 1-2),
//    each checked to answer a full page of 12; GET /api/companies/{slug} over 200 companies.
// 4. One warm-up per app and endpoint (64 × 20 requests), then --rounds rounds of antes/después per endpoint with
//    autocannon (--connections), each the same number of requests (--duration seconds at the
//    warm-up's rate), 6 s apart (longer than a flush period).
// 5. Nothing lost: «después» is stopped with SIGTERM (its last batch is written on the way out);
//    the list_appearances of company_insight_days must equal its successful list answers × 12, and
//    profile_views its successful profile answers.
// --cache-date-format (diagnosis): both apps preload bench/lib/intl-cache.mjs, which reuses one
// Intl.DateTimeFormat per locale and options instead of building one per call.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { AppProcess, benchAppEnv } from './lib/app-process.mjs';
import { assertPortFree } from './lib/load-infra.mjs';
import { loadMarketplace } from './lib/marketplace-data.mjs';
import { machine } from './lib/proc-stats.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { admin, numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { sleep } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const COMPANIES = numberFlag(args, '--companies', 50_000);
const ROUNDS = numberFlag(args, '--rounds', 3);
const DURATION = numberFlag(args, '--duration', 10);
const CONNECTIONS = numberFlag(args, '--connections', 64);
const PORT = numberFlag(args, '--port', 3480);
const KEEP = args.includes('--keep');
/** Diagnosis: both apps preload bench/lib/intl-cache.mjs (one Intl.DateTimeFormat per locale and options). */
const CACHE_DATE_FORMAT = args.includes('--cache-date-format');
const nodeArgs = CACHE_DATE_FORMAT ? ['--import', new URL('./lib/intl-cache.mjs', import.meta.url).href] : [];
const PAGE_SIZE = 12;
const FLUSH_MS = 5000;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = `bench-insights-${randomBytes(4).toString('hex')}`;

const started = new Date();
const machineLine = `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
console.log(`Estadísticas: coste de contar en los listados (issue 19) — ${started.toISOString()}`);
console.log(`Máquina: ${machineLine}; carga al empezar ${machine().load}\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-insights-'));
const apps = {};
/** Successful answers each app gave, per endpoint (prechecks, warm-ups and measures alike). */
const answered = { antes: { list: 0, detail: 0 }, despues: { list: 0, detail: 0 } };
let dbName;
let report;

const abort = async (signal) => {
  console.log(`\n${signal}: parando las apps y borrando lo creado…`);
  await Promise.all(Object.values(apps).map((a) => a.stop()));
  if (dbName && !KEEP) await admin(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await cleanRedis(redisUrl, queuePrefix).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', abort);
process.once('SIGTERM', abort);

try {
  await assertPortFree(PORT);
  await assertPortFree(PORT + 1);
  report = await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds, dbUrl) => {
    dbName = new URL(dbUrl).pathname.slice(1);
    const [pgInfo] = await ds.query(`SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS sb`);
    const data = await loadMarketplace(ds, {
      companies: COMPANIES,
      clients: 20_000,
      requests: 2_000,
      proposals: 4_000,
      messages: 2_000,
      companyProposals: 100,
      invoices: false,
    });
    const [{ visible }] = await ds.query(`SELECT count(*)::int AS visible FROM companies WHERE is_active AND status = 'active'`);
    const common = { databaseUrl: dbUrl, dataDir, jwtSecret: randomBytes(36).toString('base64url'), queuePrefix, redisUrl };
    const env = (port, extra) => benchAppEnv({ ...common, port }, { PUBLIC_LIST_CACHE_SECONDS: '0', RUN_WORKERS: 'false', ...extra });
    apps.antes = new AppProcess('antes', PORT, env(PORT, { INSIGHTS_FLUSH_MS: '0' }), path.join(dataDir, 'antes.log'), root, nodeArgs);
    apps.despues = new AppProcess('después', PORT + 1, env(PORT + 1, {}), path.join(dataDir, 'despues.log'), root, nodeArgs);
    try {
      await Promise.all([apps.antes.ready(), apps.despues.ready()]);
      console.log(`Apps: antes pid ${apps.antes.pid} (${apps.antes.base}), después pid ${apps.despues.pid} (${apps.despues.base})`);
      const endpoints = await endpointSpecs(ds);
      const rows = await measureAll(endpoints);
      // The last batch is written on SIGTERM (InsightsRecorder.beforeApplicationShutdown).
      await apps.despues.stop();
      const [counted] = await ds.query(
        `SELECT coalesce(sum(list_appearances), 0)::bigint AS list, coalesce(sum(profile_views), 0)::bigint AS views, count(*)::int AS rows
           FROM company_insight_days`,
      );
      return {
        pgInfo,
        loadMs: data.loadMs,
        visible,
        endpoints,
        rows,
        counted,
        warnings: [...apps.antes.warnings, ...apps.despues.warnings],
      };
    } finally {
      await Promise.all(Object.values(apps).map((a) => a.stop()));
    }
  });
} finally {
  await cleanRedis(redisUrl, queuePrefix).catch((error) => console.log(`Redis: no se pudieron borrar las claves: ${error.message}`));
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros en ${dataDir}`);
}

printReport(report);

/** The two endpoints and the paths they rotate over; every list page must be a full page. */
async function endpointSpecs(ds) {
  const list = [];
  for (let page = 1; page <= 6; page++) list.push(`/api/companies?page=${page}`);
  for (const province of ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bizkaia', 'Málaga'])
    for (const page of [1, 2]) list.push(`/api/companies?${new URLSearchParams({ province, page })}`);
  const visible = await ds.query(
    `SELECT slug || '-' || id AS param FROM companies WHERE is_active AND status = 'active' ORDER BY hashtext(id::text) LIMIT 200`,
  );
  const detail = visible.map((r) => `/api/companies/${r.param}`);
  // One answer per path from each app: the same body, and a full page of distinct companies.
  for (const [key, paths] of [
    ['list', list],
    ['detail', detail.slice(0, 10)],
  ]) {
    for (const p of paths) {
      const [a, b] = await Promise.all([get(apps.antes.base, p), get(apps.despues.base, p)]);
      if (a.status !== 200 || b.status !== 200 || a.text !== b.text)
        throw new Error(`${p}: antes ${a.status}, después ${b.status}, cuerpos distintos`);
      answered.antes[key]++;
      answered.despues[key]++;
      if (key === 'list' && new Set(JSON.parse(a.text).items.map((c) => c.id)).size !== PAGE_SIZE)
        throw new Error(`${p}: no es una página completa de ${PAGE_SIZE} empresas`);
    }
  }
  console.log(`Comprobado: ${list.length} páginas del directorio completas e iguales en las dos apps; ${detail.length} empresas`);
  return [
    { key: 'list', label: 'GET /api/companies (18 páginas y filtros)', paths: list },
    { key: 'detail', label: 'GET /api/companies/{slug} (200 empresas)', paths: detail },
  ];
}

/** Warm-up per app and endpoint, then ROUNDS × (antes, después) per endpoint with the same amount of requests. */
async function measureAll(endpoints) {
  const rows = [];
  for (const e of endpoints) {
    const warm = {};
    for (const key of ['antes', 'despues']) {
      warm[key] = await run(key, e, { amount: CONNECTIONS * 20 });
      console.log(`${e.key} ${key}: calentamiento ${warm[key].rps.toFixed(0)} req/s`);
      await sleep(FLUSH_MS + 1000);
    }
    const amount = Math.max(CONNECTIONS * 10, Math.round(((warm.antes.rps + warm.despues.rps) / 2) * DURATION));
    const row = { endpoint: e, amount, antes: [], despues: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const key of ['antes', 'despues']) {
        const r = await run(key, e, { amount });
        row[key].push(r);
        console.log(
          `  ${e.key} ronda ${round} ${key.padEnd(7)}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.ok}/${r.total} 2xx, ` +
            `CPU ${r.cpuMs.toFixed(2)} ms/pet.; carga ${machine().load}`,
        );
        await sleep(FLUSH_MS + 1000);
      }
    }
    rows.push(row);
  }
  return rows;
}

/**
 * autocannon against one app, the paths in turn, with the browser User-Agent. Always a fixed
 * `amount`: each connection then waits for its last answer, so every request the app counted is
 * one autocannon counted (a run by duration drops up to one request in flight per connection).
 */
async function run(key, endpoint, { amount }) {
  const app = apps[key];
  let next = 0;
  const cpuBefore = app.cpuSeconds();
  const t = performance.now();
  let last = t;
  const r = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: app.base,
        connections: CONNECTIONS,
        timeout: 30,
        headers: { 'user-agent': USER_AGENT },
        amount,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: endpoint.paths[next++ % endpoint.paths.length] }),
            onResponse: () => {
              last = performance.now();
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // Up to the last answer: autocannon ends a run on its next 1 s tick (its `duration` is whole seconds).
  const elapsed = (last - t) / 1000;
  const cpu = app.cpuSeconds() - cpuBefore;
  answered[key][endpoint.key] += r['2xx'];
  return {
    total: r.requests.total,
    ok: r['2xx'],
    errors: r.errors + r.timeouts + r.non2xx,
    rps: r.requests.total / elapsed,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuMs: (1000 * cpu) / r.requests.total,
  };
}

async function get(base, p) {
  const res = await fetch(`${base}${p}`, { headers: { 'user-agent': USER_AGENT } });
  return { status: res.status, text: await res.text() };
}

function printReport(r) {
  if (!r) return;
  const f = (x, d = 1) => (Number.isFinite(x) ? x.toFixed(d).replace('.', ',') : '—');
  const sum = (list, k) => list.reduce((a, x) => a + x[k], 0);
  const avg = (list, k) => sum(list, k) / list.length;
  const lines = [
    '',
    `=== Resultado (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `- Máquina: ${machineLine}, PostgreSQL ${r.pgInfo.version} (shared_buffers ${r.pgInfo.sb}) en la misma máquina, compartida con otras sesiones; carga al terminar ${machine().load}`,
    `- Datos: ${COMPANIES} empresas (${r.visible} visibles), 20.000 clientes, 2.000 solicitudes; carga en ${(r.loadMs / 1000).toFixed(0)} s`,
    `- autocannon ${CONNECTIONS} conexiones, User-Agent de Chrome en Linux${CACHE_DATE_FORMAT ? '; con --cache-date-format (diagnóstico: Intl.DateTimeFormat en caché en las dos apps)' : ''}; ${ROUNDS} rondas antes/después por endpoint, cada medida con el mismo número de peticiones`,
    '',
    '| endpoint | ronda | antes req/s | p50 | p99 | CPU ms/pet. | después req/s | p50 | p99 | CPU ms/pet. | después/antes req/s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of r.rows) {
    row.antes.forEach((a, i) => {
      const d = row.despues[i];
      lines.push(
        `| ${row.endpoint.label} | ${i + 1} | ${f(a.rps, 0)} | ${a.p50} ms | ${a.p99} ms | ${f(a.cpuMs, 2)} | ${f(d.rps, 0)} | ${d.p50} ms | ${d.p99} ms | ${f(d.cpuMs, 2)} | ${f(d.rps / a.rps, 2)} |`,
      );
    });
    const [a, d] = [row.antes, row.despues];
    lines.push(
      `| ${row.endpoint.label} | media | ${f(avg(a, 'rps'), 0)} | ${f(avg(a, 'p50'))} ms | ${f(avg(a, 'p99'))} ms | ${f(avg(a, 'cpuMs'), 2)} | ${f(avg(d, 'rps'), 0)} | ${f(avg(d, 'p50'))} ms | ${f(avg(d, 'p99'))} ms | ${f(avg(d, 'cpuMs'), 2)} | **${f(avg(d, 'rps') / avg(a, 'rps'), 2)}** |`,
    );
  }
  const expectedList = answered.despues.list * PAGE_SIZE;
  const errors = r.rows.flatMap((row) => [...row.antes, ...row.despues]).reduce((a, x) => a + x.errors, 0);
  lines.push(
    '',
    `Peticiones por medida: ${r.rows.map((row) => `${row.endpoint.key} ${row.amount}`).join(', ')}; respuestas no 2xx o errores: ${errors}.`,
    `Recuento de «después» (parada con SIGTERM): list_appearances ${r.counted.list} = ${answered.despues.list} listados × ${PAGE_SIZE} = ${expectedList} → ` +
      `${Number(r.counted.list) === expectedList ? 'ninguno perdido' : `DIFERENCIA ${Number(r.counted.list) - expectedList}`}; ` +
      `profile_views ${r.counted.views} = ${answered.despues.detail} fichas → ${Number(r.counted.views) === answered.despues.detail ? 'ninguna perdida' : `DIFERENCIA ${Number(r.counted.views) - answered.despues.detail}`} ` +
      `(${r.counted.rows} filas de company_insight_days).`,
  );
  if (r.warnings.length) lines.push('', `Avisos de las apps (${r.warnings.length}):`, ...r.warnings.slice(0, 10));
  const text = lines.join('\n');
  console.log(text);
  writeFileSync('/tmp/rutalia-bench-insights-last.md', `${text}\n`);
}
