// A realistic, deterministic mix of searches for bench/http-lists.mjs (issue 21): what people type
// in the directory and the jobs search boxes. Services and their everyday words, company-name
// words, whole and half-typed words (prefixes while typing), one-letter differences (plural,
// missing letter) and typos (swapped, dropped, doubled or wrong letters), alone or with a place
// (provinces and cities of @rutalia/catalog, weighted by population) and sometimes a service
// filter. The same seed always gives the same list, so runs compare like with like.
import { CITIES, PROVINCES, SERVICE_CATEGORIES } from '@rutalia/catalog';

/** Everyday words for the services (what a visitor types rather than the catalog's names). */
const SERVICE_WORDS = [
  'mudanza',
  'mudanzas',
  'mudanzas baratas',
  'mudanza de piso',
  'mudanzas oficinas',
  'guardamuebles',
  'trastero',
  'transporte',
  'transportes',
  'transporte de palés',
  'transporte urgente',
  'transporte internacional',
  'transporte frigorífico',
  'camión frigorífico',
  'furgoneta',
  'portes',
  'paquetería',
  'mensajería',
  'envíos',
  'envío urgente',
  'última milla',
  'logística',
  'logística e-commerce',
  'almacenaje',
  'almacén',
  'preparación de pedidos',
  'distribución',
  'grupaje',
  'carga completa',
  'mercancías peligrosas',
  'aduanas',
  'gestión aduanera',
  'piano',
  'traslado de piano',
  'maquinaria',
  'vehículos',
  'embalaje',
  'montaje de muebles',
  'devoluciones',
  'logística inversa',
  'consultoría logística',
  'frigorífico',
  'palés',
  'flota propia',
  'empresa familiar',
];

/** Words of company names (the bench's companies are «Mudanzas García 123» and the like). */
const NAME_WORDS = ['garcía', 'martínez', 'lópez', 'sánchez', 'pérez', 'gómez', 'fernández', 'ruiz', 'díaz', 'moreno'];
const NAME_PREFIXES = ['transportes', 'mudanzas', 'logística', 'cargas', 'distribuciones', 'envíos'];

/** Words of request titles and descriptions (bench/lib/requests-fixtures.mjs and real life). */
const JOB_WORDS = [
  'oficina',
  'piso',
  '3 habitaciones',
  'ascensor',
  'palés',
  'europalés',
  'recambios',
  'cosmética',
  'tienda online',
  'maquinaria industrial',
  'fruta',
  'temperatura controlada',
  'paquetes',
  'obras',
  'reforma',
  'muebles',
  'cristalería',
  'plataforma elevadora',
  'grúa',
  'fin de semana',
  'polígono',
  'documentación',
  'oporto',
  'portugal',
];

/** Seeded PRNG (mulberry32): the same mix on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijlmnoprstuvz';
const stripAccents = (s) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** One typo in the longest word of `text`: swapped, dropped, doubled or wrong letter. */
function typo(text, rnd) {
  const words = text.split(' ');
  const i = words.reduce((best, w, k) => (w.length > words[best].length ? k : best), 0);
  const w = words[i];
  if (w.length < 4) return text;
  const at = 1 + Math.floor(rnd() * (w.length - 2));
  const kind = Math.floor(rnd() * 4);
  let out;
  if (kind === 0) out = w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  else if (kind === 1) out = w.slice(0, at) + w.slice(at + 1);
  else if (kind === 2) out = w.slice(0, at) + w[at] + w.slice(at);
  else out = w.slice(0, at) + LETTERS[Math.floor(rnd() * LETTERS.length)] + w.slice(at + 1);
  words[i] = out;
  return words.join(' ');
}

/** One letter more or less at the end (plural, singular, a letter still to type). */
function oneLetter(text, rnd) {
  if (text.endsWith('s')) return text.slice(0, -1);
  return rnd() < 0.5 ? `${text}s` : text.slice(0, -1);
}

/** What is in the box while the word is still being typed (at least 4 letters). */
function typing(text, rnd) {
  const cut = Math.max(4, Math.floor(text.length * (0.5 + rnd() * 0.4)));
  return text.slice(0, cut).trimEnd();
}

