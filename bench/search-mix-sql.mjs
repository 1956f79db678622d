#!/usr/bin/env node
// Not a test: runs every search of bench/lib/search-queries.mjs (the directory's and the jobs'
// mix) through the compiled backend's own runners (findDirectoryPage, pagePublicRequestRows: the
// page and its capped count in parallel, then the typo fallback when nothing matched), one search
// at a time after a warm-up pass, against a database of bench/http-lists.mjs, and prints
// p50/p90/p99/max per endpoint and the slowest searches with their parameters. Serial timings on a
// shared machine are far steadier than a load test's; this measures the SQL, not HTTP.
//
//   npm run build -w backend
//   npm run bench -- --no-cache --only directorio --keep --duration 1 --warmup 0 --port 3460   # prints the database
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rutalia_bench_xxxx node bench/search-mix-sql.mjs [--dist backend/dist] [--slowest 10] [--only companies|jobs]
//   … --passes 3    # each search's median of 3 runs (steadier on a shared machine)
//   … --only companies --explain '{"q":"mudanzas","province":"Madrid","page":1}'   # EXPLAIN ANALYZE of one search's statements
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { directorySearches, jobSearches } from './lib/search-queries.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const dist = path.resolve(flag('--dist', 'backend/dist'));
const slowest = Number(flag('--slowest', '10'));
const only = flag('--only', undefined);
// Each search's time is its median over `passes` runs: on a shared machine one pass is noise.
const passes = Number(flag('--passes', '1'));
const explain = flag('--explain', undefined);
const url = process.env.DATABASE_URL;
if (!url || url.endsWith('/test')) throw new Error('DATABASE_URL: a bench database (rutalia_bench_…), not the tests’ one');

const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { findDirectoryPage } = await load('modules/companies/company-sql.js');
const { directoryFilters } = await load('modules/companies/companies.service.js');
const { featuredBoost } = await load('modules/companies/featured-ranking.js');
const { pagePublicRequestRows } = await load('modules/requests/request-list-sql.js');

// Two connections, as the page and its count run in parallel in the API.
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = { query: (sql, params) => pool.query(sql, params).then((r) => r.rows) };
/** The same, printing each statement's EXPLAIN (ANALYZE, BUFFERS) after running it. */
const explaining = {
  query: async (sql, params) => {
    const rows = await db.query(sql, params);
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(`\n${sql}\n-- ${JSON.stringify(params)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    return rows;
  },
};

const DIRECTORY_PAGE_SIZE = 12;
const JOBS_PAGE_SIZE = 6;
const now = new Date();

const endpoints = {
  companies: {
    list: directorySearches(),
    run: (s, on = db) => {
      const offset = (s.page - 1) * DIRECTORY_PAGE_SIZE;
      return findDirectoryPage(on, directoryFilters(s), DIRECTORY_PAGE_SIZE, offset, featuredBoost('directory', now, DIRECTORY_PAGE_SIZE));
    },
  },
  jobs: {
    list: jobSearches(),
    run: (s, on = db) =>
      pagePublicRequestRows(
        on,
        { q: s.q, service: s.service, location: s.location },
        'newest',
        JOBS_PAGE_SIZE,
        (s.page - 1) * JOBS_PAGE_SIZE,
      ),
  },
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const f = (v) => v.toFixed(1).padStart(7);

console.log(`dist: ${path.relative(process.cwd(), dist)}  database: ${new URL(url).pathname.slice(1)}`);
for (const [name, { list, run }] of Object.entries(endpoints)) {
  if (only && only !== name) continue;
  if (explain) {
    await run(JSON.parse(explain), explaining);
    continue;
  }
  for (const s of list) await run(s); // warm-up: caches, statistics, plans of the functions
  const runs = list.map(() => []);
  let totals = [];
  for (let pass = 0; pass < passes; pass++) {
    totals = [];
    for (const [i, s] of list.entries()) {
      const start = performance.now();
      const page = await run(s);
      runs[i].push(performance.now() - start);
      totals.push(page.total);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const times = list.map((s, i) => ({ ms: median(runs[i]), s, total: totals[i] }));
  const summary = (label, subset) => {
    const sorted = subset.map((t) => t.ms).sort((a, b) => a - b);
    if (sorted.length === 0) return;
    console.log(
      `  ${label.padEnd(12)} (${String(sorted.length).padStart(3)}): p50 ${f(quantile(sorted, 0.5))}  p90 ${f(quantile(sorted, 0.9))}  p99 ${f(quantile(sorted, 0.99))}  max ${f(sorted.at(-1))} ms`,
    );
  };
  console.log(`\n${name} (${list.length} búsquedas, en serie, mediana de ${passes} pasada(s)):`);
  summary('todas', times);
  summary(
    'con lugar',
    times.filter((t) => t.s.province || t.s.city || t.s.location),
  );
  summary(
    'sin lugar',
    times.filter((t) => !(t.s.province || t.s.city || t.s.location)),
  );
  for (const t of times.sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    console.log(`  ${f(t.ms)} ms  total ${String(t.total).padStart(5)}  ${JSON.stringify(t.s)}`);
  }
}
await pool.end();
