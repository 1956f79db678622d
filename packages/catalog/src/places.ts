/**
 * Places of Spain and Portugal (municipalities, towns and villages) for the location pickers and,
 * later, distances between a request's origin and destination. Pure functions over the committed
 * data file places.data.ts, which packages/catalog/scripts/build-places.mjs generates by hand from
 * GeoNames (see its header); it is read once, on the first call, not when the module loads.
 *
 * Import it as `@rutalia/catalog/places` (it is not re-exported by the package's index): the data
 * is ~300 KB of text that only the code that searches places should pull into a bundle.
 *
 * Names follow locations.ts: the places of CITIES and of the pickers keep the catalog's name
 * (GeoNames' one becomes an alias: 'Porto' → 'Oporto', 'Donostia / San Sebastián' → 'San
 * Sebastián'); the other places keep GeoNames' name, and bilingual ones ('Laudio / Llodio') are
 * also found by each of their forms.
 */
import { findProvince, PORTUGUESE_DISTRICTS, PROVINCES, type Province } from './locations.js';
import { PLACES_DATA } from './places.data.js';
import { slugify } from './slug.js';

// The distance needs no places: it lives in geo.ts, which the site imports without the data.
export { distanceKm, ROAD_FACTOR } from './geo.js';

/** ISO 3166-1 alpha-2 code of the place's country. */
export type PlaceCountry = 'ES' | 'PT';

export interface Place {
  readonly name: string;
  /** Name of the province (Spain) or district (Portugal), as in PROVINCES / PORTUGUESE_DISTRICTS. */
  readonly province: string;
  readonly provinceSlug: string;
  /** Spain: autonomous community (or autonomous city). Portugal: NUTS II region of the district (its `region`). */
  readonly community: string;
  readonly country: PlaceCountry;
  /** WGS84 degrees, 4 decimals (about 10 m). */
  readonly lat: number;
  readonly lon: number;
  /** GeoNames' population of the place (0 when it has none): used to rank, not an official figure. */
  readonly population: number;
  /** Other names it is found by (the other official language, GeoNames' form). */
  readonly aliases?: readonly string[];
}

export interface PlaceSearchOptions {
  /** At most this many places (default PLACE_SEARCH_DEFAULT_LIMIT). */
  readonly limit?: number;
  /** Only places of this country. */
  readonly country?: PlaceCountry;
}

export const PLACE_SEARCH_DEFAULT_LIMIT = 10;

interface IndexedPlace {
  readonly place: Place;
  /** Normalised name and aliases: 'l-hospitalet-de-llobregat'. */
  readonly keys: readonly string[];
  /** The same without hyphens: 'lhospitaletdellobregat'. */
  readonly compactKeys: readonly string[];
}

let index: readonly IndexedPlace[] | undefined;

/**
 * Lower case, no accents, apostrophes and any other punctuation or space as a single hyphen:
 * "L'Hospitalet de Llobregat" → 'l-hospitalet-de-llobregat', 'Ávila' → 'avila'.
 */
export function normalizePlaceText(text: string): string {
  return slugify(text.replace(/['’`´]/g, ' '), Number.POSITIVE_INFINITY);
}

function parse(): readonly IndexedPlace[] {
  const provinces = new Map<string, Province>([...PROVINCES, ...PORTUGUESE_DISTRICTS].map((p) => [p.slug, p]));
  return PLACES_DATA.trim()
    .split('\n')
    .map((line) => {
      const [name, provinceSlug, lat, lon, population, aliases] = line.split('|');
      const province = provinces.get(provinceSlug);
      if (!province) throw new Error(`Unknown province slug in places.data.ts: ${provinceSlug}`);
      const place: Place = {
        name,
        province: province.name,
        provinceSlug,
        community: province.region,
        country: province.country === 'Portugal' ? 'PT' : 'ES',
        lat: Number(lat),
        lon: Number(lon),
        population: Number(population),
        ...(aliases ? { aliases: aliases.split(';') } : {}),
      };
      const keys = [...new Set([name, ...(place.aliases ?? [])].map(normalizePlaceText))];
      return { place, keys, compactKeys: keys.map((key) => key.replaceAll('-', '')) };
    });
}

function places(): readonly IndexedPlace[] {
  index ??= parse();
  return index;
}

/** Every place, largest first (Spain and Portugal mixed). */
export function allPlaces(): readonly Place[] {
  return places().map((entry) => entry.place);
}

/**
 * Type-ahead search, insensitive to case, accents and punctuation: a place matches when its name
 * or an alias starts with the query ('avila' → 'Ávila', "l'hospitalet" and 'lhospitalet' →
 * "L'Hospitalet de Llobregat"), or one of its words does ('hospitalet', 'gasteiz'). Exact matches
 * of a whole name or alias come first, then the rest; within each group the most populated first.
 * A query without letters or digits finds nothing.
 */
export function searchPlaces(query: string, options: PlaceSearchOptions = {}): Place[] {
  const limit = Math.max(0, Math.floor(options.limit ?? PLACE_SEARCH_DEFAULT_LIMIT));
  const wanted = normalizePlaceText(query);
  if (!wanted || limit === 0) return [];
  const compact = wanted.replaceAll('-', '');
  const word = `-${wanted}`;
  const exact: Place[] = [];
  const others: Place[] = [];
  // The list is sorted by population: both groups come out sorted, and `others` can stop filling
  // once it has `limit` places (exact matches are still looked for in the whole list).
  for (const { place, keys, compactKeys } of places()) {
    if (options.country && place.country !== options.country) continue;
    if (keys.includes(wanted) || compactKeys.includes(compact)) exact.push(place);
    else if (
      others.length < limit &&
      (keys.some((key) => key.startsWith(wanted) || key.includes(word)) || compactKeys.some((key) => key.startsWith(compact)))
    )
      others.push(place);
  }
  return [...exact, ...others].slice(0, limit);
}

/**
 * The place called `name` (name or alias, same matching as an exact search) in `province` (slug,
 * name or alias of a province or district, see `findProvince`); the most populated if several.
 */
export function findPlace(name: string, province: string): Place | undefined {
  const provinceSlug = findProvince(province)?.slug;
  const wanted = normalizePlaceText(name);
  if (provinceSlug === undefined || !wanted) return undefined;
  const compact = wanted.replaceAll('-', '');
  return places().find(
    ({ place, keys, compactKeys }) => place.provinceSlug === provinceSlug && (keys.includes(wanted) || compactKeys.includes(compact)),
  )?.place;
}
