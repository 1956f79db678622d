// A marketplace-sized data set loaded with generate_series into a migrated scratch database
// (bench/lib/scratch-db.mjs): clients, companies (with subscriptions and, optionally, invoices),
// requests, proposals, messages and reviews, with consistent foreign keys and Spanish text from the
// catalog. Shared by bench/requests-explain.mjs and bench/http-lists.mjs.
//
// Skew, so some users look like a marketplace's busy ones: the first `heavyClients` clients have
// `clientRequests` requests each, the first `heavyCompanies` companies propose on `companyProposals`
// requests each; everybody else is spread evenly. Heavy users are always visible/active.
import { CITIES, DIRECTORY_SERVICES } from '@rutalia/catalog';
import { PROPOSAL_TEXTS, TEMPLATES } from './requests-fixtures.mjs';
import { ms } from './scratch-db.mjs';

export const MARKETPLACE_DEFAULTS = {
  clients: 20_000,
  companies: 5_000,
  requests: 200_000,
  proposals: 600_000,
  messages: 300_000,
  heavyClients: 1,
  clientRequests: 50,
  heavyCompanies: 1,
  companyProposals: 2_000,
  /** Share of proposals with a conversation (the rest never exchanged a message). */
  conversationShare: 0.4,
  /** ~3 % suspended and ~2 % inactive companies (hidden from the public). */
  hiddenCompanies: true,
  invoices: true,
};

// Spanish catalog cities, weighted by population (Madrid gets ~17 times the share of León).
const places = CITIES.filter((c) => c.country === 'España').flatMap((c) =>
  Array(Math.max(1, Math.round((c.population ?? 100_000) / 100_000))).fill(c),
);

const MESSAGE_TEXTS = [
  ['¿Le viene bien que pasemos a ver la mercancía el miércoles?', 'Sí, cualquier día después de las 17:00. ¡Gracias!'],
  ['Le confirmo el precio: incluye embalaje y montaje.', '¿Podrían venir a primera hora? El portal cierra a las 14:00.'],
  [
    'Necesitaríamos saber si hay ascensor y el tamaño del camión que cabe en la calle.',
    'Hay ascensor pequeño; el camión puede parar en la esquina.',
  ],
  ['¿Tiene los palés ya preparados y con film?', 'Sí, están en el muelle 3 desde las 8:00.'],
];

const sqlText = (s) => `'${s.replace(/'/g, "''")}'`;

/** The tables loadMarketplace() fills. */
const LOADED_TABLES = ['users', 'companies', 'company_subscriptions', 'invoices', 'requests', 'proposals', 'messages', 'reviews'];

