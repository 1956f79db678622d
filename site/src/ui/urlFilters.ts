/**
 * Filters kept in the URL's query string (shareable links, the back button works): how a list
 * page reads them and writes them back. Every such list has a text search `q` and a `page`; its
 * other filters are described by a schema, one `UrlParam` per query parameter. The hook that
 * uses this on a page is `useUrlFilters` (useUrlFilters.ts).
 *
 * Reading never fails: an unknown value, a page that is not a positive number and so on read as
 * the default. Writing leaves out every default (no `q`, page 1, each parameter's `fallback`), so
 * a list without filters is just its path.
 */

/** One query parameter: `parse` reads its raw value (null when absent); `fallback` is its default, never written. */
export interface UrlParam<T extends string> {
  readonly parse: (raw: string | null) => T;
  readonly fallback: T;
}

/** The filters of a list besides `q` and `page`, in the order they are written to the URL. */
export type UrlFilterSchema = Readonly<Record<string, UrlParam<string>>>;

/** The values of a schema's filters, plus the text search and the page (1 or more). */
export type UrlFilters<S extends UrlFilterSchema> = { q: string; page: number } & {
  [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never;
};

/** Any text ('' when absent): values the API checks itself, such as the directory's service and province. */
export function anyText(): UrlParam<string> {
  return { parse: (raw) => raw ?? '', fallback: '' };
}

/**
 * One of `options`' values; anything else reads as `fallback`, which is also left out of the
 * URL: '' (no filter) unless given, e.g. `oneOf(SORTS, 'newest')`.
 */
export function oneOf<const T extends string, const F extends string = ''>(
  options: readonly { readonly value: T }[],
  fallback?: F,
): UrlParam<T | F> {
  const byDefault = (fallback ?? '') as F;
  return {
    parse: (raw) => options.find((option) => option.value === raw)?.value ?? byDefault,
    fallback: byDefault,
  };
}

/** The filters in `params`, each one valid (see the module comment). */
export function readUrlFilters<S extends UrlFilterSchema>(schema: S, params: URLSearchParams): UrlFilters<S> {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters: Record<string, string | number> = { q: params.get('q')?.trim() ?? '' };
  for (const [name, param] of Object.entries(schema)) filters[name] = param.parse(params.get(name));
  filters.page = Number.isFinite(page) && page > 0 ? page : 1;
  return filters as UrlFilters<S>;
}

/** The query parameters of these filters: `q` first, then the schema's order, then `page`; defaults left out. */
export function urlFilterParams<S extends UrlFilterSchema>(schema: S, filters: Partial<UrlFilters<S>>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const [name, param] of Object.entries(schema)) {
    const value = (filters as Record<string, string | undefined>)[name];
    if (value && value !== param.fallback) params.set(name, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The same as a query string for a link: '?q=…&page=2', or '' when every filter is off. */
export function urlFilterSearch<S extends UrlFilterSchema>(schema: S, filters: Partial<UrlFilters<S>>): string {
  const search = urlFilterParams(schema, filters).toString();
  return search ? `?${search}` : '';
}
