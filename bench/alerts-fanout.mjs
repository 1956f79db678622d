#!/usr/bin/env node
// `npm run bench:alerts` (issue 19, part 2): alerts for new requests on the compiled app, one run.
//
//   npm run bench:alerts -- [--companies 50000] [--matching 5000] [--rounds 3] [--sequential 12]
//                           [--pace 250] [--burst 8] [--samples 5] [--digest-requests 2]
//                           [--port 3470] [--split-worker] [--no-digest] [--keep]
//
// 1. Scratch database rutalia_bench_<random> (bench/lib/scratch-db.mjs), migrated; with SQL
//    (bench/lib/alerts-data.mjs) --companies visible companies on the Profesional plan (alerts
//    `instant`) with an active subscription and 20 clients. Alert settings are kept in two side
//    tables and copied into company_alert_settings per phase.
// 2. The compiled app (`node backend/dist/main.js`) as in a one-process deployment: RUN_WORKERS on
//    (the alerts and mail workers run inside it), queues on Redis with the run's QUEUE_PREFIX, no
//    SMTP_URL (the app's default transport writes each mail as an .eml file in DATA_DIR/mail).
//    With --split-worker, as docker-compose.yml deploys it: the API with RUN_WORKERS=false and a
//    worker process (`node backend/dist/worker.js`) on the same database and queues.
// 3. Publish latency, A/B interleaved --rounds times: phase «sin alertas» (no settings rows) and
//    phase «N empresas coinciden» (--matching companies, e-mail instant, all matching the move
//    Madrid → Valencia published). Per phase: --sequential publishes one at a time, one every
//    --pace ms (so they spread over the fan-out they start), then a burst of --burst at once. After
//    each phase the script waits until the worker is idle (fan-outs done, every mail sent). While
//    publishing it records the API's event-loop delay (bench/lib/loop-probe.mjs), the CPU of the API
//    (and of the worker) and how many mails were sent.
// 4. Fan-out duration, --samples requests one by one with the worker idle: from the publish answer
//    to all request_alerts rows, to the job's end (every mail recorded and queued) and to every
//    mail sent.
// 5. Digest: every company in `digest` mode with --digest-requests unmailed alerts each (SQL); a
//    `digest` job is added to the app's alerts queue (what the 8:00 scheduler adds) and the script
//    measures until every alert has mailed_at and every digest mail is sent, the app's peak RSS, and
//    a GET /api/requests/:id probe during the digest next to the same probe with the worker idle.
// The database, the .eml files and the run's Redis keys are deleted at the end (unless --keep).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import { loadAlertsData, insertUnmailedAlerts, useSettings } from './lib/alerts-data.mjs';
import { alertsReport } from './lib/alerts-report.mjs';
import { AppQueues, latency, moveBody, publish, rssSampler, sweepMailFiles, until, waitIdle } from './lib/alerts-run.mjs';
import { AppProcess, benchAppEnv } from './lib/app-process.mjs';
import { assertPortFree } from './lib/load-infra.mjs';
import { WorkerProcess } from './lib/load-worker.mjs';
import { machine } from './lib/proc-stats.mjs';
import { cleanRedis } from './lib/redis-clean.mjs';
import { admin, numberFlag, withScratchDatabase } from './lib/scratch-db.mjs';
import { sleep } from './lib/stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const COMPANIES = numberFlag(args, '--companies', 50_000);
const MATCHING = Math.min(COMPANIES, numberFlag(args, '--matching', 5_000));
const ROUNDS = numberFlag(args, '--rounds', 3);
const SEQUENTIAL = numberFlag(args, '--sequential', 12);
const PACE_MS = numberFlag(args, '--pace', 250);
const BURST = numberFlag(args, '--burst', 8);
const SAMPLES = numberFlag(args, '--samples', 5);
const DIGEST_REQUESTS = numberFlag(args, '--digest-requests', 2);
const PORT = numberFlag(args, '--port', 3470);
const DIGEST = !args.includes('--no-digest');
const SPLIT = args.includes('--split-worker');
const KEEP = args.includes('--keep');
const CLIENTS = 20;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const queuePrefix = `bench-alerts-${randomBytes(4).toString('hex')}`;
const PHASES = { A: 'sin alertas', B: `${MATCHING.toLocaleString('es-ES')} empresas coinciden` };

