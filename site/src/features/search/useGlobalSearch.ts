import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { globalSearch, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './search.api';

/** `value` once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** Global search: 300 ms debounce, runs from 3 characters (spec §5, §9). */
export function useGlobalSearch(query: string) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = debounced.length >= SEARCH_MIN_LENGTH;
  const result = useQuery({
    queryKey: ['search', debounced],
    queryFn: ({ signal }) => globalSearch(debounced, signal),
    enabled,
    staleTime: 30_000,
  });
  const typing = query.trim() !== debounced && query.trim().length >= SEARCH_MIN_LENGTH;
  return { ...result, enabled, debounced, searching: enabled && (result.isFetching || typing) };
}
