#!/usr/bin/env node
// Not a test: loads 50,000 companies into a scratch database and prints the EXPLAIN (ANALYZE,
// BUFFERS) of the directory query (text search + province filter) and its companions, as the
// API runs them (the SQL comes from the compiled backend, so this measures the real queries).
//
//   npm run build -w backend
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/companies-explain.mjs [--companies 50000] [--keep]
//
// The scratch database (rutalia_bench_<random>) is created on that server, migrated, filled with
// generate_series and dropped at the end (unless --keep).
import { explain as explainOn, ms, numberFlag, timing as timingOn, withScratchDatabase } from './lib/scratch-db.mjs';
import { CITIES, DIRECTORY_SERVICES } from '@rutalia/catalog';
import { directoryCountQuery, directoryPageQuery, RATINGS_SQL } from '../backend/dist/modules/companies/company-sql.js';
import { directoryFilters } from '../backend/dist/modules/companies/companies.service.js';
import { COMPANY_DEFAULTS } from '../backend/dist/modules/companies/company.entity.js';
import { MATCHES_SQL, matchesParams } from '../backend/dist/modules/matching/matching-sql.js';

const args = process.argv.slice(2);
const COMPANIES = numberFlag(args, '--companies', 50_000);
const KEEP = args.includes('--keep');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds) => {
  // ------------------------------------------------------------------ data
  // Realistic spread: catalog cities (with their provinces), 1-4 of the 14 directory services,
  // names and descriptions from a few word lists; ~3 % suspended, ~2 % inactive; ~2 reviews
  // on 40 % of the companies.
  const cities = CITIES.filter((c) => c.country === 'España');
  const t = performance.now();
  await ds.query(
    `INSERT INTO users (email, password_hash, full_name, user_type)
     SELECT 'bench-' || i || '@example.com', 'x', 'Usuario ' || i, 'company' FROM generate_series(1, $1) AS i`,
    [COMPANIES],
  );
  await ds.query(
    `WITH u AS (SELECT id, row_number() OVER (ORDER BY email) AS i FROM users),
          places AS (SELECT * FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(city, province, n)),
          services AS (SELECT $3::text[] AS all)
     INSERT INTO companies (user_id, slug, company_name, contact_person, email, phone, city, province, services,
                            description, logo, is_active, status, suspension_reason, verified_at, created_at)
     SELECT u.id, '',
            (ARRAY['Transportes','Mudanzas','Logística','Cargas','Distribuciones','Envíos'])[1 + i % 6] || ' ' ||
            (ARRAY['García','Martínez','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Moreno'])[1 + abs(hashtext('s' || i)) % 10] || ' ' || i,
            'Contacto ' || i, 'empresa' || i || '@example.com', '600' || lpad(i::text, 6, '0'),
            places.city, places.province,
            (SELECT array_agg(s.all[1 + ((i * 7 + k * 5) % array_length(s.all, 1))]) FROM services s, generate_series(0, i % 4) AS k),
            '<p>' || (ARRAY['Empresa familiar de mudanzas y guardamuebles','Transporte de mercancía paletizada por toda España',
                            'Logística integral y almacenaje para e-commerce','Transporte frigorífico y de mercancías peligrosas',
                            'Paquetería urgente y última milla en ciudad'])[1 + i % 5] || ' desde ' || (1990 + i % 30) || '.</p>',
            CASE WHEN i % 3 = 0 THEN '/uploads/logo-' || i || '.webp' END,
            i % 50 <> 7,
            CASE WHEN i % 33 = 5 THEN 'suspended'::company_status ELSE 'active'::company_status END,
            CASE WHEN i % 33 = 5 THEN 'Impago' END,
            CASE WHEN i % 4 = 0 THEN now() END,
            now() - (i % 1000) * interval '1 day' - (i % 997) * interval '1 minute'
       FROM u JOIN places ON places.n = 1 + abs(hashtext('c' || u.i)) % $4`,
    [cities.map((c) => c.name), cities.map((c) => c.province), DIRECTORY_SERVICES, cities.length],
  );
  await ds.query(
    `INSERT INTO reviews (company_id, user_id, rating, comment)
     SELECT c.id, u.id, 1 + (abs(hashtext(c.id::text || k)) % 5), 'Reseña ' || k
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM companies) c
       JOIN generate_series(1, 2) AS k ON true
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users) u ON u.n = 1 + (c.n * 31 + k * 17) % $1
      WHERE c.n % 5 < 2`,
    [COMPANIES],
  );
  await ds.query('VACUUM ANALYZE'); // what autovacuum keeps up in production (visibility map for index-only scans)
  const [counts] = await ds.query(
    `SELECT (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM companies WHERE is_active AND status = 'active')::int AS visible,
            (SELECT count(*) FROM reviews)::int AS reviews,
            (SELECT pg_size_pretty(pg_total_relation_size('companies'))) AS size`,
  );
  console.log(
    `Datos: ${counts.companies} empresas (${counts.visible} visibles), ${counts.reviews} reseñas, tabla ${counts.size}; carga en ${ms(t)}`,
  );
  const [{ version }] = await ds.query('SELECT version()');
  console.log(version);

  // ------------------------------------------------------------------ queries
  const explain = (title, query) => explainOn(ds, title, query);
  const timing = (title, query, runs) => timingOn(ds, title, query, runs);

  const scenarios = [
    ['q=mudanzas&province=Madrid (página 1)', { q: 'mudanzas', province: 'Madrid' }, 0],
    ['q=logistica&province=Bilbao (ciudad; página 1)', { q: 'logistica', province: 'Bilbao' }, 0],
    ['q=garcia&province=Valencia (página 3)', { q: 'garcia', province: 'Valencia' }, 24],
    ['sin filtros (página 1)', {}, 0],
  ];
  for (const [title, query, offset] of scenarios) {
    const filters = directoryFilters(query);
    await explain(`Directorio ${title}`, directoryPageQuery(filters, 12, offset));
    await explain(`Total ${title}`, directoryCountQuery(filters));
  }
  const [first] = scenarios;
  const pageRows = await ds.query(
    directoryPageQuery(directoryFilters(first[1]), 12, 0).sql,
    directoryPageQuery(directoryFilters(first[1]), 12, 0).params,
  );
  await explain('Valoraciones de la página (una consulta agrupada)', { sql: RATINGS_SQL, params: [pageRows.map((r) => r.id)] });

  // Matching scans every visible company by design (each one gets a score); one statement.
  const [{ id: requestId }] = await ds.query(
    `INSERT INTO requests (client_id, slug, title, description, services, city, province)
     SELECT id, '', 'Mudanza y guardamuebles', 'Piso de 90 m2', ARRAY['Mudanzas', 'Almacenaje'], 'Sevilla', 'Sevilla' FROM users LIMIT 1 RETURNING id`,
  );
  const matches = { sql: MATCHES_SQL, params: matchesParams(requestId, COMPANY_DEFAULTS.description) };
  await explain('Empresas recomendadas para una solicitud (GET /requests/:id/matches)', matches);

  console.log('\n=== Tiempos');
  for (const [title, query, offset] of scenarios) {
    const filters = directoryFilters(query);
    await timing(`página  ${title}`, directoryPageQuery(filters, 12, offset));
    await timing(`total   ${title}`, directoryCountQuery(filters));
  }
  await timing('matches (4 mejores de todas las visibles)', matches, 10);
});
