import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';
import { readUrlFilters, urlFilterParams, urlFilterSearch, type UrlFilters, type UrlFilterSchema } from './urlFilters';

/**
 * A list page's filters, kept in the URL (urlFilters.ts says how they are read and written).
 * `schema` describes the filters besides `q` and `page`; declare it once at module level.
 *
 * - `filters`: this render's values, each one valid.
 * - `apply(next)`: changes some filters and goes back to page 1. The others are taken from the
 *   address bar as it is now, not from this render: two quick changes (a debounced search, then
 *   a select) must not undo each other.
 * - `goToPage(page)`: the same filters on another page.
 * - `clear()`: every filter off (the list's bare path).
 * - `searchFor(next)`: the query string ('?…' or '') of this render's filters with `next`
 *   changed, for links such as pagination.
 *
 * `apply`, `goToPage` and `clear` stay the same function across renders (effects can depend on them).
 */
export function useUrlFilters<S extends UrlFilterSchema>(schema: S) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(schema, params), [schema, params]);
  const setParamsRef = useRef(setParams);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
  });

  const apply = useCallback(
    (next: Partial<UrlFilters<S>>, options?: NavigateOptions) =>
      setParamsRef.current(urlFilterParams(schema, { ...readLive(schema), ...next, page: 1 }), options),
    [schema],
  );
  const goToPage = useCallback((page: number) => setParamsRef.current(urlFilterParams(schema, { ...readLive(schema), page })), [schema]);
  const clear = useCallback(() => setParamsRef.current(new URLSearchParams()), []);
  const searchFor = useCallback((next: Partial<UrlFilters<S>>) => urlFilterSearch(schema, { ...filters, ...next }), [schema, filters]);
  return { filters, apply, goToPage, clear, searchFor };
}

/** The filters in the address bar now (this render's copy may be one navigation behind). */
function readLive<S extends UrlFilterSchema>(schema: S): UrlFilters<S> {
  return readUrlFilters(schema, new URLSearchParams(window.location.search));
}
