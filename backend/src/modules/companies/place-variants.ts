import { findCity, findProvince } from '@rutalia/catalog';

/**
 * Every spelling of a place the catalog knows (name and aliases of the province and of the city
 * with that name), plus the text as given. Companies store city and province as free text, so
 * 'Vizcaya', 'Bizkaia' and 'bizkaia' all find the same companies; the database compares them
 * as `place_keys` (f_place_keys: f_search_normalize, case and accents ignored).
 */
export function placeVariants(value: string): string[] {
  const names = new Set<string>([value]);
  const province = findProvince(value);
  if (province) [province.name, ...(province.aliases ?? [])].forEach((name) => names.add(name));
  const city = findCity(value);
  if (city) [city.name, ...(city.aliases ?? [])].forEach((name) => names.add(name));
  return [...names];
}

/** Whether the catalog knows `value` as a province or a city (by name or alias, accents and case ignored). */
export function isCatalogPlace(value: string): boolean {
  return findProvince(value) !== undefined || findCity(value) !== undefined;
}