const started = new Date();
const machineLine = `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}`;
console.log(`Alertas: fan-out y resumen diario (issue 19) — ${started.toISOString()}`);
console.log(`Máquina: ${machineLine}; carga al empezar ${machine().load}\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rutalia-bench-alerts-'));
const mailDir = path.join(dataDir, 'mail');
const jwtSecret = randomBytes(36).toString('base64url');
let app;
/** The separate worker process (--split-worker). */
let worker;
/** The process that runs the jobs: the worker, or the app itself. */
let busy;
let queues;
let report;
let publishedCount = 0;
let dbName;

// Ctrl-C or kill: the app, the database, the .eml files and the Redis keys go too.
const abort = async (signal) => {
  console.log(`\n${signal}: parando la app y borrando lo creado…`);
  await Promise.all([app?.stop(), worker?.stop()]);
  if (dbName && !KEEP) await admin(serverUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  await cleanRedis(redisUrl, queuePrefix).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(130);
};
process.once('SIGINT', abort);
process.once('SIGTERM', abort);

try {
  await assertPortFree(PORT);
  report = await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds, dbUrl) => {
    dbName = new URL(dbUrl).pathname.slice(1);
    const [pgInfo] = await ds.query(`SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS sb`);
    const { clientIds } = await loadAlertsData(ds, { companies: COMPANIES, matching: MATCHING, clients: CLIENTS });
    const tokens = clientIds.map((sub) => jwt.sign({ sub }, jwtSecret, { algorithm: 'HS256', expiresIn: 6 * 3600 }));
    const env = benchAppEnv(
      { port: PORT, databaseUrl: dbUrl, dataDir, jwtSecret, queuePrefix, redisUrl },
      { RUN_WORKERS: SPLIT ? 'false' : 'true' },
    );
    app = new AppProcess('app', PORT, env, path.join(dataDir, 'app.log'), root);
    if (SPLIT) worker = new WorkerProcess('worker', { ...env, RUN_WORKERS: 'true' }, path.join(dataDir, 'worker.log'), root);
    busy = worker ?? app;
    try {
      await Promise.all([app.ready(), worker?.ready()]);
      queues = await AppQueues.open(redisUrl, queuePrefix);
      console.log(
        `App: pid ${app.pid} (${app.base}), RSS ${(app.memory().rss / 1024).toFixed(0)} MB${worker ? `; worker pid ${worker.pid}` : ' (con los workers)'}; ` +
          `colas en Redis con prefijo ${queuePrefix}`,
      );
      const next = () => {
        const n = publishedCount++;
        return { token: tokens[n % tokens.length], body: moveBody(n) };
      };
      const send = () => {
        const { token, body } = next();
        return publish(app.base, token, body);
      };
      // Warm-up (JIT, connections), not measured.
      await useSettings(ds, null);
      const warm = [];
      for (let i = 0; i < 10; i++) warm.push((await send()).id);
      await waitIdle(ds, queues, 'calentamiento');

      // ------------------------------------------------------------ 1. publish latency, A/B
      const phase = () => ({ seq: [], burst: [], drainMs: [], jobs: [], windows: [] });
      const phases = { A: phase(), B: phase() };
      const sentMails = async () => (await ds.query(`SELECT count(*)::int AS n FROM mail_log WHERE status = 'sent'`))[0].n;
      const aIds = [...warm];
      for (let round = 1; round <= ROUNDS; round++) {
        for (const key of ['A', 'B']) {
          const phase = phases[key];
          await useSettings(ds, key === 'B' ? 'bench_settings_fanout' : null);
          const ids = [];
          const before = { mails: await sentMails(), api: app.cpuSeconds(), worker: worker?.cpuSeconds() };
          await app.loopDelay({ reset: true });
          const t = performance.now();
          for (let i = 0; i < SEQUENTIAL; i++) {
            const start = performance.now();
            const r = await send();
            phase.seq.push(r.ms);
            ids.push(r.id);
            await sleep(Math.max(0, PACE_MS - (performance.now() - start)));
          }
          for (const r of await Promise.all(Array.from({ length: BURST }, send))) {
            phase.burst.push(r.ms);
            ids.push(r.id);
          }
          const publishMs = performance.now() - t;
          phase.windows.push({
            ms: publishMs,
            loop: await app.loopDelay(),
            apiCpuPct: (100 * (app.cpuSeconds() - before.api)) / (publishMs / 1000),
            workerCpuPct: worker ? (100 * (worker.cpuSeconds() - before.worker)) / (publishMs / 1000) : NaN,
            mailsSent: (await sentMails()) - before.mails,
          });
          const drain = await waitIdle(ds, queues, `ronda ${round} «${PHASES[key]}»`);
          phase.drainMs.push(drain);
          for (const id of ids) phase.jobs.push(await queues.fanOutJob(id));
          if (key === 'A') aIds.push(...ids);
          const files = sweepMailFiles(mailDir);
          const s = latency([...phase.seq.slice(-SEQUENTIAL), ...phase.burst.slice(-BURST)]);
          console.log(
            `Ronda ${round} «${PHASES[key]}»: ${ids.length} publicaciones en ${(publishMs / 1000).toFixed(1)} s, p50 ${s.p50.toFixed(1)} ms, ` +
              `p99 ${s.p99.toFixed(1)} ms; worker libre ${(drain / 1000).toFixed(1)} s después; ${files} correos .eml; carga ${machine().load}`,
          );
        }
      }
      const [{ alerts: bAlerts }] = await ds.query(`SELECT count(*)::int AS alerts FROM request_alerts`);

      // ------------------------------------------------------------ 2. fan-out duration, one at a time
      await useSettings(ds, 'bench_settings_fanout');
      const samples = [];
      for (let i = 0; i < SAMPLES; i++) {
        await waitIdle(ds, queues, 'muestra de fan-out');
        const r = await send();
        const count = async (sql, params = []) => (await ds.query(sql, params))[0].n;
        const rowsAt = await until(
          async () => (await count(`SELECT count(*)::int AS n FROM request_alerts WHERE request_id = $1`, [r.id])) >= MATCHING,
          { label: 'filas de request_alerts' },
        );
        const sentAt = await until(async () => (await count(`SELECT count(*)::int AS n FROM mail_log WHERE status <> 'sent'`)) === 0, {
          everyMs: 50,
          label: 'correos enviados',
        });
        await until(async () => (await queues.fanOutJob(r.id))?.finished !== undefined, { label: 'fin del trabajo' });
        const job = await queues.fanOutJob(r.id);
        const [{ n: sent }] = await ds.query(
          `SELECT count(*)::int AS n FROM mail_log WHERE template = 'request-alert' AND dedupe_key LIKE '%:' || $1 AND status = 'sent'`,
          [r.id],
        );
        const sample = {
          publishMs: r.ms,
          rowsMs: rowsAt - r.at,
          startMs: job.started - r.at,
          jobMs: job.finished - r.at,
          sentMs: sentAt - r.at,
          alerted: job.result?.alerted,
          mailed: job.result?.mailed,
          sent,
        };
        samples.push(sample);
        console.log(
          `Fan-out ${i + 1}: respuesta ${r.ms.toFixed(1)} ms; filas ${sample.rowsMs} ms, trabajo terminado ${sample.jobMs} ms, ` +
            `${sent} correos enviados ${sample.sentMs} ms después de la respuesta (${sample.alerted} avisadas, ${sample.mailed} correos)`,
        );
      }
      await waitIdle(ds, queues, 'fan-out');
      sweepMailFiles(mailDir);

      // ------------------------------------------------------------ 3. digest
      const digest = DIGEST ? await runDigest(ds, aIds.slice(0, DIGEST_REQUESTS)) : undefined;
      return { pgInfo, phases, bAlerts, samples, digest, warnings: [...app.warnings, ...(worker?.warnings ?? [])] };
    } finally {
      await queues?.close();
      await Promise.all([app.stop(), worker?.stop()]); // before the database is dropped
    }
  });
} finally {
  await cleanRedis(redisUrl, queuePrefix).catch((error) => console.log(`Redis: no se pudieron borrar las claves: ${error.message}`));
  if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`Registros en ${dataDir}`);
}

if (report) {
  const text = alertsReport(report, {
    started,
    machineLine,
    load: machine().load,
    companies: COMPANIES,
    matching: MATCHING,
    clients: CLIENTS,
    rounds: ROUNDS,
    sequential: SEQUENTIAL,
    paceMs: PACE_MS,
    burst: BURST,
    split: SPLIT,
    phases: PHASES,
  });
  console.log(text);
  writeFileSync('/tmp/rutalia-bench-alerts-last.md', `${text}\n`);
}

/** Step 5: the digest for every company, with a probe of the API before and during it. */
async function runDigest(ds, requestIds) {
  await useSettings(ds, 'bench_settings_digest');
  const t = performance.now();
  const rows = await insertUnmailedAlerts(ds, requestIds);
  console.log(
    `\nResumen: ${rows} alertas sin enviar (${requestIds.length} por empresa) insertadas en ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const probePath = `/api/requests/${requestIds[0]}`;
  const idle = await probe(probePath, () => false, 10_000);
  const rssBefore = busy.memory().rss;
  const cpuBefore = busy.cpuSeconds();
  const sampler = rssSampler(busy.pid);
  const t0 = Date.now();
  const job = await queues.alerts.add('digest', {}, { jobId: `bench-digest-${t0}`, attempts: 1 });
  let markedAt;
  let jobAt;
  let sentAt;
  const unmailed = async () => (await ds.query(`SELECT count(*)::int AS n FROM request_alerts WHERE mailed_at IS NULL`))[0].n;
  const unsent = async () => (await ds.query(`SELECT count(*)::int AS n FROM mail_log WHERE status <> 'sent'`))[0].n;
  const during = probe(probePath, () => sentAt !== undefined, Infinity);
  let lastPrint = Date.now();
  while (sentAt === undefined) {
    const now = Date.now();
    if (markedAt === undefined && (await unmailed()) === 0) markedAt = now;
    if (jobAt === undefined) {
      const state = await job.getState();
      if (state === 'failed') throw new Error('El trabajo del resumen falló');
      if (state === 'completed') jobAt = (await queues.alerts.getJob(job.id)).finishedOn;
    }
    if (markedAt !== undefined && jobAt !== undefined && (await queues.pending()).mail === 0 && (await unsent()) === 0) sentAt = now;
    if (now - lastPrint > 15_000) {
      lastPrint = now;
      console.log(
        `  resumen: ${((now - t0) / 1000).toFixed(0)} s, alertas sin marcar ${await unmailed()}, correos sin enviar ${await unsent()}`,
      );
    }
    if (now - t0 > 3 * 3600_000) throw new Error('El resumen no terminó en 3 h');
    await sleep(200);
  }
  const peakRss = sampler.stop();
  const cpu = busy.cpuSeconds() - cpuBefore;
  const probeDuring = await during;
  const finished = await queues.alerts.getJob(job.id);
  const [check] = await ds.query(
    `SELECT (SELECT count(*)::int FROM mail_log WHERE template = 'request-alert-digest' AND status = 'sent') AS sent,
            (SELECT count(*)::int FROM request_alerts WHERE mail_kind = 'digest' AND digest_day IS NOT NULL) AS marked`,
  );
  const files = sweepMailFiles(mailDir);
  const result = {
    rows,
    companies: COMPANIES,
    markedMs: markedAt - t0,
    jobMs: jobAt - t0,
    sentMs: sentAt - t0,
    returned: finished.returnvalue,
    sent: check.sent,
    marked: check.marked,
    files,
    rssBefore,
    peakRss,
    cpu,
    idle,
    probeDuring,
  };
  console.log(
    `Resumen: alertas marcadas en ${(result.markedMs / 1000).toFixed(1)} s, trabajo terminado en ${(result.jobMs / 1000).toFixed(1)} s, ` +
      `${check.sent} correos enviados en ${(result.sentMs / 1000).toFixed(1)} s; RSS ${(rssBefore / 1024).toFixed(0)} → pico ${(peakRss / 1024).toFixed(0)} MB`,
  );
  return result;
}

/** GET `route` one after another (every 100 ms at most) until `done()` or `maxMs`; latencies in ms. */
async function probe(route, done, maxMs) {
  const times = [];
  const start = performance.now();
  while (!done() && performance.now() - start < maxMs) {
    const t = performance.now();
    const res = await fetch(`${app.base}${route}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${route}: ${res.status}`);
    times.push(performance.now() - t);
    await sleep(Math.max(0, 100 - (performance.now() - t)));
  }
  return latency(times);
}
