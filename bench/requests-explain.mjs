#!/usr/bin/env node
// Not a test: loads a marketplace-sized data set (20,000 clients, 5,000 companies with
// subscriptions and invoices, 200,000 requests, 600,000 proposals, 300,000 messages) into a
// scratch database and prints the EXPLAIN (ANALYZE, BUFFERS) of the queries behind the public job
// list, GET /requests/:id, /me/requests, /me/proposals, /me/opportunities,
// GET /requests/:id/proposals and GET /dashboard (client and company).
//
// The SQL is the API's own: the compiled services (backend/dist) are called with a DataSource
// that runs and records every query (bench/lib/scratch-db.mjs, recordingDataSource), and each
// recorded statement is EXPLAINed with its parameters.
//
//   npm run build -w backend
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/requests-explain.mjs \
//     [--clients 20000] [--companies 5000] [--requests 200000] [--proposals 600000] [--messages 300000] \
//     [--client-requests 50] [--company-proposals 2000] [--runs 10] [--with-suggested-indexes] [--keep]
//
// Data: requests go through their BEFORE INSERT trigger (slug, search_text); the per-row
// proposal_count trigger is disabled during the bulk insert of proposals and the column set once
// to the count afterwards (checked). EXPLAINs run with a warm cache (one execution first);
// Seq Scans on tables of more than 10,000 rows and queries over 50 ms are flagged in the summary.
//
// --with-suggested-indexes: after the baseline, creates each of SUGGESTED_INDEXES (below) alone and
// then all together, in the scratch database only, and EXPLAINs every query again (before/after
// table of the queries whose plan changes). No migration is added.
import { explain as explainOn, ms, numberFlag, recordingDataSource, timing as timingOn, withScratchDatabase } from './lib/scratch-db.mjs';
import { CITIES, DIRECTORY_SERVICES } from '../backend/dist/catalog/index.js';
import { PROPOSAL_TEXTS, TEMPLATES } from './lib/requests-fixtures.mjs';
import { SystemClock } from '../backend/dist/common/clock/clock.js';
import { DashboardService } from '../backend/dist/modules/dashboard/dashboard.service.js';
import { ProposalsService } from '../backend/dist/modules/proposals/proposals.service.js';
import { RequestsService } from '../backend/dist/modules/requests/requests.service.js';
import { SubscriptionsService } from '../backend/dist/modules/subscriptions/subscriptions.service.js';

const args = process.argv.slice(2);
const CLIENTS = numberFlag(args, '--clients', 20_000);
const COMPANIES = numberFlag(args, '--companies', 5_000);
const REQUESTS = numberFlag(args, '--requests', 200_000);
const PROPOSALS = numberFlag(args, '--proposals', 600_000);
const MESSAGES = numberFlag(args, '--messages', 300_000);
const CLIENT_REQUESTS = numberFlag(args, '--client-requests', 50); // the client whose /me/requests is measured
const COMPANY_PROPOSALS = numberFlag(args, '--company-proposals', 2_000); // the company whose /me/proposals is measured
const RUNS = numberFlag(args, '--runs', 10);
const KEEP = args.includes('--keep');
const WITH_SUGGESTED = args.includes('--with-suggested-indexes');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Tables with more rows than this are "big": a Seq Scan on them is flagged. */
const BIG_TABLE_ROWS = 10_000;

/**
 * Indexes this benchmark suggests (created only with --with-suggested-indexes, only in the scratch
 * database). Each names the queries it is for. The first two were adopted by the migration
 * 1764300000000-ActiveRequestIndexes (so they already exist: IF NOT EXISTS keeps the option working).
 */
const SUGGESTED_INDEXES = [
  {
    name: 'ix_requests_active_location',
    sql: `CREATE INDEX IF NOT EXISTS ix_requests_active_location ON requests
            (f_search_normalize(province), f_search_normalize(city), created_at DESC, id DESC) WHERE status = 'active'`,
    why: 'GET /requests?sort=location: el orden de la consulta sale del índice y el LIMIT para a las 6 filas (sin él: Seq Scan + ordenar todas las activas)',
  },
  {
    name: 'ix_requests_active_created_at',
    sql: `CREATE INDEX IF NOT EXISTS ix_requests_active_created_at ON requests (created_at DESC, id DESC) WHERE status = 'active'`,
    why: 'total de GET /me/opportunities: Index Only Scan de las activas (con id para el anti-join) en vez de Seq Scan de requests',
  },
  {
    name: 'ix_requests_active_search_text_trgm',
    sql: `CREATE INDEX IF NOT EXISTS ix_requests_active_search_text_trgm ON requests USING gin (search_text gin_trgm_ops) WHERE status = 'active'`,
    why: 'total de GET /requests?q=…: el trigram solo devuelve solicitudes activas (menos filas que comprobar en el heap)',
  },
];

