/**
 * Locations: Spanish provinces, Portuguese districts, main cities, city–province pairs for the
 * location pickers and the preset locations of the sitemap (spec section 3 'Static data',
 * section 2 '/ubicaciones' and 'Location landing', section 9 'Sitemap'). Pure data.
 *
 * Naming rule (one rule for provinces and cities): the official name of the place; where the
 * official name is bilingual (Araba/Álava, Alicante/Alacant, Castellón/Castelló,
 * Valencia/València, Donostia/San Sebastián, Elche/Elx) the Spanish form is used, and where the
 * only official name is the Basque, Catalan or Galician one it is used as is: A Coruña, Ourense,
 * Girona, Lleida, Bizkaia, Gipuzkoa, Illes Balears. The other usual spellings ('La Coruña',
 * 'Vizcaya', 'Guipúzcoa', 'Baleares', 'Lérida', 'Gerona', 'Orense'...) are kept in `aliases` so
 * that searches and free-text values still resolve (see `findProvince` / `findCity`).
 * Portuguese places use their usual Spanish names (Lisboa, Oporto, Coímbra, Braganza, Azores),
 * with the Portuguese name as an alias.
 *
 * Every `slug` is `slugify(name)`; this is checked by catalog.spec.ts.
 */
import { slugify } from './slug.js';

export type Country = 'España' | 'Portugal';

/** A first-level division: a Spanish province (or autonomous city) or a Portuguese district. */
export interface Province {
  readonly name: string;
  readonly slug: string;
  /** Spain: autonomous community (or autonomous city). Portugal: NUTS II region of the capital. */
  readonly region: string;
  readonly country: Country;
  /** Spain only: two-digit INE code, which is also the first two digits of its postal codes. */
  readonly code?: string;
  /** Other usual names (older Spanish forms, the other official language). */
  readonly aliases?: readonly string[];
}

export interface City {
  readonly name: string;
  readonly slug: string;
  /** Name of the province (Spain) or district (Portugal), as in PROVINCES / PORTUGUESE_DISTRICTS. */
  readonly province: string;
  readonly provinceSlug: string;
  readonly country: Country;
  /**
   * Approximate population of the municipality, rounded to thousands (Spain: INE municipal
   * register of the early 2020s; Portugal: 2021 census). Only used to order cities; do not
   * display it as an official figure.
   */
  readonly population?: number;
  readonly aliases?: readonly string[];
}

export interface CityProvincePair {
  readonly city: string;
  readonly citySlug: string;
  readonly province: string;
  readonly provinceSlug: string;
  readonly country: Country;
}

export interface SitemapLocation {
  readonly city: string;
  readonly citySlug: string;
  readonly province: string;
  readonly provinceSlug: string;
  /** Site path of the location landing page: `/location/{provinceSlug}/{citySlug}`. */
  readonly path: string;
}

/**
 * The 50 Spanish provinces plus the autonomous cities of Ceuta and Melilla (52 entries),
 * in alphabetical order.
 */