/** Varies how a base text is typed: as is, without accents, upper case, a typo, one letter, a prefix. */
function variant(text, rnd) {
  const r = rnd();
  if (r < 0.35) return text;
  if (r < 0.5) return stripAccents(text);
  if (r < 0.55) return text.toUpperCase();
  if (r < 0.72) return typo(text, rnd);
  if (r < 0.84) return oneLetter(text, rnd);
  return typing(text, rnd);
}

const pick = (list, rnd) => list[Math.floor(rnd() * list.length)];

/** Spanish cities weighted by population (Madrid far more often than León), and the provinces. */
const SPANISH_CITIES = CITIES.filter((c) => c.country === 'España');
const WEIGHTED_CITIES = SPANISH_CITIES.flatMap((c) => Array(Math.max(1, Math.round((c.population ?? 100_000) / 200_000))).fill(c.name));
const SPANISH_PROVINCES = PROVINCES.filter((p) => p.country === 'España').map((p) => p.name);

function page(rnd) {
  const r = rnd();
  return r < 0.75 ? 1 : r < 0.9 ? 2 : r < 0.97 ? 3 : 5;
}

function companyText(rnd) {
  const r = rnd();
  if (r < 0.55) return pick(SERVICE_WORDS, rnd);
  if (r < 0.7) return pick(NAME_WORDS, rnd);
  if (r < 0.85) return `${pick(NAME_PREFIXES, rnd)} ${pick(NAME_WORDS, rnd)}`;
  if (r < 0.93) return pick(SERVICE_CATEGORIES, rnd).name.toLowerCase();
  return `${pick(SERVICE_WORDS, rnd)} ${pick(WEIGHTED_CITIES, rnd).toLowerCase()}`;
}

function jobText(rnd) {
  const r = rnd();
  if (r < 0.5) return pick(SERVICE_WORDS, rnd);
  if (r < 0.75) return pick(JOB_WORDS, rnd);
  if (r < 0.85) return pick(WEIGHTED_CITIES, rnd).toLowerCase();
  return `${pick(SERVICE_WORDS, rnd)} ${pick(r < 0.93 ? JOB_WORDS : WEIGHTED_CITIES, rnd).toLowerCase()}`;
}

/** `count` distinct parameter sets, made by `make(rnd)` (undefined values dropped). */
function distinct(count, seed, make) {
  const rnd = random(seed);
  const seen = new Map();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const params = Object.fromEntries(Object.entries(make(rnd)).filter(([, v]) => v !== undefined && v !== ''));
    seen.set(JSON.stringify(params), params);
  }
  return [...seen.values()];
}

/**
 * Directory searches: `{ q?, province?, city?, service?, page }`. Mostly text (70 % with a place),
 * some place-only or service-only lists, 15 % with the service filter.
 */
export function directorySearches(count = 600, seed = 21) {
  return distinct(count, seed, (rnd) => {
    const r = rnd();
    const q = r < 0.9 ? variant(companyText(rnd), rnd) : undefined;
    const where = rnd();
    const province =
      where < 0.45 ? pick(rnd() < 0.6 ? SPANISH_PROVINCES : ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'], rnd) : undefined;
    const city = where >= 0.45 && where < 0.7 ? pick(WEIGHTED_CITIES, rnd) : undefined;
    const service = rnd() < 0.15 ? pick(SERVICE_CATEGORIES, rnd).name : undefined;
    return { q: q ?? (province || city || service ? undefined : 'mudanzas'), province, city, service, page: page(rnd) };
  });
}

/** Jobs searches: `{ q?, location?, service?, page }`: mostly text, 25 % with a place, 10 % with a category. */
export function jobSearches(count = 600, seed = 2121) {
  return distinct(count, seed, (rnd) => {
    const q = rnd() < 0.92 ? variant(jobText(rnd), rnd) : undefined;
    const location = rnd() < 0.25 ? pick(['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'], rnd) : undefined;
    const service = rnd() < 0.1 ? pick(SERVICE_CATEGORIES, rnd).slug : undefined;
    return { q: q ?? (location || service ? undefined : 'mudanza'), location, service, page: page(rnd) };
  });
}

/** `{ path }` specs for the load generator. */
export const toSpecs = (base, list) => list.map((params) => ({ path: `${base}?${new URLSearchParams(params).toString()}` }));
