import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long after the last keystroke a search box searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search-as-you-type box whose committed value lives elsewhere
 * (the URL's `q`): `onSearch(trimmed)` runs `delay` ms after the last change
 * that differs from `q`, and the box follows `q` when it changes from outside
 * (back button, 'Limpiar filtros'). Answers `[text, setText]` for the input.
 */
export function useDebouncedSearch(q: string, onSearch: (q: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(q);
  const search = useRef(onSearch);
  useLayoutEffect(() => {
    search.current = onSearch;
  });

  // `q` changed (from outside, or after our own search): the box follows it unless it already
  // shows it (adjusted while rendering, not in an effect).
  const [followedQ, setFollowedQ] = useState(q);
  if (followedQ !== q) {
    setFollowedQ(q);
    if (text.trim() !== q) setText(q);
  }

  useEffect(() => {
    const typed = text.trim();
    if (typed === q) return undefined;
    const timer = window.setTimeout(() => search.current(typed), delay);
    return () => window.clearTimeout(timer);
  }, [text, q, delay]);

  return [text, setText] as const;
}