export const PROVINCES: readonly Province[] = [
  { name: 'A Coruña', slug: 'a-coruna', region: 'Galicia', country: 'España', code: '15', aliases: ['La Coruña'] },
  { name: 'Álava', slug: 'alava', region: 'País Vasco', country: 'España', code: '01', aliases: ['Araba', 'Araba/Álava'] },
  { name: 'Albacete', slug: 'albacete', region: 'Castilla-La Mancha', country: 'España', code: '02' },
  {
    name: 'Alicante',
    slug: 'alicante',
    region: 'Comunitat Valenciana',
    country: 'España',
    code: '03',
    aliases: ['Alacant', 'Alicante/Alacant'],
  },
  { name: 'Almería', slug: 'almeria', region: 'Andalucía', country: 'España', code: '04' },
  { name: 'Asturias', slug: 'asturias', region: 'Principado de Asturias', country: 'España', code: '33' },
  { name: 'Ávila', slug: 'avila', region: 'Castilla y León', country: 'España', code: '05' },
  { name: 'Badajoz', slug: 'badajoz', region: 'Extremadura', country: 'España', code: '06' },
  { name: 'Barcelona', slug: 'barcelona', region: 'Cataluña', country: 'España', code: '08' },
  { name: 'Bizkaia', slug: 'bizkaia', region: 'País Vasco', country: 'España', code: '48', aliases: ['Vizcaya'] },
  { name: 'Burgos', slug: 'burgos', region: 'Castilla y León', country: 'España', code: '09' },
  { name: 'Cáceres', slug: 'caceres', region: 'Extremadura', country: 'España', code: '10' },
  { name: 'Cádiz', slug: 'cadiz', region: 'Andalucía', country: 'España', code: '11' },
  { name: 'Cantabria', slug: 'cantabria', region: 'Cantabria', country: 'España', code: '39' },
  {
    name: 'Castellón',
    slug: 'castellon',
    region: 'Comunitat Valenciana',
    country: 'España',
    code: '12',
    aliases: ['Castelló', 'Castellón/Castelló'],
  },
  { name: 'Ceuta', slug: 'ceuta', region: 'Ceuta', country: 'España', code: '51' },
  { name: 'Ciudad Real', slug: 'ciudad-real', region: 'Castilla-La Mancha', country: 'España', code: '13' },
  { name: 'Córdoba', slug: 'cordoba', region: 'Andalucía', country: 'España', code: '14' },
  { name: 'Cuenca', slug: 'cuenca', region: 'Castilla-La Mancha', country: 'España', code: '16' },
  { name: 'Gipuzkoa', slug: 'gipuzkoa', region: 'País Vasco', country: 'España', code: '20', aliases: ['Guipúzcoa'] },
  { name: 'Girona', slug: 'girona', region: 'Cataluña', country: 'España', code: '17', aliases: ['Gerona'] },
  { name: 'Granada', slug: 'granada', region: 'Andalucía', country: 'España', code: '18' },
  { name: 'Guadalajara', slug: 'guadalajara', region: 'Castilla-La Mancha', country: 'España', code: '19' },
  { name: 'Huelva', slug: 'huelva', region: 'Andalucía', country: 'España', code: '21' },
  { name: 'Huesca', slug: 'huesca', region: 'Aragón', country: 'España', code: '22' },
  {
    name: 'Illes Balears',
    slug: 'illes-balears',
    region: 'Illes Balears',
    country: 'España',
    code: '07',
    aliases: ['Baleares', 'Islas Baleares'],
  },
  { name: 'Jaén', slug: 'jaen', region: 'Andalucía', country: 'España', code: '23' },
  { name: 'La Rioja', slug: 'la-rioja', region: 'La Rioja', country: 'España', code: '26' },
  { name: 'Las Palmas', slug: 'las-palmas', region: 'Canarias', country: 'España', code: '35' },
  { name: 'León', slug: 'leon', region: 'Castilla y León', country: 'España', code: '24' },
  { name: 'Lleida', slug: 'lleida', region: 'Cataluña', country: 'España', code: '25', aliases: ['Lérida'] },
  { name: 'Lugo', slug: 'lugo', region: 'Galicia', country: 'España', code: '27' },
  { name: 'Madrid', slug: 'madrid', region: 'Comunidad de Madrid', country: 'España', code: '28' },
  { name: 'Málaga', slug: 'malaga', region: 'Andalucía', country: 'España', code: '29' },
  { name: 'Melilla', slug: 'melilla', region: 'Melilla', country: 'España', code: '52' },
  { name: 'Murcia', slug: 'murcia', region: 'Región de Murcia', country: 'España', code: '30' },
  { name: 'Navarra', slug: 'navarra', region: 'Comunidad Foral de Navarra', country: 'España', code: '31', aliases: ['Nafarroa'] },
  { name: 'Ourense', slug: 'ourense', region: 'Galicia', country: 'España', code: '32', aliases: ['Orense'] },
  { name: 'Palencia', slug: 'palencia', region: 'Castilla y León', country: 'España', code: '34' },
  { name: 'Pontevedra', slug: 'pontevedra', region: 'Galicia', country: 'España', code: '36' },
  { name: 'Salamanca', slug: 'salamanca', region: 'Castilla y León', country: 'España', code: '37' },
  { name: 'Santa Cruz de Tenerife', slug: 'santa-cruz-de-tenerife', region: 'Canarias', country: 'España', code: '38' },
  { name: 'Segovia', slug: 'segovia', region: 'Castilla y León', country: 'España', code: '40' },
  { name: 'Sevilla', slug: 'sevilla', region: 'Andalucía', country: 'España', code: '41' },
  { name: 'Soria', slug: 'soria', region: 'Castilla y León', country: 'España', code: '42' },
  { name: 'Tarragona', slug: 'tarragona', region: 'Cataluña', country: 'España', code: '43' },
  { name: 'Teruel', slug: 'teruel', region: 'Aragón', country: 'España', code: '44' },
  { name: 'Toledo', slug: 'toledo', region: 'Castilla-La Mancha', country: 'España', code: '45' },
  {
    name: 'Valencia',
    slug: 'valencia',
    region: 'Comunitat Valenciana',
    country: 'España',
    code: '46',
    aliases: ['València', 'Valencia/València'],
  },
  { name: 'Valladolid', slug: 'valladolid', region: 'Castilla y León', country: 'España', code: '47' },
  { name: 'Zamora', slug: 'zamora', region: 'Castilla y León', country: 'España', code: '49' },
  { name: 'Zaragoza', slug: 'zaragoza', region: 'Aragón', country: 'España', code: '50' },
];