/** Drops the non-unique indexes of `tables` that back no constraint; returns their definitions. */
async function dropSecondaryIndexes(ds, tables) {
  const indexes = await ds.query(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace AND NOT x.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`,
    [tables],
  );
  for (const index of indexes) await ds.query(`DROP INDEX "${index.name}"`);
  return indexes;
}

/**
 * The heavy users of a data set loadMarketplace() filled earlier (a database kept with --keep):
 * the `clients` clients with most requests and the users of the `companies` companies with most
 * proposals.
 */
export async function heavyUsers(ds, { clients, companies }) {
  const heavyClientIds = (
    await ds.query(`SELECT client_id AS id FROM requests GROUP BY client_id ORDER BY count(*) DESC, client_id LIMIT $1`, [clients])
  ).map((r) => r.id);
  const heavyCompanyUserIds = (
    await ds.query(
      `SELECT c.user_id AS id FROM proposals p JOIN companies c ON c.id = p.company_id GROUP BY c.user_id ORDER BY count(*) DESC, c.user_id LIMIT $1`,
      [companies],
    )
  ).map((r) => r.id);
  return { heavyClientIds, heavyCompanyUserIds };
}

/**
 * Loads the data set (`options` over MARKETPLACE_DEFAULTS), prints each step's time and returns
 * `{ options, heavyClientIds, heavyCompanyUserIds, loadMs }`. Ends with VACUUM ANALYZE.
 */
export async function loadMarketplace(ds, options = {}) {
  const o = { ...MARKETPLACE_DEFAULTS, ...options };
  const { clients: CLIENTS, companies: COMPANIES, requests: REQUESTS, proposals: PROPOSALS, messages: MESSAGES } = o;
  const heavyClients = Math.min(o.heavyClients, CLIENTS);
  const heavyCompanies = Math.min(o.heavyCompanies, COMPANIES);
  const load = performance.now();
  const step = async (label, sql, params = []) => {
    const t = performance.now();
    await ds.query(sql, params);
    console.log(`  ${label}: ${ms(t)}`);
  };
  console.log('Carga:');
  // Bulk load: the secondary indexes of the filled tables are built once at the end instead of
  // row by row (GIN search indexes especially). Unique and constraint indexes stay, as the
  // generators' ON CONFLICT clauses rely on them.
  const dropped = await dropSecondaryIndexes(ds, LOADED_TABLES);
  // Numbered ids (n → uuid) so the generators below can pick rows by arithmetic; dropped before ANALYZE.
  await ds.query(`CREATE UNLOGGED TABLE bench_clients AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${CLIENTS}) AS i`);
  await ds.query(
    `CREATE UNLOGGED TABLE bench_companies AS SELECT i AS n, gen_random_uuid() AS id, gen_random_uuid() AS user_id FROM generate_series(1, ${COMPANIES}) AS i`,
  );
  await ds.query(
    `CREATE UNLOGGED TABLE bench_requests AS SELECT i AS n, gen_random_uuid() AS id FROM generate_series(1, ${REQUESTS}) AS i`,
  );
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
  // Hidden (when hiddenCompanies): n % 33 = 5 suspended, n % 50 = 7 inactive; heavy companies never.
  await step(
    `empresas (${COMPANIES}${o.hiddenCompanies ? ', ~3 % suspendidas y ~2 % inactivas' : ', visibles'})`,
    `INSERT INTO companies (id, user_id, slug, company_name, contact_person, email, phone, city, province, services, description, logo,
                            is_active, status, suspension_reason, verified_at, created_at)
     SELECT b.id, b.user_id, '',
            (ARRAY['Transportes','Mudanzas','Logística','Cargas','Distribuciones','Envíos'])[1 + b.n % 6] || ' ' ||
            (ARRAY['García','Martínez','López','Sánchez','Pérez','Gómez','Fernández','Ruiz','Díaz','Moreno'])[1 + (b.n / 6) % 10] || ' ' || b.n,
            'Contacto ' || b.n, 'empresa' || b.n || '@example.com', '9' || lpad(b.n::text, 8, '0'),
            p.city, p.province,
            (SELECT array_agg(s.a[1 + ((b.n * 7 + k * 5) % array_length(s.a, 1))]) FROM (SELECT $3::text[] AS a) s, generate_series(0, b.n % 4) AS k),
            '<p>' || (ARRAY['Empresa familiar de mudanzas y guardamuebles','Transporte de mercancía paletizada por toda España',
                            'Logística integral y almacenaje para tiendas en línea','Transporte frigorífico y de mercancías peligrosas',
                            'Paquetería urgente y última milla en ciudad'])[1 + b.n % 5] || ' con flota propia desde ' || (1990 + b.n % 30) || '.</p>',
            CASE WHEN b.n % 3 = 0 THEN '/uploads/logo-' || b.n || '.webp' END,
            NOT ($5 AND b.n > $6 AND b.n % 50 = 7),
            CASE WHEN $5 AND b.n > $6 AND b.n % 33 = 5 THEN 'suspended'::company_status ELSE 'active'::company_status END,
            CASE WHEN $5 AND b.n > $6 AND b.n % 33 = 5 THEN 'Impago' END,
            CASE WHEN b.n % 4 = 0 THEN now() END,
            now() - (400 + b.n % 300) * interval '1 day' - (b.n % 997) * interval '1 minute'
       FROM bench_companies b
       JOIN unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(city, province, i) ON p.i = 1 + abs(hashtext('c' || b.n)) % $4`,
    [places.map((c) => c.name), places.map((c) => c.province), DIRECTORY_SERVICES, places.length, o.hiddenCompanies, heavyCompanies],
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
  if (o.invoices) {
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
  }
  // Requests go through trg_requests_before_write (slug and search_text, as in production).
  // ~30 % active, more among the recent ones; spread over 12 months. Request n with
  // n % clientStride = 0 and n / clientStride <= heavyClients * clientRequests belongs to heavy
  // client 1 + (n / clientStride) % heavyClients; the rest to the other clients.
  const clientStride = Math.max(1, Math.floor(REQUESTS / (heavyClients * o.clientRequests)));
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
       JOIN bench_clients c ON c.n = CASE WHEN b.n % $8 = 0 AND b.n / $8 <= $9 THEN 1 + (b.n / $8) % $11
                                          ELSE $11 + 1 + abs(hashtext('c' || b.n)) % greatest($10 - $11, 1) END`,
    [
      TEMPLATES.map((t) => t[0]),
      TEMPLATES.map((t) => t[1]),
      TEMPLATES.map((t) => t[2].join('|')),
      TEMPLATES.length,
      places.map((c) => c.name),
      places.map((c) => c.province),
      places.length,
      clientStride,
      heavyClients * o.clientRequests,
      CLIENTS,
      heavyClients,
    ],
  );
  // Proposals: 0..m per request (m = 2 × PROPOSALS / REQUESTS rounded, mean m / 2), each from a different company
  // (uq_proposals_request_company); each heavy company also proposes on one request in
  // REQUESTS / companyProposals. trg_proposals_count (one UPDATE of requests per proposal) is
  // disabled for the bulk insert and proposal_count set once afterwards to the same value the
  // trigger keeps: the count of proposals.
  const maxPerRequest = Math.max(1, Math.round((2 * PROPOSALS) / REQUESTS));
  const companyStride = Math.max(1, Math.floor(REQUESTS / o.companyProposals));
  await ds.query('ALTER TABLE proposals DISABLE TRIGGER trg_proposals_count');
  const proposalSelect = (companyJoin, where = '') =>
    `INSERT INTO proposals (request_id, company_id, message, price, status, responded_at, created_at, updated_at)
     SELECT r.id, c.id, '<p>' || (ARRAY[${PROPOSAL_TEXTS.map(sqlText).join(', ')}])[1 + (b.n + c.n) % ${PROPOSAL_TEXTS.length}] || '</p>',
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
      `JOIN generate_series(1, ${maxPerRequest}) AS j ON j <= abs(hashtext('n' || b.n)) % ${maxPerRequest + 1}
       JOIN bench_companies c ON c.n = 1 + (b.n * 37 + j * 1009) % ${COMPANIES}`,
    ),
  );
  await step(
    `propuestas de ${heavyCompanies} empresa(s) activa(s) (~${o.companyProposals} cada una)`,
    proposalSelect(`JOIN bench_companies c ON c.n <= ${heavyCompanies}`, `WHERE (b.n + c.n * 7919) % ${companyStride} = 0`),
  );
  await ds.query('ALTER TABLE proposals ENABLE TRIGGER trg_proposals_count');
  await ds.query('ALTER TABLE requests DISABLE TRIGGER USER'); // search_text/updated_at do not change
  await step(
    'proposal_count',
    `UPDATE requests r SET proposal_count = x.n FROM (SELECT request_id, count(*)::int AS n FROM proposals GROUP BY request_id) x WHERE x.request_id = r.id`,
  );
  await ds.query('ALTER TABLE requests ENABLE TRIGGER USER');
  // Messages between the client and the company of a proposal: a share of the proposals has a
  // conversation of 1..2m messages (mean m), alternating sides, the older ones read, ~15 % unread.
  const [{ n: proposalRows }] = await ds.query('SELECT count(*)::int AS n FROM proposals');
  const perConversation = Math.max(1, Math.round(MESSAGES / Math.max(1, proposalRows * o.conversationShare)));
  const texts = MESSAGE_TEXTS.flat();
  await step(
    `mensajes (~${MESSAGES}: ${Math.round(o.conversationShare * 100)} % de las propuestas con conversación de 1 a ${2 * perConversation - 1} mensajes)`,
    `INSERT INTO messages (sender_id, receiver_id, request_id, content, is_read, read_at, created_at)
     SELECT CASE WHEN x.fromCompany THEN c.user_id ELSE r.client_id END, CASE WHEN x.fromCompany THEN r.client_id ELSE c.user_id END, r.id,
            (ARRAY[${texts.map(sqlText).join(', ')}])[1 + (abs(hashtext(p.id::text)) % ${MESSAGE_TEXTS.length}) * 2 + (CASE WHEN x.fromCompany THEN 0 ELSE 1 END)],
            x.h >= 15, CASE WHEN x.h >= 15 THEN least(now(), p.created_at + k * interval '3 hours') END, least(now(), p.created_at + k * interval '2 hours')
       FROM proposals p JOIN requests r ON r.id = p.request_id JOIN companies c ON c.id = p.company_id
       CROSS JOIN LATERAL (SELECT abs(hashtext('conv' || p.id::text)) % 1000 < $1 AS talks, 1 + abs(hashtext('len' || p.id::text)) % $2 AS len) conv
       JOIN generate_series(1, $2) AS k ON conv.talks AND k <= conv.len
       CROSS JOIN LATERAL (SELECT CASE WHEN k = conv.len THEN abs(hashtext(p.id::text || k)) % 40 ELSE 99 END AS h, k % 2 = 1 AS fromCompany) x`,
    [Math.round(o.conversationShare * 1000), 2 * perConversation - 1],
  );
  await step(
    'reseñas (2 en el 40 % de las empresas)',
    `INSERT INTO reviews (company_id, user_id, rating, comment)
     SELECT c.id, u.id, 1 + abs(hashtext(c.id::text || k)) % 5, (ARRAY['Muy puntuales y cuidadosos.','Buen precio, repetiría.','Llegaron tarde pero sin daños.'])[k]
       FROM bench_companies c JOIN generate_series(1, 2) AS k ON true
       JOIN bench_clients u ON u.n = 1 + (c.n * 31 + k * 17) % ${CLIENTS}
      WHERE c.n % 5 < 2
     ON CONFLICT DO NOTHING`,
  );

  const heavyClientIds = (await ds.query(`SELECT id FROM bench_clients WHERE n <= $1 ORDER BY n`, [heavyClients])).map((r) => r.id);
  const heavyCompanyUserIds = (await ds.query(`SELECT user_id AS id FROM bench_companies WHERE n <= $1 ORDER BY n`, [heavyCompanies])).map(
    (r) => r.id,
  );
  for (const table of ['bench_clients', 'bench_companies', 'bench_requests']) await ds.query(`DROP TABLE ${table}`);
  await step(
    `${dropped.length} índices secundarios creados al final`,
    // One statement list, so the memory setting applies to the session that builds them.
    `SET maintenance_work_mem = '512MB'; ${dropped.map((i) => `${i.def};`).join(' ')} RESET maintenance_work_mem`,
  );
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE'); // what autovacuum keeps up in production
  const loadMs = performance.now() - load;
  console.log(`  total: ${(loadMs / 1000).toFixed(1)} s`);
  return { options: o, heavyClientIds, heavyCompanyUserIds, loadMs };
}
