// Data of bench/alerts-fanout.mjs (issue 19, part 2), loaded with generate_series into a migrated
// scratch database (bench/lib/scratch-db.mjs): companies on the Profesional plan (alerts
// `instant`) with an active subscription, their users, a few clients who publish, and the alert
// settings of each phase kept aside in unlogged tables, so a phase switch is one INSERT … SELECT.
import { seedPlans } from '../../backend/dist/database/seeds/plans.seed.js';
import { ms } from './scratch-db.mjs';

/** Madrid, where every published request starts (the radius group has its base around it). */
const MADRID = { lat: 40.4168, lon: -3.7038 };

/**
 * `companies` visible companies (n = 1…companies) with users, an active Profesional subscription
 * (paid period running, nothing due for the billing scheduler) and a base near Madrid; `clients`
 * clients. Two tables of settings, not yet in company_alert_settings:
 * - bench_settings_fanout: companies 1…`matching`, e-mail `instant`, every one matching a move
 *   Madrid → Valencia of the category «mudanzas», through the four ways the fan-out matches (category
 *   + origin province; service + no place; category + radius around its base; category + destination);
 * - bench_settings_digest: all `companies`, e-mail `digest`, category «mudanzas».
 * Returns the clients' ids.
 */
export async function loadAlertsData(ds, { companies, matching, clients }) {
  const load = performance.now();
  const step = async (label, sql, params = []) => {
    const t = performance.now();
    await ds.query(sql, params);
    console.log(`  ${label}: ${ms(t)}`);
  };
  console.log('Carga:');
  await seedPlans(ds); // what the app inserts at start; here first, to subscribe the companies
  await ds.query(
    `CREATE UNLOGGED TABLE bench_companies AS
     SELECT i AS n, gen_random_uuid() AS id, gen_random_uuid() AS user_id FROM generate_series(1, ${companies}) AS i`,
  );
  await ds.query(`ALTER TABLE bench_companies ADD PRIMARY KEY (n)`);
  await step(
    `usuarios (${companies} de empresa + ${clients} clientes)`,
    `INSERT INTO users (id, email, password_hash, full_name, phone, user_type)
     SELECT user_id, 'alertas' || n || '@example.com', 'x', 'Gerente ' || n, '9' || lpad(n::text, 8, '0'), 'company'::user_type FROM bench_companies
     UNION ALL
     SELECT gen_random_uuid(), 'publica' || i || '@example.com', 'x', 'Cliente ' || i, '6' || lpad(i::text, 8, '0'), 'client'::user_type
       FROM generate_series(1, ${clients}) AS i`,
  );
  await step(
    `empresas (${companies}, visibles, base cerca de Madrid)`,
    `INSERT INTO companies (id, user_id, slug, company_name, contact_person, email, phone, city, province, services, description,
                            base_lat, base_lon, created_at)
     SELECT id, user_id, '', 'Mudanzas Alerta ' || n, 'Contacto ' || n, 'alertas' || n || '@example.com', '9' || lpad(n::text, 8, '0'),
            'Madrid', 'Madrid', ARRAY['Mudanzas de viviendas'], '<p>Mudanzas y guardamuebles con flota propia.</p>',
            $1 + ((n % 41) - 20) * 0.01, $2 + ((n % 37) - 18) * 0.01, now() - (n % 700) * interval '1 day'
       FROM bench_companies`,
    [MADRID.lat, MADRID.lon],
  );
  await step(
    'suscripciones (Profesional, active)',
    `INSERT INTO company_subscriptions (company_id, plan_id, status, current_period_start, current_period_end, created_at)
     SELECT id, (SELECT id FROM subscription_plans WHERE plan_name = 'professional'), 'active'::subscription_status,
            now() - interval '10 days', now() + interval '20 days', now() - interval '100 days'
       FROM bench_companies`,
  );
  // Four ways to match the move, a quarter each; unsubscribe tokens random, as the API makes them.
  await step(
    `ajustes de alertas guardados aparte (${matching} instantáneos que coinciden, ${companies} en resumen diario)`,
    `CREATE UNLOGGED TABLE bench_settings_fanout AS
     SELECT id AS company_id, true AS enabled,
            CASE WHEN n % 4 = 1 THEN ARRAY[]::text[] ELSE ARRAY['mudanzas'] END AS categories,
            CASE WHEN n % 4 = 1 THEN ARRAY['Mudanzas de viviendas'] ELSE ARRAY[]::text[] END AS services,
            CASE WHEN n % 4 = 0 THEN ARRAY['madrid'] ELSE ARRAY[]::text[] END AS origin_provinces,
            CASE WHEN n % 4 = 2 THEN 100 END AS radius_km,
            CASE WHEN n % 4 = 3 THEN ARRAY['valencia'] ELSE ARRAY[]::text[] END AS destination_provinces,
            'instant'::varchar AS email_mode, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') AS unsubscribe_token
       FROM bench_companies WHERE n <= ${matching};
     CREATE UNLOGGED TABLE bench_settings_digest AS
     SELECT id AS company_id, true AS enabled, ARRAY['mudanzas'] AS categories, ARRAY[]::text[] AS services,
            ARRAY[]::text[] AS origin_provinces, NULL::int AS radius_km, ARRAY[]::text[] AS destination_provinces,
            'digest'::varchar AS email_mode, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') AS unsubscribe_token
       FROM bench_companies`,
  );
  const clientIds = (await ds.query(`SELECT id FROM users WHERE user_type = 'client' ORDER BY email`)).map((r) => r.id);
  await ds.query('DROP TABLE bench_companies');
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
  console.log(`  total: ${((performance.now() - load) / 1000).toFixed(1)} s`);
  return { clientIds };
}

/** Replaces every company's alert settings by the ones kept in `table` (none when `table` is null). */
export async function useSettings(ds, table) {
  await ds.query('DELETE FROM company_alert_settings');
  if (table)
    await ds.query(
      `INSERT INTO company_alert_settings (company_id, enabled, categories, services, origin_provinces, radius_km, destination_provinces,
                                           email_mode, unsubscribe_token)
       SELECT company_id, enabled, categories, services, origin_provinces, radius_km, destination_provinces, email_mode, unsubscribe_token
         FROM ${table}`,
    );
  await ds.query('ANALYZE company_alert_settings');
}

/**
 * For the digest: one unmailed alert per company with settings and request of `requestIds`
 * (active requests published during the run, so within the digest's 24 h), created in the last
 * 20 hours. Returns the number of rows inserted.
 */
export async function insertUnmailedAlerts(ds, requestIds) {
  const [{ n }] = await ds.query(
    `WITH ins AS (
       INSERT INTO request_alerts (company_id, request_id, created_at)
       SELECT a.company_id, r.id, now() - (abs(hashtext(a.company_id::text || r.id::text)) % 72000) * interval '1 second'
         FROM company_alert_settings a CROSS JOIN unnest($1::uuid[]) AS r(id)
       ON CONFLICT DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM ins`,
    [requestIds],
  );
  await ds.query('VACUUM ANALYZE request_alerts');
  return n;
}