/**
 * The 20 Portuguese districts as usually counted: the 18 mainland districts plus the
 * autonomous regions of the Azores and Madeira. `region` is the NUTS II region (2013
 * nomenclature) of the district's capital.
 */
export const PORTUGUESE_DISTRICTS: readonly Province[] = [
  { name: 'Aveiro', slug: 'aveiro', region: 'Centro', country: 'Portugal' },
  { name: 'Azores', slug: 'azores', region: 'Azores', country: 'Portugal', aliases: ['Açores'] },
  { name: 'Beja', slug: 'beja', region: 'Alentejo', country: 'Portugal' },
  { name: 'Braga', slug: 'braga', region: 'Norte', country: 'Portugal' },
  { name: 'Braganza', slug: 'braganza', region: 'Norte', country: 'Portugal', aliases: ['Bragança'] },
  { name: 'Castelo Branco', slug: 'castelo-branco', region: 'Centro', country: 'Portugal' },
  { name: 'Coímbra', slug: 'coimbra', region: 'Centro', country: 'Portugal', aliases: ['Coimbra'] },
  { name: 'Évora', slug: 'evora', region: 'Alentejo', country: 'Portugal' },
  { name: 'Faro', slug: 'faro', region: 'Algarve', country: 'Portugal' },
  { name: 'Guarda', slug: 'guarda', region: 'Centro', country: 'Portugal' },
  { name: 'Leiria', slug: 'leiria', region: 'Centro', country: 'Portugal' },
  { name: 'Lisboa', slug: 'lisboa', region: 'Área Metropolitana de Lisboa', country: 'Portugal', aliases: ['Lisbon'] },
  { name: 'Madeira', slug: 'madeira', region: 'Madeira', country: 'Portugal' },
  { name: 'Oporto', slug: 'oporto', region: 'Norte', country: 'Portugal', aliases: ['Porto'] },
  { name: 'Portalegre', slug: 'portalegre', region: 'Alentejo', country: 'Portugal' },
  { name: 'Santarém', slug: 'santarem', region: 'Alentejo', country: 'Portugal' },
  { name: 'Setúbal', slug: 'setubal', region: 'Área Metropolitana de Lisboa', country: 'Portugal' },
  { name: 'Viana do Castelo', slug: 'viana-do-castelo', region: 'Norte', country: 'Portugal' },
  { name: 'Vila Real', slug: 'vila-real', region: 'Norte', country: 'Portugal' },
  { name: 'Viseu', slug: 'viseu', region: 'Centro', country: 'Portugal' },
];

