// Background data for the load test, written with SQL before the app starts (not through the API:
// it is the site's existing content, not what the simulated users do): visible companies, active
// requests of other clients and published blog posts, so the public lists and searches have
// something to search. Returns what the anonymous visitors pick from.
import { CITIES, DIRECTORY_SERVICES } from '@rutalia/catalog';
import { PROPOSAL_TEXTS, TEMPLATES } from './requests-fixtures.mjs';

const SPANISH_CITIES = CITIES.filter((c) => c.country === 'España').slice(0, 30);
const COMPANY_WORDS = ['Transportes', 'Mudanzas', 'Logística', 'Envíos', 'Cargas', 'Traslados'];
const SURNAMES = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro'];
const BLOG_TOPICS = [
  ['Cómo preparar una mudanza sin estrés', 'mudanzas'],
  ['Qué mirar en un presupuesto de transporte', 'transporte'],
  ['Embalaje de objetos frágiles paso a paso', 'mudanzas'],
  ['Transporte frigorífico: lo que debes saber', 'transporte'],
  ['Logística para tiendas online pequeñas', 'logística'],
  ['Guardamuebles: cuándo merece la pena', 'almacenaje'],
  ['Mudanzas internacionales dentro de la UE', 'mudanzas'],
  ['Paletizado y seguro de la mercancía', 'transporte'],
  ['Última milla en ciudades grandes', 'logística'],
  ['Trasladar una oficina en un fin de semana', 'mudanzas'],
  ['Documentación para transporte a Portugal', 'transporte'],
  ['Devoluciones: logística inversa sin pérdidas', 'logística'],
];
const BATCH = 500;

/** INSERT … VALUES of `rows` (arrays) into `table (columns)` in batches; `casts` per column (e.g. '::text[]'). */
async function insertRows(ds, table, columns, rows, casts = []) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const params = [];
    const values = batch.map(
      (row) =>
        `(${row
          .map((value, j) => {
            params.push(value);
            return `$${params.length}${casts[j] ?? ''}`;
          })
          .join(', ')})`,
    );
    await ds.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
  }
}

const pick = (list, i) => list[i % list.length];
const minutesAgo = (m) => new Date(Date.now() - m * 60_000).toISOString();

/** Seeds `companies` companies, `requests` requests (of `requests / 10` clients) and 12 blog posts. */
export async function seedBackground(ds, { companies, requests }) {
  const clients = Math.max(1, Math.ceil(requests / 10));
  await insertRows(
    ds,
    'users',
    ['email', 'password_hash', 'full_name', 'user_type', 'created_at'],
    [
      ...Array.from({ length: companies }, (_, i) => [
        `fondo-empresa-${i}@rutalia.test`,
        'sin-acceso',
        `${pick(SURNAMES, i)} ${i}`,
        'company',
        minutesAgo(60 * 24 * 90 - i),
      ]),
      ...Array.from({ length: clients }, (_, i) => [
        `fondo-cliente-${i}@rutalia.test`,
        'sin-acceso',
        `Cliente ${pick(SURNAMES, i * 7)} ${i}`,
        'client',
        minutesAgo(60 * 24 * 90 - i),
      ]),
    ],
  );
  const ids = new Map((await ds.query(`SELECT id, email FROM users WHERE email LIKE 'fondo-%'`)).map((r) => [r.email, r.id]));

  await insertRows(
    ds,
    'companies',
    ['user_id', 'company_name', 'contact_person', 'phone', 'city', 'province', 'services', 'description', 'created_at'],
    Array.from({ length: companies }, (_, i) => {
      const city = pick(SPANISH_CITIES, i * 13);
      const services = [pick(DIRECTORY_SERVICES, i), pick(DIRECTORY_SERVICES, i * 5 + 2)].filter((s, j, all) => all.indexOf(s) === j);
      const name = `${pick(COMPANY_WORDS, i)} ${pick(SURNAMES, i * 3)} ${city.name} ${i}`;
      const description = `${name}: ${services.join(' y ').toLowerCase()} en ${city.name} y alrededores. ${pick(PROPOSAL_TEXTS, i)}`;
      return [
        ids.get(`fondo-empresa-${i}@rutalia.test`),
        name,
        `${pick(SURNAMES, i + 1)} ${i}`,
        '600000000',
        city.name,
        city.province,
        services,
        description,
        minutesAgo(60 * 24 * 90 - i),
      ];
    }),
    ['', '', '', '', '', '', '::text[]'],
  );

  await insertRows(
    ds,
    'requests',
    ['client_id', 'title', 'description', 'services', 'city', 'province', 'created_at'],
    Array.from({ length: requests }, (_, i) => {
      const [title, description, services] = pick(TEMPLATES, i);
      const city = pick(SPANISH_CITIES, i * 7);
      return [
        ids.get(`fondo-cliente-${i % clients}@rutalia.test`),
        `${title} en ${city.name}`,
        `<p>${description}</p>`,
        services,
        city.name,
        city.province,
        minutesAgo((i * 17) % (60 * 24 * 60)),
      ];
    }),
    ['', '', '', '::text[]'],
  );

  await insertRows(
    ds,
    'blog_posts',
    ['title', 'slug', 'content', 'excerpt', 'published', 'published_at', 'tags'],
    BLOG_TOPICS.map(([title, tag], i) => [
      title,
      `guia-${i + 1}-${tag.normalize('NFD').replace(/[^a-z]/g, '')}`,
      `<p>${title}. ${PROPOSAL_TEXTS.join(' ')}</p>`.repeat(6),
      `${title}: consejos prácticos de Rutalia.`,
      true,
      minutesAgo(60 * 24 * (i + 1)),
      [tag],
    ]),
    ['', '', '', '', '', '', '::text[]'],
  );
  await ds.query('ANALYZE');

  const companyRows = await ds.query(`SELECT id, slug FROM companies ORDER BY random() LIMIT 200`);
  const requestRows = await ds.query(`SELECT id, slug FROM requests ORDER BY random() LIMIT 300`);
  const blogRows = await ds.query(`SELECT slug FROM blog_posts WHERE published`);
  return {
    companySeoParams: companyRows.map((r) => `${r.slug}-${r.id}`),
    requestSeoParams: requestRows.map((r) => `${r.slug}-${r.id}`),
    blogSlugs: blogRows.map((r) => r.slug),
    cities: SPANISH_CITIES,
  };
}
