// Shared by the bench/*-explain.mjs scripts: a scratch database on the server of DATABASE_URL,
// migrated with the compiled backend, and helpers to EXPLAIN and time the API's queries on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../backend/dist/database/data-source-options.js';
import { runMigrations } from '../../backend/dist/database/migrate.js';

/** `--name value` as a number, or `fallback` when the flag is missing or not a number. */
export function numberFlag(args, flag, fallback) {
  const i = args.indexOf(flag);
  const value = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const ms = (start) => `${(performance.now() - start).toFixed(0)} ms`;

export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's `postgres` database (CREATE/DROP DATABASE). */
export async function admin(serverUrl, sql) {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates rutalia_bench_<random> on the server, migrates it with the compiled backend and runs
 * `body(ds, url, { reused })`; drops the database afterwards (also on errors) unless `keep`.
 * With `reuse` (the name of a database a run kept with --keep), that one is migrated and used
 * instead, and kept.
 */
export async function withScratchDatabase(serverUrl, { keep = false, reuse } = {}, body) {
  const name = reuse ?? `rutalia_bench_${randomBytes(4).toString('hex')}`;
  if (reuse) keep = true;
  else await admin(serverUrl, `CREATE DATABASE "${name}"`);
  const url = withDatabase(serverUrl, name);
  console.log(`Base de datos ${reuse ? 'reutilizada' : 'temporal'}: ${name}`);
  let ds;
  try {
    ds = await new DataSource(dataSourceOptions(url)).initialize();
    const t = performance.now();
    await runMigrations(ds);
    console.log(`Migraciones: ${ms(t)}`);
    return await body(ds, url, { reused: Boolean(reuse) });
  } finally {
    if (ds?.isInitialized) await ds.destroy();
    if (!keep) {
      await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      console.log(`\nBase de datos temporal ${name} borrada.`);
    } else console.log(`\nBase de datos conservada: ${url}`);
  }
}

/**
 * Prints (unless `print: false`) EXPLAIN (ANALYZE, BUFFERS) of `{ sql, params }` and returns its
 * plan lines, Execution Time and the tables read with a Seq Scan.
 */
export async function explain(ds, title, { sql, params }, { print = true } = {}) {
  const rows = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']);
  if (print) {
    console.log(`\n=== ${title}\n${sql}\n-- params: ${JSON.stringify(params)}\n`);
    console.log(plan.join('\n'));
  }
  const executionMs = Number(plan.find((line) => line.startsWith('Execution Time:'))?.match(/([\d.]+) ms/)?.[1]);
  const seqScans = [...new Set(plan.flatMap((line) => [...line.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1])))];
  return { title, executionMs, seqScans, plan };
}

/** Median and p95 round trip from Node over `runs` executions (after one warm-up). */
export async function timing(ds, title, query, runs = 20) {
  await ds.query(query.sql, query.params); // warm
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await ds.query(query.sql, query.params);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)];
  const p95 = times[Math.floor(runs * 0.95)];
  console.log(`${title}: mediana ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${runs} ejecuciones, ida y vuelta desde Node)`);
  return { median, p95 };
}

/**
 * A stand-in for the backend's DataSource that runs every query on `ds` and records it, so a
 * compiled service method can be called as the API calls it and the exact SQL it sent
 * (with its parameters) EXPLAINed afterwards. `manager` and `transaction` record too.
 */
export function recordingDataSource(ds) {
  const calls = [];
  const recorder = {
    async query(sql, params = []) {
      calls.push({ sql, params });
      return ds.query(sql, params);
    },
    transaction: (work) => work(recorder),
    /** The queries recorded since the last take(), in the order the service sent them. */
    take: () => calls.splice(0),
  };
  recorder.manager = recorder;
  return recorder;
}
