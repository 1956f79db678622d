import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/** Delay before scrolling to a hash anchor, so the target page has rendered. */
export const HASH_SCROLL_DELAY_MS = 100;

/** Navigation state that opts a navigation out of the automatic scroll: `navigate(to, { state: noScroll })`. */
export const noScroll = { scroll: false } as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to the top (smoothly unless the user prefers reduced motion). */
export function scrollToTop(smooth = true): void {
  window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
}

function wantsScroll(location: Location): boolean {
  const state = location.state as { scroll?: boolean } | null | undefined;
  return state?.scroll !== false;
}

/**
 * Spec: on every route change scroll smoothly to the top, or to the element
 * named by the URL hash after 100 ms. Changes of the query string alone
 * (filters, search boxes) do not scroll; pages that paginate call
 * `scrollToTop()` themselves. On a path change, focus moves to the main
 * landmark so keyboard and screen-reader users start at the new content.
 */
export function ScrollManager({ mainId = 'main-content' }: { mainId?: string }) {
  const location = useLocation();
  const previous = useRef<Location | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const prev = previous.current;
    previous.current = location;
    const isFirst = prev === null;
    const pathChanged = !prev || prev.pathname !== location.pathname;
    const onlySearchChanged = !!prev && !pathChanged && prev.hash === location.hash && prev.search !== location.search;

    if (!wantsScroll(location) || onlySearchChanged) return;

    if (location.hash.length > 1) {
      const id = decodeURIComponent(location.hash.slice(1));
      const timer = window.setTimeout(() => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        } else {
          scrollToTop(!isFirst);
        }
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }

    scrollToTop(!isFirst);

    if (!isFirst && pathChanged) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
    return undefined;
  }, [location, mainId]);

  return null;
}
