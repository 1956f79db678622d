/**
 * The service tree (issue 17, "One taxonomy"): the 14 categories of SERVICE_CATEGORIES and their
 * services are the only vocabulary of services. Companies and requests store tree values
 * (category names or their services, as the pickers offer them); every filter and matching
 * compares through these helpers, so a category stands for all its services:
 * - directory / landings (`service=`): a category matches its name and any of its services, a
 *   service matches itself (expandServiceFilter);
 * - matching: a category and each of its services fit each other both ways (serviceMatchTerms);
 * - jobs (`GET /requests?service=`): a category slug (or name, or one of the 4 old coarse values,
 *   kept as aliases so old links work) matches requests with any value of those categories.
 * Lookups ignore case, accents and extra spaces (like the database's f_search_normalize).
 */
import { SERVICE_CATEGORIES, type ServiceCategory } from './services.js';

/** Case, accents and extra spaces ignored (the database's f_search_normalize). */
export function serviceKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

const CATEGORY_BY_KEY = new Map<string, ServiceCategory>();
const SERVICE_BY_KEY = new Map<string, { name: string; category: ServiceCategory }>();
for (const category of SERVICE_CATEGORIES) {
  CATEGORY_BY_KEY.set(category.slug, category);
  CATEGORY_BY_KEY.set(serviceKey(category.name), category);
  for (const name of category.services) SERVICE_BY_KEY.set(serviceKey(name), { name, category });
}

/**
 * The old four values of the jobs' service filter (a partial match on the service text), kept as
 * aliases of the categories they used to find.
 */
export const LEGACY_JOB_SERVICE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  mudanza: ['mudanzas'],
  transporte: ['transporte-nacional', 'transporte-internacional', 'transporte-especializado'],
  logística: ['logistica-inversa', 'consultoria-logistica', 'tecnologia-logistica', 'logistica-e-commerce'],
  mensajería: ['transporte-nacional'],
};

/** The category with this slug or name (case and accents ignored), if any. */
export function categoryByKey(slugOrName: string): ServiceCategory | undefined {
  return CATEGORY_BY_KEY.get(serviceKey(slugOrName));
}

/** The services of a category given by slug or name; empty for anything else. */
export function servicesOfCategory(slugOrName: string): readonly string[] {
  return categoryByKey(slugOrName)?.services ?? [];
}

/** The category a service belongs to (case and accents ignored), if the tree has it. */
export function categoryOfService(name: string): ServiceCategory | undefined {
  return SERVICE_BY_KEY.get(serviceKey(name))?.category;
}

/** A value in the tree's spelling: a category slug or name → its name, a service → its name; else the text trimmed. */
export function canonicalServiceName(value: string): string {
  return categoryByKey(value)?.name ?? SERVICE_BY_KEY.get(serviceKey(value))?.name ?? value.trim();
}

/** Whether a value (any spelling) is a category or a service of the tree. */
export function isTreeService(value: string): boolean {
  return categoryByKey(value) !== undefined || SERVICE_BY_KEY.has(serviceKey(value));
}

/**
 * The stored values a directory filter value matches: a category (slug or name) → its name and
 * all its services; a service → itself; anything else → itself, trimmed.
 */
export function expandServiceFilter(value: string): string[] {
  const category = categoryByKey(value);
  return category ? [category.name, ...category.services] : [canonicalServiceName(value)];
}

/**
 * The stored values that fit one requested value in matching: a category → its name and all its
 * services; a service → itself and its category's name; anything else → itself, trimmed.
 */
export function serviceMatchTerms(value: string): string[] {
  const category = categoryByKey(value);
  if (category) return [category.name, ...category.services];
  const service = SERVICE_BY_KEY.get(serviceKey(value));
  return service ? [service.name, service.category.name] : [value.trim()];
}

/** The categories a jobs' service filter value stands for (slug, name or old alias); undefined if unknown. */
export function jobServiceCategories(value: string): readonly ServiceCategory[] | undefined {
  const category = categoryByKey(value);
  if (category) return [category];
  const alias = Object.entries(LEGACY_JOB_SERVICE_ALIASES).find(([key]) => serviceKey(key) === serviceKey(value));
  return alias?.[1].map((slug) => CATEGORY_BY_KEY.get(slug)!);
}

/** The stored values a jobs' service filter value matches (names and services of its categories). */
export function jobServiceTerms(value: string): string[] | undefined {
  return jobServiceCategories(value)?.flatMap((category) => [category.name, ...category.services]);
}

/** Services as stored: each in the tree's spelling (canonicalServiceName), repeats dropped, order kept. */
export function canonicalServices(values: readonly string[]): string[] {
  return [...new Set(values.map(canonicalServiceName))];
}

/** The category of a list of services: that of the first one the tree knows (a service or a category), if any. */
export function categoryOfServices(values: readonly string[]): ServiceCategory | undefined {
  for (const value of values) {
    const category = categoryOfService(value) ?? categoryByKey(value);
    if (category) return category;
  }
  return undefined;
}