/** Main Spanish cities (largest first) and a few Portuguese ones. */
export const CITIES: readonly City[] = [
  { name: 'Madrid', slug: 'madrid', province: 'Madrid', provinceSlug: 'madrid', country: 'España', population: 3_332_000 },
  { name: 'Barcelona', slug: 'barcelona', province: 'Barcelona', provinceSlug: 'barcelona', country: 'España', population: 1_620_000 },
  {
    name: 'Valencia',
    slug: 'valencia',
    province: 'Valencia',
    provinceSlug: 'valencia',
    country: 'España',
    population: 808_000,
    aliases: ['València'],
  },
  { name: 'Sevilla', slug: 'sevilla', province: 'Sevilla', provinceSlug: 'sevilla', country: 'España', population: 682_000 },
  { name: 'Zaragoza', slug: 'zaragoza', province: 'Zaragoza', provinceSlug: 'zaragoza', country: 'España', population: 675_000 },
  { name: 'Málaga', slug: 'malaga', province: 'Málaga', provinceSlug: 'malaga', country: 'España', population: 586_000 },
  { name: 'Murcia', slug: 'murcia', province: 'Murcia', provinceSlug: 'murcia', country: 'España', population: 463_000 },
  {
    name: 'Palma',
    slug: 'palma',
    province: 'Illes Balears',
    provinceSlug: 'illes-balears',
    country: 'España',
    population: 423_000,
    aliases: ['Palma de Mallorca'],
  },
  {
    name: 'Las Palmas de Gran Canaria',
    slug: 'las-palmas-de-gran-canaria',
    province: 'Las Palmas',
    provinceSlug: 'las-palmas',
    country: 'España',
    population: 380_000,
  },
  {
    name: 'Alicante',
    slug: 'alicante',
    province: 'Alicante',
    provinceSlug: 'alicante',
    country: 'España',
    population: 349_000,
    aliases: ['Alacant'],
  },
  { name: 'Bilbao', slug: 'bilbao', province: 'Bizkaia', provinceSlug: 'bizkaia', country: 'España', population: 346_000 },
  { name: 'Córdoba', slug: 'cordoba', province: 'Córdoba', provinceSlug: 'cordoba', country: 'España', population: 323_000 },
  { name: 'Valladolid', slug: 'valladolid', province: 'Valladolid', provinceSlug: 'valladolid', country: 'España', population: 298_000 },
  { name: 'Vigo', slug: 'vigo', province: 'Pontevedra', provinceSlug: 'pontevedra', country: 'España', population: 294_000 },
  {
    name: "L'Hospitalet de Llobregat",
    slug: 'lhospitalet-de-llobregat',
    province: 'Barcelona',
    provinceSlug: 'barcelona',
    country: 'España',
    population: 274_000,
    aliases: ['Hospitalet de Llobregat'],
  },
  {
    name: 'Gijón',
    slug: 'gijon',
    province: 'Asturias',
    provinceSlug: 'asturias',
    country: 'España',
    population: 268_000,
    aliases: ['Xixón'],
  },
  {
    name: 'Vitoria-Gasteiz',
    slug: 'vitoria-gasteiz',
    province: 'Álava',
    provinceSlug: 'alava',
    country: 'España',
    population: 256_000,
    aliases: ['Vitoria', 'Gasteiz'],
  },
  {
    name: 'A Coruña',
    slug: 'a-coruna',
    province: 'A Coruña',
    provinceSlug: 'a-coruna',
    country: 'España',
    population: 247_000,
    aliases: ['La Coruña'],
  },
  {
    name: 'Elche',
    slug: 'elche',
    province: 'Alicante',
    provinceSlug: 'alicante',
    country: 'España',
    population: 238_000,
    aliases: ['Elx'],
  },
  { name: 'Granada', slug: 'granada', province: 'Granada', provinceSlug: 'granada', country: 'España', population: 231_000 },
  {
    name: 'Oviedo',
    slug: 'oviedo',
    province: 'Asturias',
    provinceSlug: 'asturias',
    country: 'España',
    population: 220_000,
    aliases: ['Uviéu'],
  },
  { name: 'Cartagena', slug: 'cartagena', province: 'Murcia', provinceSlug: 'murcia', country: 'España', population: 218_000 },
  {
    name: 'Jerez de la Frontera',
    slug: 'jerez-de-la-frontera',
    province: 'Cádiz',
    provinceSlug: 'cadiz',
    country: 'España',
    population: 214_000,
    aliases: ['Jerez'],
  },
  {
    name: 'Santa Cruz de Tenerife',
    slug: 'santa-cruz-de-tenerife',
    province: 'Santa Cruz de Tenerife',
    provinceSlug: 'santa-cruz-de-tenerife',
    country: 'España',
    population: 209_000,
  },
  {
    name: 'Pamplona',
    slug: 'pamplona',
    province: 'Navarra',
    provinceSlug: 'navarra',
    country: 'España',
    population: 203_000,
    aliases: ['Iruña', 'Pamplona/Iruña'],
  },
  { name: 'Almería', slug: 'almeria', province: 'Almería', provinceSlug: 'almeria', country: 'España', population: 199_000 },
  {
    name: 'San Sebastián',
    slug: 'san-sebastian',
    province: 'Gipuzkoa',
    provinceSlug: 'gipuzkoa',
    country: 'España',
    population: 188_000,
    aliases: ['Donostia', 'Donostia/San Sebastián'],
  },
  { name: 'Burgos', slug: 'burgos', province: 'Burgos', provinceSlug: 'burgos', country: 'España', population: 174_000 },
  {
    name: 'Castellón de la Plana',
    slug: 'castellon-de-la-plana',
    province: 'Castellón',
    provinceSlug: 'castellon',
    country: 'España',
    population: 174_000,
    aliases: ['Castelló de la Plana', 'Castellón', 'Castelló'],
  },
  { name: 'Albacete', slug: 'albacete', province: 'Albacete', provinceSlug: 'albacete', country: 'España', population: 173_000 },
  { name: 'Santander', slug: 'santander', province: 'Cantabria', provinceSlug: 'cantabria', country: 'España', population: 172_000 },
  { name: 'Logroño', slug: 'logrono', province: 'La Rioja', provinceSlug: 'la-rioja', country: 'España', population: 152_000 },
  { name: 'Badajoz', slug: 'badajoz', province: 'Badajoz', provinceSlug: 'badajoz', country: 'España', population: 150_000 },
  { name: 'Salamanca', slug: 'salamanca', province: 'Salamanca', provinceSlug: 'salamanca', country: 'España', population: 144_000 },
  { name: 'Huelva', slug: 'huelva', province: 'Huelva', provinceSlug: 'huelva', country: 'España', population: 143_000 },
  {
    name: 'Lleida',
    slug: 'lleida',
    province: 'Lleida',
    provinceSlug: 'lleida',
    country: 'España',
    population: 141_000,
    aliases: ['Lérida'],
  },
  { name: 'Tarragona', slug: 'tarragona', province: 'Tarragona', provinceSlug: 'tarragona', country: 'España', population: 136_000 },
  { name: 'Algeciras', slug: 'algeciras', province: 'Cádiz', provinceSlug: 'cadiz', country: 'España', population: 123_000 },
  { name: 'León', slug: 'leon', province: 'León', provinceSlug: 'leon', country: 'España', population: 122_000 },
  { name: 'Cádiz', slug: 'cadiz', province: 'Cádiz', provinceSlug: 'cadiz', country: 'España', population: 112_000 },
  { name: 'Jaén', slug: 'jaen', province: 'Jaén', provinceSlug: 'jaen', country: 'España', population: 111_000 },
  {
    name: 'Girona',
    slug: 'girona',
    province: 'Girona',
    provinceSlug: 'girona',
    country: 'España',
    population: 106_000,
    aliases: ['Gerona'],
  },
  {
    name: 'Santiago de Compostela',
    slug: 'santiago-de-compostela',
    province: 'A Coruña',
    provinceSlug: 'a-coruna',
    country: 'España',
    population: 98_000,
    aliases: ['Santiago'],
  },
  { name: 'Cáceres', slug: 'caceres', province: 'Cáceres', provinceSlug: 'caceres', country: 'España', population: 96_000 },
  { name: 'Toledo', slug: 'toledo', province: 'Toledo', provinceSlug: 'toledo', country: 'España', population: 86_000 },
  {
    name: 'Lisboa',
    slug: 'lisboa',
    province: 'Lisboa',
    provinceSlug: 'lisboa',
    country: 'Portugal',
    population: 545_000,
    aliases: ['Lisbon'],
  },
  {
    name: 'Oporto',
    slug: 'oporto',
    province: 'Oporto',
    provinceSlug: 'oporto',
    country: 'Portugal',
    population: 232_000,
    aliases: ['Porto'],
  },
  { name: 'Braga', slug: 'braga', province: 'Braga', provinceSlug: 'braga', country: 'Portugal', population: 193_000 },
  {
    name: 'Coímbra',
    slug: 'coimbra',
    province: 'Coímbra',
    provinceSlug: 'coimbra',
    country: 'Portugal',
    population: 141_000,
    aliases: ['Coimbra'],
  },
  { name: 'Aveiro', slug: 'aveiro', province: 'Aveiro', provinceSlug: 'aveiro', country: 'Portugal', population: 81_000 },
  { name: 'Faro', slug: 'faro', province: 'Faro', provinceSlug: 'faro', country: 'Portugal', population: 68_000 },
];