// Spanish catalog cities, weighted by population (Madrid gets ~17 times the share of León).
const places = CITIES.filter((c) => c.country === 'España').flatMap((c) => Array(Math.max(1, Math.round((c.population ?? 100_000) / 100_000))).fill(c));

await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds) => {
  // ------------------------------------------------------------------ data
  const load = performance.now();
  const step = async (label, sql, params = []) => {
    const t = performance.now();
    await ds.query(sql, params);
    console.log(`  ${label}: ${ms(t)}`);
  };
  console.log('Carga:');
  // Numbered ids (n → uuid) so the generators below can pick rows by arithmetic; dropped before ANALYZE.
  await ds.query(`CREATE UNLOGGED TABLE bench_clients AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${CLIENTS}) AS i`);
  await ds.query(`CREATE UNLOGGED TABLE bench_companies AS SELECT i AS n, gen_random_uuid() AS id, gen_random_uuid() AS user_id FROM generate_series(1, ${COMPANIES}) AS i`);
  await ds.query(`CREATE UNLOGGED TABLE bench_requests AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${REQUESTS}) AS i`);
  for (const table of ['bench_clients', 'bench_companies', 'bench_requests']) await ds.query(`ALTER TABLE ${table} ADD PRIMARY KEY (n)`);

  await step(
    `usuarios (${CLIENTS} clientes + ${COMPANIES} de empresa)`,
    `INSERT INTO users (id, email, password_hash, full_name, phone, user_type, created_at)
     SELECT id, 'cliente' || n || '@example.com', 'x',
            (ARRAY['María','José','Lucía','Andrés','Inés','Íñigo','Begoña','Jesús','Raúl','Nuria'])[1 + n % 10] || ' ' ||
            (ARRAY['García','Martínez','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Muñoz'])[1 + (n / 10) % 10] || ' ' || n,
            '6' || lpad(n::text, 8, '0'), 'client'::user_type, now() - (n % 700) * interval '1 day'
       FROM bench_clients
     UNION ALL
     SELECT user_id, 'empresa' || n || '@example.com', 'x', 'Gerente ' || n, '9' || lpad(n::text, 8, '0'), 'company'::user_type, now() - (400 + n % 300) * interval '1 day'
       FROM bench_companies`,
  );
  await step(
    `empresas (${COMPANIES}, visibles)`,
    `INSERT INTO companies (id, user_id, slug, company_name, contact_person, email, phone, city, province, services, description, verified_at, created_at)
     SELECT b.id, b.user_id, '',
            (ARRAY['Transportes','Mudanzas','Logística','Cargas','Distribuciones','Envíos'])[1 + b.n % 6] || ' ' ||
            (ARRAY['García','Martínez','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Moreno'])[1 + (b.n / 6) % 10] || ' ' || b.n,
            'Contacto ' || b.n, 'empresa' || b.n || '@example.com', '9' || lpad(b.n::text, 8, '0'),
            p.city, p.province,
            (SELECT array_agg(s.a[1 + ((b.n * 7 + k * 5) % array_length(s.a, 1))]) FROM (SELECT $3::text[] AS a) s, generate_series(0, b.n % 4) AS k),
            '<p>Empresa de transporte y mudanzas con flota propia desde ' || (1990 + b.n % 30) || '.</p>',
            CASE WHEN b.n % 4 = 0 THEN now() END,
            now() - (400 + b.n % 300) * interval '1 day'
       FROM bench_companies b
       JOIN unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(city, province, i) ON p.i = 1 + abs(hashtext('c' || b.n)) % $4`,
    [places.map((c) => c.name), places.map((c) => c.province), DIRECTORY_SERVICES, places.length],
  );
  await ds.query(
    `INSERT INTO subscription_plans (plan_name, display_name, price_monthly, price_yearly, max_proposals_per_month, sort_order)
     VALUES ('basico', 'Básico', 29, 290, 20, 1), ('profesional', 'Profesional', 59, 590, NULL, 2), ('empresa', 'Empresa', 99, 990, NULL, 3)`,
  );
  await step(
    'suscripciones (85 % active, 10 % trialing, 5 % past_due)',
    `INSERT INTO company_subscriptions (company_id, plan_id, status, trial_ends_at, current_period_start, current_period_end, created_at)
     SELECT b.id, (SELECT id FROM subscription_plans ORDER BY sort_order OFFSET b.n % 3 LIMIT 1),
            s.status::subscription_status,
            CASE WHEN s.status = 'trialing' THEN now() + (1 + b.n % 6) * interval '1 day' ELSE now() - 200 * interval '1 day' END,
            now() - (b.n % 28) * interval '1 day', now() - (b.n % 28) * interval '1 day' + interval '1 month',
            now() - (180 + b.n % 200) * interval '1 day'
       FROM bench_companies b
       CROSS JOIN LATERAL (SELECT CASE WHEN b.n % 20 < 17 THEN 'active' WHEN b.n % 20 < 19 THEN 'trialing' ELSE 'past_due' END AS status) s`,
  );
  await step(
    'facturas (6 mensuales por suscripción de pago)',
    `INSERT INTO invoices (company_id, subscription_id, invoice_number, invoice_year, invoice_sequence, description, period_start, period_end,
                           base_amount, tax_amount, amount, due_date, status, paid_at, created_at)
     SELECT company_id, subscription_id, 'RUT-' || y || '-' || lpad(seq::text, 6, '0'), y, seq, 'Suscripción ' || display_name,
            period_start, period_start + interval '1 month', base, round(base * 0.21, 2), base + round(base * 0.21, 2),
            period_start + interval '15 days', CASE WHEN m = 0 THEN 'pending'::invoice_status ELSE 'paid'::invoice_status END,
            CASE WHEN m > 0 THEN period_start + interval '2 days' END, period_start
       FROM (SELECT x.*, extract(year FROM period_start)::int AS y,
                    row_number() OVER (PARTITION BY extract(year FROM period_start) ORDER BY period_start, subscription_id)::int AS seq
               FROM (SELECT s.company_id, s.id AS subscription_id, p.display_name, p.price_monthly AS base, m,
                            date_trunc('day', s.current_period_start) - m * interval '1 month' AS period_start
                       FROM company_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
                       CROSS JOIN generate_series(0, 5) AS m
                      WHERE s.status <> 'trialing') x) numbered`,
  );
  // Requests go through trg_requests_before_write (slug and search_text, as in production).
  // ~30 % active, more among the recent ones; spread over 12 months; client 1 has CLIENT_REQUESTS.
  const clientStride = Math.max(1, Math.floor(REQUESTS / CLIENT_REQUESTS));
  await step(
    `solicitudes (${REQUESTS}, trigger de search_text/slug)`,
    `INSERT INTO requests (id, client_id, slug, title, description, services, city, province, status, closed_at, created_at, updated_at)
     SELECT b.id, c.id, '', t.title || ' en ' || p.city,
            '<p>' || t.description || '</p><p>Zona: ' || p.city || ' (' || p.province || '). Referencia ' || b.n || '.</p>',
            string_to_array(t.services, '|'), p.city, p.province, st.status::request_status,
            CASE WHEN st.status = 'closed' THEN a.created_at + interval '20 days' END, a.created_at, a.created_at
       FROM bench_requests b
       CROSS JOIN LATERAL (SELECT now() - (abs(hashtext('t' || b.n)) % 525600) * interval '1 minute' AS created_at, abs(hashtext('s' || b.n)) % 100 AS h) a
       CROSS JOIN LATERAL (SELECT CASE WHEN a.created_at > now() - interval '120 days' AND a.h < 80 THEN 'active'
                                       WHEN a.created_at > now() - interval '120 days' THEN 'closed'
                                       WHEN a.h < 10 THEN 'active' WHEN a.h < 65 THEN 'completed' WHEN a.h < 88 THEN 'closed' ELSE 'cancelled' END AS status) st
       JOIN unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(title, description, services, i) ON t.i = 1 + abs(hashtext('k' || b.n)) % $4
       JOIN unnest($5::text[], $6::text[]) WITH ORDINALITY AS p(city, province, i) ON p.i = 1 + abs(hashtext('p' || b.n)) % $7
       JOIN bench_clients c ON c.n = CASE WHEN b.n % $8 = 0 AND b.n / $8 <= $9 THEN 1 ELSE 2 + abs(hashtext('c' || b.n)) % ($10 - 1) END`,
    [
      TEMPLATES.map((t) => t[0]),
      TEMPLATES.map((t) => t[1]),
      TEMPLATES.map((t) => t[2].join('|')),
      TEMPLATES.length,
      places.map((c) => c.name),
      places.map((c) => c.province),
      places.length,
      clientStride,
      CLIENT_REQUESTS,
      CLIENTS,
    ],
  );
  // Proposals: 0..2k per request (mean k = PROPOSALS / REQUESTS), each from a different company
  // (uq_proposals_request_company); company 1 also proposes on one request in REQUESTS / COMPANY_PROPOSALS.
  // trg_proposals_count (one UPDATE of requests per proposal) is disabled for the bulk insert and
  // proposal_count set once afterwards to the same value the trigger keeps: the count of proposals.
  const perRequest = Math.max(1, Math.round(PROPOSALS / REQUESTS));
  const companyStride = Math.max(1, Math.floor(REQUESTS / COMPANY_PROPOSALS));
  await ds.query('ALTER TABLE proposals DISABLE TRIGGER trg_proposals_count');
  const proposalSelect = (companyJoin, where = '') =>
    `INSERT INTO proposals (request_id, company_id, message, price, status, responded_at, created_at, updated_at)
     SELECT r.id, c.id, '<p>' || (ARRAY[${PROPOSAL_TEXTS.map((s) => `'${s}'`).join(', ')}])[1 + (b.n + c.n) % ${PROPOSAL_TEXTS.length}] || '</p>',
            CASE WHEN (b.n + c.n) % 10 = 0 THEN NULL ELSE 80 + abs(hashtext('€' || b.n || c.n)) % 4900 END,
            ps.status::proposal_status, CASE WHEN ps.status <> 'pending' THEN r.created_at + interval '3 days' END,
            least(now(), r.created_at + ((c.n % 2880) + 10) * interval '1 minute'), least(now(), r.created_at + ((c.n % 2880) + 10) * interval '1 minute')
       FROM bench_requests b JOIN requests r ON r.id = b.id
       ${companyJoin}
       CROSS JOIN LATERAL (SELECT CASE WHEN r.status = 'active' AND (b.n + c.n) % 10 < 8 THEN 'pending'
                                       WHEN (b.n + c.n) % 7 = 0 THEN 'accepted'
                                       WHEN (b.n + c.n) % 7 < 4 THEN 'rejected' ELSE 'pending' END AS status) ps
      ${where}
     ON CONFLICT ON CONSTRAINT uq_proposals_request_company DO NOTHING`;
  await step(
    `propuestas (~${PROPOSALS})`,
    proposalSelect(
      `JOIN generate_series(1, ${2 * perRequest}) AS j ON j <= abs(hashtext('n' || b.n)) % ${2 * perRequest + 1}
       JOIN bench_companies c ON c.n = 1 + (b.n * 37 + j * 1009) % ${COMPANIES}`,
    ),
  );
  await step(`propuestas de la empresa 1 (~${COMPANY_PROPOSALS})`, proposalSelect('JOIN bench_companies c ON c.n = 1', `WHERE b.n % ${companyStride} = 0`));
  await ds.query('ALTER TABLE proposals ENABLE TRIGGER trg_proposals_count');
  await ds.query('ALTER TABLE requests DISABLE TRIGGER USER'); // search_text/updated_at do not change
  await step(
    'proposal_count',
    `UPDATE requests r SET proposal_count = x.n FROM (SELECT request_id, count(*)::int AS n FROM proposals GROUP BY request_id) x WHERE x.request_id = r.id`,
  );
  await ds.query('ALTER TABLE requests ENABLE TRIGGER USER');
  // Messages between the client and the company of a proposal (one conversation per proposal, a
  // share of them), 15 % unread.
  await step(
    `mensajes (~${MESSAGES})`,
    `INSERT INTO messages (sender_id, receiver_id, request_id, content, is_read, read_at, created_at)
     SELECT CASE WHEN x.fromCompany THEN c.user_id ELSE r.client_id END, CASE WHEN x.fromCompany THEN r.client_id ELSE c.user_id END, r.id,
            CASE WHEN x.fromCompany THEN '¿Le viene bien que pasemos a ver la mercancía el miércoles?' ELSE 'Sí, cualquier día después de las 17:00. ¡Gracias!' END,
            x.h >= 15, CASE WHEN x.h >= 15 THEN least(now(), p.created_at + k * interval '3 hours') END, least(now(), p.created_at + k * interval '2 hours')
       FROM proposals p JOIN requests r ON r.id = p.request_id JOIN companies c ON c.id = p.company_id
       CROSS JOIN generate_series(1, $2) AS k
       CROSS JOIN LATERAL (SELECT abs(hashtext(p.id::text || k)) % 100 AS h, abs(hashtext(k || p.id::text)) % 1000000 AS pick,
                                  abs(hashtext('d' || k || p.id::text)) % 2 = 0 AS fromCompany) x
      WHERE x.pick < $1`,
    [Math.round((1_000_000 * MESSAGES) / (PROPOSALS * Math.max(1, Math.ceil(MESSAGES / PROPOSALS)))), Math.max(1, Math.ceil(MESSAGES / PROPOSALS))],
  );
  await step(
    'reseñas (2 en el 40 % de las empresas)',
    `INSERT INTO reviews (company_id, user_id, rating, comment)
     SELECT c.id, u.id, 1 + abs(hashtext(c.id::text || k)) % 5, 'Reseña ' || k
       FROM bench_companies c JOIN generate_series(1, 2) AS k ON true
       JOIN bench_clients u ON u.n = 1 + (c.n * 31 + k * 17) % ${CLIENTS}
      WHERE c.n % 5 < 2
     ON CONFLICT DO NOTHING`,
  );

  // The users the queries run as, and the request of GET /requests/:id(/proposals).
  const [client] = await ds.query(`SELECT id, email, full_name AS "fullName" FROM users WHERE id = (SELECT id FROM bench_clients WHERE n = 1)`);
  const [companyUser] = await ds.query(`SELECT id, email, full_name AS "fullName" FROM users WHERE id = (SELECT user_id FROM bench_companies WHERE n = 1)`);
  const [request] = await ds.query(
    `SELECT id, slug, proposal_count AS "proposalCount" FROM requests WHERE client_id = $1 ORDER BY proposal_count DESC, created_at DESC LIMIT 1`,
    [client.id],
  );
  for (const table of ['bench_clients', 'bench_companies', 'bench_requests']) await ds.query(`DROP TABLE ${table}`);
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE'); // what autovacuum keeps up in production
  const loadTime = ms(load);

  const [counts] = await ds.query(
    `SELECT (SELECT count(*) FROM users WHERE user_type = 'client')::int AS clients,
            (SELECT count(*) FROM companies WHERE is_active AND status = 'active')::int AS companies,
            (SELECT count(*) FROM company_subscriptions)::int AS subscriptions,
            (SELECT count(*) FROM invoices)::int AS invoices,
            (SELECT count(*) FROM requests)::int AS requests,
            (SELECT count(*) FROM requests WHERE status = 'active')::int AS active,
            (SELECT count(*) FROM requests WHERE search_text LIKE '%mudanza%')::int AS mudanza,
            (SELECT count(*) FROM proposals)::int AS proposals,
            (SELECT count(*) FROM messages)::int AS messages,
            (SELECT count(*) FROM messages WHERE NOT is_read)::int AS unread,
            (SELECT count(*) FROM reviews)::int AS reviews,
            (SELECT count(*) FROM requests WHERE client_id = $1)::int AS "clientRequests",
            (SELECT count(*) FROM proposals p JOIN companies c ON c.id = p.company_id WHERE c.user_id = $2)::int AS "companyProposals",
            (SELECT count(*) FROM requests r WHERE proposal_count <> (SELECT count(*) FROM proposals p WHERE p.request_id = r.id))::int AS "badCounts",
            (SELECT count(*) FROM requests WHERE search_text = '' OR slug = '')::int AS "noSearchText",
            pg_size_pretty(pg_total_relation_size('requests')) AS "requestsSize",
            pg_size_pretty(pg_total_relation_size('proposals')) AS "proposalsSize",
            pg_size_pretty(pg_total_relation_size('messages')) AS "messagesSize"`,
    [client.id, companyUser.id],
  );
  if (counts.badCounts || counts.noSearchText) throw new Error(`Carga incoherente: ${JSON.stringify(counts)}`);
  console.log(
    `Datos: ${counts.clients} clientes, ${counts.companies} empresas visibles (${counts.subscriptions} suscripciones, ${counts.invoices} facturas), ` +
      `${counts.requests} solicitudes (${counts.active} activas, ${counts.mudanza} con «mudanza»; tabla ${counts.requestsSize}), ` +
      `${counts.proposals} propuestas (${counts.proposalsSize}), ${counts.messages} mensajes (${counts.unread} sin leer; ${counts.messagesSize}), ` +
      `${counts.reviews} reseñas; carga total ${loadTime}`,
  );
  console.log(`Cliente medido: ${counts.clientRequests} solicitudes; empresa medida: ${counts.companyProposals} propuestas; solicitud medida: ${request.proposalCount} propuestas`);
  const [{ version }] = await ds.query('SELECT version()');
  console.log(version);
  const big = new Set(
    (await ds.query(`SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples > $1`, [BIG_TABLE_ROWS])).map((r) => r.relname),
  );
  console.log(`Tablas grandes (> ${BIG_TABLE_ROWS} filas): ${[...big].sort().join(', ')}`);

  // ------------------------------------------------------------------ the API's queries
  const rec = recordingDataSource(ds);
  const subscriptions = new SubscriptionsService(rec, new SystemClock());
  const requests = new RequestsService(rec);
  const proposals = new ProposalsService(rec, null, subscriptions); // notifications: only used when writing
  const dashboard = new DashboardService(rec, requests, proposals, subscriptions);
  const asUser = (u, type) => ({ ...u, userType: type, roles: [type === 'company' ? 'company' : 'user'], isAdmin: false, isSuperAdmin: false, isCompany: type === 'company' });
  const clientUser = asUser(client, 'client');
  const companyAuth = asUser(companyUser, 'company');

  /** [title, call, labels of the queries it sends, in order]. */
  const scenarios = [
    ['GET /requests (sin filtros)', () => requests.list({}), ['página', 'total']],
    ['GET /requests?q=mudanza', () => requests.list({ q: 'mudanza' }), ['página', 'total']],
    ['GET /requests?service=mudanza&location=Madrid&date=week', () => requests.list({ service: 'mudanza', location: 'Madrid', date: 'week' }), ['página', 'total']],
    ['GET /requests?sort=location', () => requests.list({ sort: 'location' }), ['página', 'total']],
    ['GET /requests/:id', () => requests.get(`${request.slug}-${request.id}`, undefined), ['solicitud']],
    [`GET /me/requests (cliente con ${counts.clientRequests})`, () => requests.mine(clientUser, {}), ['página', 'total', 'estadísticas']],
    [`GET /me/proposals (empresa con ${counts.companyProposals})`, () => proposals.mine(companyAuth, {}), ['página', 'total', 'estadísticas']],
    ['GET /me/proposals?q=madrid&status=pending', () => proposals.mine(companyAuth, { q: 'madrid', status: 'pending' }), ['página', 'total', 'estadísticas']],
    ['GET /me/proposals?sort=price-high', () => proposals.mine(companyAuth, { sort: 'price-high' }), ['página', 'total', 'estadísticas']],
    ['GET /me/opportunities', () => requests.opportunities(companyAuth, {}), ['página', 'total']],
    [`GET /requests/:id/proposals (${request.proposalCount} propuestas)`, () => proposals.forRequest(clientUser, request.id), ['solicitud', 'propuestas', 'valoraciones']],
    ['GET /dashboard (cliente)', () => dashboard.client(clientUser), ['últimas solicitudes', 'solicitudes: estadísticas', 'propuestas recibidas: estadísticas', 'mensajes sin leer']],
    [
      'GET /dashboard (empresa)',
      () => dashboard.company(companyAuth),
      ['oportunidades', 'mensajes sin leer', 'empresa', 'suscripción', 'acceso', 'últimas propuestas', 'últimas facturas', 'propuestas: estadísticas', 'valoración'],
    ],
  ];

  const queries = []; // { title, sql, params }
  const seen = new Map();
  for (const [title, call, labels] of scenarios) {
    rec.take();
    await call();
    const sent = rec.take();
    if (sent.length !== labels.length) console.warn(`!! ${title}: ${sent.length} consultas, se esperaban ${labels.length}`);
    sent.forEach((q, i) => {
      const key = q.sql + JSON.stringify(q.params);
      const label = `${title} — ${labels[i] ?? `consulta ${i + 1}`}`;
      if (seen.has(key)) console.log(`(${label}: igual que «${seen.get(key)}»)`);
      else {
        seen.set(key, label);
        queries.push({ title: label, sql: q.sql, params: q.params });
      }
    });
  }

  // EXPLAIN with a warm cache (one execution first), as the API sees a query it runs all the time.
  const explainWarm = async (q, options) => {
    await ds.query(q.sql, q.params);
    return explainOn(ds, q.title, q, options);
  };
  const results = [];
  for (const q of queries) results.push(await explainWarm(q));

  console.log('\n=== Tiempos');
  for (const [i, q] of queries.entries()) Object.assign(results[i], await timingOn(ds, q.title, q, RUNS));

  const flag = (r) => {
    const scans = r.seqScans.filter((t) => big.has(t));
    return [r.executionMs > 50 ? 'LENTA (> 50 ms)' : '', scans.length ? `Seq Scan en ${scans.join(', ')}` : ''].filter(Boolean).join('; ');
  };
  console.log('\n=== Resumen (Execution Time de EXPLAIN ANALYZE; mediana ida y vuelta desde Node)\n');
  console.log('| consulta | Execution Time | mediana Node | aviso |\n|---|---|---|---|');
  for (const r of results) console.log(`| ${r.title} | ${r.executionMs.toFixed(3)} ms | ${r.median.toFixed(2)} ms | ${flag(r)} |`);

  if (WITH_SUGGESTED) {
    // Each suggested index alone (created, measured, dropped), then all of them together.
    const rounds = SUGGESTED_INDEXES.map((index) => [index]);
    if (SUGGESTED_INDEXES.length > 1) rounds.push(SUGGESTED_INDEXES);
    const columns = [];
    for (const round of rounds) {
      const label = round.length === 1 ? round[0].name : 'todos';
      console.log(`\n=== Índices sugeridos: ${label} (solo en esta base temporal)`);
      for (const index of round) {
        const t = performance.now();
        await ds.query(index.sql);
        const [{ size }] = await ds.query(`SELECT pg_size_pretty(pg_relation_size($1::regclass)) AS size`, [index.name]);
        console.log(`${index.name}: creado en ${ms(t)}, ${size} — ${index.why}`);
      }
      await ds.query('ANALYZE requests');
      const after = [];
      for (const [i, q] of queries.entries()) {
        const r = await explainWarm(q, { print: false });
        const uses = round.filter((index) => r.plan.some((line) => line.includes(index.name))).map((index) => index.name);
        const changed = JSON.stringify(planShape(r.plan)) !== JSON.stringify(planShape(results[i].plan));
        if (uses.length || changed) {
          console.log(`\n=== [${label}] ${q.title}\n-- params: ${JSON.stringify(q.params)}\n`);
          console.log(r.plan.join('\n'));
          Object.assign(r, await timingOn(ds, `[${label}] ${q.title}`, q, RUNS));
        }
        after.push({ ...r, uses, changed });
      }
      columns.push({ label, after });
      for (const index of round) await ds.query(`DROP INDEX ${index.name}`);
    }
    console.log('\n=== Antes / después de los índices sugeridos (Execution Time; solo consultas cuyo plan cambia; * = usa el índice)\n');
    console.log(`| consulta | antes | ${columns.map((c) => c.label).join(' | ')} |\n|---|---|${columns.map(() => '---|').join('')}`);
    for (const [i, b] of results.entries()) {
      if (!columns.some((c) => c.after[i].changed || c.after[i].uses.length)) continue;
      const cell = (r) => (r.changed || r.uses.length ? `${r.executionMs.toFixed(3)} ms${r.uses.length ? '*' : ''}${r.median ? ` (Node ${r.median.toFixed(2)})` : ''}` : '=');
      console.log(`| ${b.title} | ${b.executionMs.toFixed(3)} ms (Node ${b.median.toFixed(2)}) | ${columns.map((c) => cell(c.after[i])).join(' | ')} |`);
    }
  }
});

/** Node types and relations of a plan, without costs or timings (to see whether a plan changed). */
function planShape(plan) {
  return plan.map((line) => line.match(/^\s*(?:->\s*)?([A-Z][A-Za-z ]+?(?: using \w+)?(?: on \w+)?)(?:\s{2}|\s*\(|$)/)?.[1]).filter(Boolean);
}
