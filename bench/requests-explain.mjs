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
import { loadMarketplace } from './lib/marketplace-data.mjs';
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

await withScratchDatabase(serverUrl, { keep: KEEP }, async (ds) => {
  // ------------------------------------------------------------------ data (bench/lib/marketplace-data.mjs)
  const data = await loadMarketplace(ds, {
    clients: CLIENTS,
    companies: COMPANIES,
    requests: REQUESTS,
    proposals: PROPOSALS,
    messages: MESSAGES,
    clientRequests: CLIENT_REQUESTS,
    companyProposals: COMPANY_PROPOSALS,
    hiddenCompanies: false,
  });

  // The users the queries run as, and the request of GET /requests/:id(/proposals).
  const [client] = await ds.query(`SELECT id, email, full_name AS "fullName" FROM users WHERE id = $1`, [data.heavyClientIds[0]]);
  const [companyUser] = await ds.query(`SELECT id, email, full_name AS "fullName" FROM users WHERE id = $1`, [data.heavyCompanyUserIds[0]]);
  const [request] = await ds.query(
    `SELECT id, slug, proposal_count AS "proposalCount" FROM requests WHERE client_id = $1 ORDER BY status = 'active' DESC, proposal_count DESC, created_at DESC LIMIT 1`,
    [client.id],
  );
  const loadTime = `${(data.loadMs / 1000).toFixed(1)} s`;

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
  console.log(
    `Cliente medido: ${counts.clientRequests} solicitudes; empresa medida: ${counts.companyProposals} propuestas; solicitud medida: ${request.proposalCount} propuestas`,
  );
  const [{ version }] = await ds.query('SELECT version()');
  console.log(version);
  const big = new Set(
    (
      await ds.query(`SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples > $1`, [
        BIG_TABLE_ROWS,
      ])
    ).map((r) => r.relname),
  );
  console.log(`Tablas grandes (> ${BIG_TABLE_ROWS} filas): ${[...big].sort().join(', ')}`);

  // ------------------------------------------------------------------ the API's queries
  const rec = recordingDataSource(ds);
  const subscriptions = new SubscriptionsService(rec, new SystemClock());
  const requests = new RequestsService(rec);
  const proposals = new ProposalsService(rec, null, subscriptions); // notifications: only used when writing
  const dashboard = new DashboardService(rec, requests, proposals, subscriptions);
  const asUser = (u, type) => ({
    ...u,
    userType: type,
    roles: [type === 'company' ? 'company' : 'user'],
    isAdmin: false,
    isSuperAdmin: false,
    isCompany: type === 'company',
  });
  const clientUser = asUser(client, 'client');
  const companyAuth = asUser(companyUser, 'company');

  /** [title, call, labels of the queries it sends, in order]. */
  const scenarios = [
    ['GET /requests (sin filtros)', () => requests.list({}), ['página', 'total']],
    ['GET /requests?q=mudanza', () => requests.list({ q: 'mudanza' }), ['página', 'total']],
    [
      'GET /requests?service=mudanza&location=Madrid&date=week',
      () => requests.list({ service: 'mudanza', location: 'Madrid', date: 'week' }),
      ['página', 'total'],
    ],
    ['GET /requests?sort=location', () => requests.list({ sort: 'location' }), ['página', 'total']],
    ['GET /requests/:id', () => requests.get(`${request.slug}-${request.id}`, undefined), ['solicitud']],
    [`GET /me/requests (cliente con ${counts.clientRequests})`, () => requests.mine(clientUser, {}), ['página', 'estadísticas']],
    [`GET /me/proposals (empresa con ${counts.companyProposals})`, () => proposals.mine(companyAuth, {}), ['página', 'estadísticas']],
    [
      'GET /me/proposals?q=madrid&status=pending',
      () => proposals.mine(companyAuth, { q: 'madrid', status: 'pending' }),
      ['página', 'total', 'estadísticas'],
    ],
    ['GET /me/proposals?sort=price-high', () => proposals.mine(companyAuth, { sort: 'price-high' }), ['página', 'estadísticas']],
    ['GET /me/opportunities', () => requests.opportunities(companyAuth, {}), ['página', 'total']],
    [
      `GET /requests/:id/proposals (${request.proposalCount} propuestas)`,
      () => proposals.forRequest(clientUser, request.id),
      ['solicitud', 'propuestas', 'valoraciones'],
    ],
    [
      'GET /dashboard (cliente)',
      () => dashboard.client(clientUser),
      ['últimas solicitudes', 'solicitudes: estadísticas', 'propuestas recibidas: estadísticas', 'mensajes sin leer'],
    ],
    [
      'GET /dashboard (empresa)',
      () => dashboard.company(companyAuth),
      [
        'oportunidades',
        'mensajes sin leer',
        'empresa',
        'suscripción',
        'acceso',
        'últimas propuestas',
        'últimas facturas',
        'propuestas: estadísticas',
        'valoración',
      ],
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
      const cell = (r) =>
        r.changed || r.uses.length
          ? `${r.executionMs.toFixed(3)} ms${r.uses.length ? '*' : ''}${r.median ? ` (Node ${r.median.toFixed(2)})` : ''}`
          : '=';
      console.log(
        `| ${b.title} | ${b.executionMs.toFixed(3)} ms (Node ${b.median.toFixed(2)}) | ${columns.map((c) => cell(c.after[i])).join(' | ')} |`,
      );
    }
  }
});

/** Node types and relations of a plan, without costs or timings (to see whether a plan changed). */
function planShape(plan) {
  return plan
    .map((line) => line.match(/^\s*(?:->\s*)?([A-Z][A-Za-z ]+?(?: using \w+)?(?: on \w+)?)(?:\s{2}|\s*\(|$)/)?.[1])
    .filter(Boolean);
}