/** The 12 largest Spanish cities (the /ubicaciones index), largest first. */
export const TOP_CITIES: readonly City[] = CITIES.filter((city) => city.country === 'España')
  .slice()
  .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
  .slice(0, 12);

/**
 * Pickers also offer the remaining provincial capitals (so every province has at least one city)
 * and a few large towns and logistics hubs that are not in CITIES.
 */
const EXTRA_PICKER_CITIES: readonly (readonly [city: string, provinceSlug: string])[] = [
  ['Ávila', 'avila'],
  ['Ciudad Real', 'ciudad-real'],
  ['Cuenca', 'cuenca'],
  ['Guadalajara', 'guadalajara'],
  ['Huesca', 'huesca'],
  ['Lugo', 'lugo'],
  ['Ourense', 'ourense'],
  ['Palencia', 'palencia'],
  ['Pontevedra', 'pontevedra'],
  ['Segovia', 'segovia'],
  ['Soria', 'soria'],
  ['Teruel', 'teruel'],
  ['Zamora', 'zamora'],
  ['Ceuta', 'ceuta'],
  ['Melilla', 'melilla'],
  ['Mérida', 'badajoz'],
  ['Getafe', 'madrid'],
  ['Coslada', 'madrid'],
  ['Sabadell', 'barcelona'],
  ['Terrassa', 'barcelona'],
];

