#!/usr/bin/env node
// Not a test: the directory list before and after featured placement (issue 19), same run, same
// data. Loads N companies with subscriptions (≈85 % Básico, 10 % Profesional, 4 % Premium, 1 %
// lapsed Profesional trials) and prints, for each scenario, the EXPLAIN ANALYZE summary and the
// median/p95 of the statement before (newest first, as until issue 19) and after (relevance tier
// for q + featured boost), both built from the compiled backend.
//
//   npm run build -w backend
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/featured-explain.mjs [--companies 5000] [--plans]
import { explain as explainOn, numberFlag, timing as timingOn, withScratchDatabase } from './lib/scratch-db.mjs';
import { CITIES, DIRECTORY_SERVICES } from '@rutalia/catalog';
import { COMPANY_COLUMNS, directoryCountQuery, directoryPageQuery } from '../backend/dist/modules/companies/company-sql.js';
import { directoryFilters } from '../backend/dist/modules/companies/companies.service.js';
import { featuredBoost } from '../backend/dist/modules/companies/featured-ranking.js';
import { seedPlans } from '../backend/dist/database/seeds/plans.seed.js';

const args = process.argv.slice(2);
const COMPANIES = numberFlag(args, '--companies', 5_000);
const PRINT_PLANS = args.includes('--plans');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The statement the directory ran before issue 19: its WHERE, newest first. */
function beforeQuery(filters, limit, offset) {
  const count = directoryCountQuery(filters);
  const where = count.sql.slice(count.sql.indexOf(' WHERE ') + 7);
  const n = count.params.length;
  return {
    sql: `SELECT ${COMPANY_COLUMNS} FROM companies c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    params: [...count.params, limit, offset],
  };
}

await withScratchDatabase(serverUrl, {}, async (ds) => {
  await seedPlans(ds); // what the app does at start-up: Básico 0, Profesional 1, Premium 2
  const cities = CITIES.filter((c) => c.country === 'España');
  await ds.query(
    `INSERT INTO users (email, password_hash, full_name, user_type)
     SELECT 'bench-' || i || '@example.com', 'x', 'Usuario ' || i, 'company' FROM generate_series(1, $1) AS i`,
    [COMPANIES],
  );
  await ds.query(
    `WITH u AS (SELECT id, row_number() OVER (ORDER BY email) AS i FROM users),
          places AS (SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(city, province, n))
     INSERT INTO companies (user_id, slug, company_name, contact_person, email, phone, city, province, services, description, created_at)
     SELECT u.id, '',
            (ARRAY['Transportes','Mudanzas','Logística','Cargas','Distribuciones','Envíos'])[1 + i % 6] || ' ' ||
            (ARRAY['García','Martínez','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Moreno'])[1 + abs(hashtext('s' || i)) % 10] || ' ' || i,
            'Contacto ' || i, 'empresa' || i || '@example.com', '600000000', places.city, places.province,
            ARRAY[($3::text[])[1 + i % array_length($3::text[], 1)]],
            '<p>' || (ARRAY['Empresa familiar de mudanzas y guardamuebles','Transporte de mercancía paletizada por toda España',
                            'Logística integral y almacenaje para e-commerce','Paquetería urgente y última milla en ciudad'])[1 + i % 4] || '.</p>',
            now() - (i % 1000) * interval '1 day' - (i % 997) * interval '1 minute'
       FROM u JOIN places ON places.n = 1 + abs(hashtext('c' || u.i)) % $4`,
    [cities.map((c) => c.name), cities.map((c) => c.province), DIRECTORY_SERVICES, cities.length],
  );
  await ds.query(
    `INSERT INTO company_subscriptions (company_id, plan_id, status, billing_cycle, trial_ends_at, current_period_start, current_period_end)
     SELECT c.id, p.id,
            CASE WHEN k = 99 THEN 'trialing' ELSE 'active' END::subscription_status, 'monthly',
            CASE WHEN k = 99 THEN now() - interval '1 day' END,
            now() - interval '10 days', now() + interval '20 days' - CASE WHEN k = 99 THEN interval '21 days' ELSE interval '0' END
       FROM (SELECT id, abs(hashtext(id::text)) % 100 AS k FROM companies) c
       JOIN subscription_plans p ON p.plan_name = CASE WHEN c.k < 85 THEN 'basic' WHEN c.k < 95 OR c.k = 99 THEN 'professional' ELSE 'premium' END`,
  );
  await ds.query('VACUUM ANALYZE');
  const [counts] = await ds.query(
    `SELECT (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id WHERE p.featured_level >= 1 AND s.status = 'active')::int AS featured`,
  );
  console.log(`Datos: ${counts.companies} empresas, ${counts.featured} con plan destacado activo`);

  const now = new Date();
  const scenarios = [
    ['sin filtros, página 1', {}, 0, 'directory'],
    ['sin filtros, página 5', {}, 48, 'directory'],
    ['province=Madrid, página 1', { province: 'Madrid' }, 0, 'directory'],
    ['service=Mudanzas, página 1', { service: 'Mudanzas' }, 0, 'directory'],
    ['q=mudanzas, página 1', { q: 'mudanzas' }, 0, 'directory'],
    ['q=garcia&province=Valencia, página 1', { q: 'garcia', province: 'Valencia' }, 0, 'directory'],
    ['inicio (6, solo Premium)', {}, 0, 'home'],
  ];
  const rows = [];
  for (const [title, query, offset, placement] of scenarios) {
    const filters = directoryFilters(query);
    const size = placement === 'home' ? 6 : 12;
    const before = beforeQuery(filters, size, offset);
    const after = directoryPageQuery(filters, size, offset, featuredBoost(placement, now, size));
    const b = await explainOn(ds, `Antes: ${title}`, before, { print: PRINT_PLANS });
    const a = await explainOn(ds, `Después: ${title}`, after, { print: PRINT_PLANS });
    const tb = await timingOn(ds, `antes   ${title}`, before, 30);
    const ta = await timingOn(ds, `después ${title}`, after, 30);
    rows.push({ title, b, a, tb, ta });
  }
  console.log('\n| Escenario | Antes (EXPLAIN / mediana) | Después (EXPLAIN / mediana) | Seq Scan después |');
  console.log('|---|---|---|---|');
  for (const { title, b, a, tb, ta } of rows) {
    console.log(
      `| ${title} | ${b.executionMs.toFixed(2)} ms / ${tb.median.toFixed(2)} ms | ${a.executionMs.toFixed(2)} ms / ${ta.median.toFixed(2)} ms | ${a.seqScans.join(', ') || '—'} |`,
    );
  }
});
