import { CITY_PROVINCE_PAIRS, PORTUGUESE_DISTRICTS, PROVINCES, type CityProvincePair } from '@rutalia/catalog/locations';

/**
 * Location data of the pickers, from the backend's static catalog (bundled
 * with the pages that use it, not with the entry): Spanish provinces and
 * Portuguese districts (spec §1: Portuguese locations appear in lists), and
 * the ~70 city–province pairs.
 */
export const SPANISH_PROVINCE_NAMES: readonly string[] = PROVINCES.map((province) => province.name);
export const PORTUGUESE_DISTRICT_NAMES: readonly string[] = PORTUGUESE_DISTRICTS.map((district) => district.name);

const provinceNames = new Set<string>([...SPANISH_PROVINCE_NAMES, ...PORTUGUESE_DISTRICT_NAMES]);
const pairsByCity = new Map<string, CityProvincePair>(CITY_PROVINCE_PAIRS.map((pair) => [pair.city, pair]));

export const CITY_PAIRS: readonly CityProvincePair[] = CITY_PROVINCE_PAIRS;

export function isCatalogProvince(name: string): boolean {
  return provinceNames.has(name);
}

/** The catalog pair of a city name (exact), if the picker offers it. */
export function findCityPair(city: string): CityProvincePair | undefined {
  return pairsByCity.get(city);
}

export function isCatalogCity(city: string): boolean {
  return pairsByCity.has(city);
}

/** Whether `city` may stay selected with `province`: free-text cities and cities of that province may. */
export function cityFitsProvince(city: string, province: string): boolean {
  const pair = pairsByCity.get(city);
  return !pair || !province || pair.province === province;
}
