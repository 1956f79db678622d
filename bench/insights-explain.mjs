#!/usr/bin/env node
// Not a test: the statements of a company's statistics (GET /api/me/insights, issue 19) on a
// marketplace-sized database: EXPLAIN ANALYZE and median/p95 of each, for the busiest company and
// a typical one; the hourly job that computes every group's medians (insight_peer_medians) and the
// page's read of a group's two rows.
// Loads the marketplace (bench/lib/marketplace-data.mjs), one request_views row per proposal
// (opened 1–600 minutes before sending) and 30 days of company_insight_days for every company.
//
//   node scripts/build.mjs   (or npm run build -w backend)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/insights-explain.mjs \
//     [--companies 50000] [--requests 200000] [--proposals 500000] [--plans]
import { SERVICE_CATEGORIES } from '@rutalia/catalog';
import { loadMarketplace } from './lib/marketplace-data.mjs';
import { explain as explainOn, numberFlag, recordingDataSource, timing, withScratchDatabase } from './lib/scratch-db.mjs';
import { seedPlans } from '../backend/dist/database/seeds/plans.seed.js';
import { insightsWindow } from '../backend/dist/modules/insights/insights-figures.js';
import { countJobViewsByDay, findExposureDays, findProposalSamples } from '../backend/dist/modules/insights/insights-sql.js';
import { findPeerMedians, refreshPeerMedians } from '../backend/dist/modules/insights/peer-medians-sql.js';
import { MIN_GROUP } from '../backend/dist/modules/insights/peer-medians.service.js';
import { madridToday } from '../backend/dist/modules/requests/request-structure.js';

const args = process.argv.slice(2);
const SIZE = {
  companies: numberFlag(args, '--companies', 50_000),
  clients: numberFlag(args, '--clients', 60_000),
  requests: numberFlag(args, '--requests', 200_000),
  proposals: numberFlag(args, '--proposals', 500_000),
};
const PRINT_PLANS = args.includes('--plans');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

await withScratchDatabase(serverUrl, {}, async (ds) => {
  await seedPlans(ds);
  await loadMarketplace(ds, { ...SIZE, messages: 0, invoices: false, heavyCompanies: 20, companyProposals: 600 });
  let t = performance.now();
  await ds.query(
    `INSERT INTO request_views (company_id, request_id, first_viewed_at)
     SELECT company_id, request_id, created_at - (1 + abs(hashtext(id::text)) % 600) * interval '1 minute' FROM proposals
     ON CONFLICT DO NOTHING`,
  );
  await ds.query(
    `INSERT INTO company_insight_days (company_id, day, profile_views, list_appearances)
     SELECT c.id, d::date, abs(hashtext(c.id::text || d::text)) % 20, abs(hashtext(d::text || c.id::text)) % 400
       FROM companies c CROSS JOIN generate_series(current_date - 29, current_date, interval '1 day') AS d`,
  );
  await ds.query('VACUUM ANALYZE request_views');
  await ds.query('VACUUM ANALYZE company_insight_days');
  const [sizes] = await ds.query(
    `SELECT (SELECT count(*) FROM request_views)::int AS views, (SELECT count(*) FROM company_insight_days)::int AS days,
            (SELECT count(*) FROM proposals WHERE created_at >= now() - interval '30 days')::int AS recent`,
  );
  console.log(
    `request_views ${sizes.views}, company_insight_days ${sizes.days}, propuestas de los últimos 30 días ${sizes.recent} (${(
      (performance.now() - t) /
      1000
    ).toFixed(1)} s)`,
  );

  const [busiest] = await ds.query(
    `SELECT company_id AS id, count(*)::int AS n FROM proposals WHERE created_at >= now() - interval '30 days' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  const [typical] = await ds.query(
    `SELECT c.id, c.services, c.province FROM companies c WHERE c.is_active AND c.status = 'active' ORDER BY c.id LIMIT 1 OFFSET 1000`,
  );
  const window = insightsWindow(madridToday(new Date()));
  const recorder = recordingDataSource(ds);
  const results = [];
  const run = async (title, call) => {
    await call(recorder);
    for (const query of recorder.take()) {
      const result = await explainOn(ds, title, query, { print: PRINT_PLANS });
      const time = await timing(ds, title, query, 15);
      results.push({ ...result, ...time });
    }
  };
  for (const [label, id] of [
    [`empresa más activa (${busiest.n} propuestas en 30 días)`, busiest.id],
    ['empresa típica', typical.id],
  ]) {
    await run(`exposición diaria, ${label}`, (db) => findExposureDays(db, id, window.from, window.to));
    await run(`solicitudes vistas, ${label}`, (db) => countJobViewsByDay(db, id, window.from));
    await run(`propuestas, ${label}`, (db) => findProposalSamples(db, id, window.from));
  }
  // The job: every group at once, three runs (it replaces the day's rows each time).
  const terms = SERVICE_CATEGORIES.flatMap((c) => [c.name, ...c.services].map((term) => ({ term, category: c.slug })));
  const jobTimes = [];
  let groups = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    groups = await ds.transaction((em) => refreshPeerMedians(em, window, terms, MIN_GROUP));
    jobTimes.push(performance.now() - start);
  }
  console.log(`Trabajo de medianas: ${groups} grupos; ${jobTimes.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`);
  const [largest] = await ds.query(
    `SELECT category, province, companies FROM insight_peer_medians WHERE province <> '*' ORDER BY companies DESC LIMIT 1`,
  );
  await run(`lectura de la comparación (${largest.category}, ${largest.province}: ${largest.companies} empresas)`, (db) =>
    findPeerMedians(db, largest.category, largest.province, window.to),
  );

  console.log('\n| consulta | ejecución (EXPLAIN) | mediana | p95 | Seq Scan |');
  console.log('|---|---:|---:|---:|---|');
  const sorted = [...jobTimes].sort((a, b) => a - b);
  console.log(
    `| trabajo de medianas (${groups} grupos, todas a la vez) | — | ${sorted[1].toFixed(0)} ms | ${sorted[2].toFixed(0)} ms | — |`,
  );
  for (const r of results) {
    console.log(
      `| ${r.title} | ${r.executionMs.toFixed(2)} ms | ${r.median.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ${r.seqScans.join(', ') || '—'} |`,
    );
  }
});
