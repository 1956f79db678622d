// What compressing HTML and JSON on the fly costs and saves: for the home page, a service landing
// and three public JSON lists of the demo data, the bytes as sent (identity), with gzip 6 and
// brotli 4 (what @fastify/compress does per response) and brotli 11 (what the build does for
// static files), the time of each compression, then autocannon on the same running app asking
// for identity, gzip and br: requests per second and the app's CPU time per request.
//
//   node scripts/build.mjs && node bench/compression-cost.mjs
//
// Starts the app like bench/lighthouse.mjs (embedded PostgreSQL and demo data, PORT 3431, EMBEDDED_PG_PORT 3438), or
// uses BASE_URL and PID (the app's process id, for its CPU time) of one already running.
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startDemoApp } from './lib/demo-app.mjs';
import { cpuSecondsOf, machine } from './lib/proc-stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.DURATION ?? 8);
const PATHS = ['/', '/mudanzas', '/api/companies', '/api/requests', '/api/blog/posts'];
const ENCODINGS = ['identity', 'gzip', 'br'];

const app = process.env.BASE_URL
  ? undefined
  : await startDemoApp(root, Number(process.env.PORT ?? 3431), Number(process.env.EMBEDDED_PG_PORT ?? 3438));
const base = process.env.BASE_URL ?? app.base;
const pid = app?.pid ?? Number(process.env.PID);
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;
try {
  console.log(`Carga al empezar: ${machine().load}\n`);
  console.log('| ruta | sin comprimir | gzip 6 | br 4 | br 11 | µs gzip 6 | µs br 4 | µs br 11 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const route of PATHS) {
    const raw = Buffer.from(await (await fetch(`${base}${route}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    const gzip = timed(() => gzipSync(raw, { level: 6 }));
    const br4 = timed(() => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
    const br11 = timed(() => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), 20);
    console.log(
      `| \`${route}\` | ${kB(raw.length)} | ${kB(gzip.size)} | ${kB(br4.size)} | ${kB(br11.size)} | ${gzip.us} | ${br4.us} | ${br11.us} |`,
    );
  }

  console.log(`\nautocannon, 8 conexiones, ${duration} s por fila (tras 2 s de calentamiento):\n`);
  console.log('| ruta | accept-encoding | content-encoding | bytes/respuesta | req/s | p99 ms | CPU ms/req de la app |');
  console.log('|---|---|---|---|---|---|---|');
  for (const route of PATHS) {
    for (const encoding of ENCODINGS) {
      const headers = { 'accept-encoding': encoding };
      const answered = await fetch(`${base}${route}`, { headers });
      const sent = answered.headers.get('content-encoding') ?? 'identity';
      await load(route, headers, 2);
      const cpuBefore = cpuSecondsOf(pid);
      const r = await load(route, headers, duration);
      const cpuMs = ((cpuSecondsOf(pid) - cpuBefore) * 1000) / r.requests.total;
      console.log(
        `| \`${route}\` | ${encoding} | ${sent} | ${Math.round(r.throughput.total / r.requests.total)} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${cpuMs.toFixed(2)} |`,
      );
    }
  }
  console.log(`\nCarga al terminar: ${machine().load}`);
} finally {
  await app?.stop();
}

/** Average time of `fn` over `n` calls (after one warm-up call), in µs, and the size it gives. */
function timed(fn, n = 200) {
  const size = fn().length;
  const started = performance.now();
  for (let i = 0; i < n; i++) fn();
  return { size, us: Math.round(((performance.now() - started) * 1000) / n) };
}

function load(route, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${route}`, headers, connections: 8, duration: seconds, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}