function provinceNameBySlug(provinceSlug: string): Province {
  const province = [...PROVINCES, ...PORTUGUESE_DISTRICTS].find((p) => p.slug === provinceSlug);
  if (!province) throw new Error(`Unknown province slug in the catalog: ${provinceSlug}`);
  return province;
}

/**
 * City–province pairs for the location pickers (choosing a city fills its province): every city
 * of CITIES plus EXTRA_PICKER_CITIES, sorted by country (Spain first) and then by city name.
 */
export const CITY_PROVINCE_PAIRS: readonly CityProvincePair[] = [
  ...CITIES.map((city) => ({
    city: city.name,
    citySlug: city.slug,
    province: city.province,
    provinceSlug: city.provinceSlug,
    country: city.country,
  })),
  ...EXTRA_PICKER_CITIES.map(([name, provinceSlug]) => {
    const province = provinceNameBySlug(provinceSlug);
    return {
      city: name,
      citySlug: slugify(name),
      province: province.name,
      provinceSlug,
      country: province.country,
    };
  }),
].sort((a, b) => (a.country === b.country ? 0 : a.country === 'España' ? -1 : 1) || a.city.localeCompare(b.city, 'es'));

/** The 20 preset city/province pairs listed on the sitemap (location pages, priority 0.7). */
const SITEMAP_CITY_SLUGS: readonly string[] = [
  'madrid',
  'barcelona',
  'valencia',
  'sevilla',
  'zaragoza',
  'malaga',
  'murcia',
  'palma',
  'las-palmas-de-gran-canaria',
  'bilbao',
  'alicante',
  'cordoba',
  'valladolid',
  'vigo',
  'gijon',
  'vitoria-gasteiz',
  'a-coruna',
  'granada',
  'pamplona',
  'san-sebastian',
];

export const SITEMAP_LOCATIONS: readonly SitemapLocation[] = SITEMAP_CITY_SLUGS.map((slug) => {
  const city = CITIES.find((c) => c.slug === slug);
  if (!city) throw new Error(`Unknown city slug in the catalog: ${slug}`);
  return {
    city: city.name,
    citySlug: city.slug,
    province: city.province,
    provinceSlug: city.provinceSlug,
    path: `/location/${city.provinceSlug}/${city.slug}`,
  };
});

function sameSlug(value: string, entry: { readonly slug: string; readonly aliases?: readonly string[] }): boolean {
  const wanted = slugify(value);
  return wanted !== '' && (entry.slug === wanted || (entry.aliases ?? []).some((alias) => slugify(alias) === wanted));
}

/**
 * Finds a Spanish province or Portuguese district by slug, name or alias, ignoring case, accents
 * and the hyphen/space difference ('a-coruna', 'a coruna', 'La Coruña' and 'A Coruña' all match).
 */
export function findProvince(value: string): Province | undefined {
  return PROVINCES.find((p) => sameSlug(value, p)) ?? PORTUGUESE_DISTRICTS.find((p) => sameSlug(value, p));
}

/**
 * Finds a city of CITIES by slug, name or alias (same matching as `findProvince`), optionally
 * within one province (given by slug, name or alias).
 */
export function findCity(value: string, province?: string): City | undefined {
  const provinceSlug = province === undefined ? undefined : findProvince(province)?.slug;
  if (province !== undefined && provinceSlug === undefined) return undefined;
  return CITIES.find((city) => sameSlug(value, city) && (provinceSlug === undefined || city.provinceSlug === provinceSlug));
}

/** Cities of CITIES in a province (given by slug, name or alias), largest first. */
export function citiesInProvince(province: string): City[] {
  const provinceSlug = findProvince(province)?.slug;
  if (provinceSlug === undefined) return [];
  return CITIES.filter((city) => city.provinceSlug === provinceSlug);
}
