import { SERVICE_CATEGORIES } from '@rutalia/catalog/services';

export type ServiceOption = { value: string; category: string; search: string };
export type ServiceGroup = { category: string; options: ServiceOption[] };

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Every catalog service once, under the first category that lists it. */
export const GROUPS: readonly ServiceGroup[] = (() => {
  const seen = new Set<string>();
  return SERVICE_CATEGORIES.map((category) => ({
    category: category.name,
    options: category.services
      .filter((service) => !seen.has(service) && seen.add(service))
      .map((service) => ({ value: service, category: category.name, search: normalize(`${service} ${category.name}`) })),
  }));
})();

/** The groups whose options match the query (accents ignored, category names match too). */
export function filterGroups(query: string): readonly ServiceGroup[] {
  const needle = normalize(query);
  if (!needle) return GROUPS;
  return GROUPS.map((group) => ({ ...group, options: group.options.filter((option) => option.search.includes(needle)) })).filter(
    (group) => group.options.length > 0,
  );
}

/** Id of the option at `index` in the flattened list of a select whose input id is `id`. */
export const serviceOptionId = (id: string, index: number) => `${id}-option-${index}`;

export const selectedCountText = (count: number) => (count === 1 ? '1 servicio seleccionado' : `${count} servicios seleccionados`);
