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

/** How long an anchor stays pinned while the content above it is still loading. */
const ANCHOR_FOLLOW_MS = 2500;

/**
 * Sections above an anchor often load after the first scroll (lists, lazy chunks) and push it
 * down. Until the user scrolls or types, keep the anchor at the top whenever the page grows.
 */
function followAnchor(target: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let initial = true; // observe() reports the current size once: that is not growth, keep the smooth scroll
  const observer = new ResizeObserver(() => {
    if (initial) initial = false;
    else target.scrollIntoView({ behavior: 'auto', block: 'start' });
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, ANCHOR_FOLLOW_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
  observer.observe(document.body);
  return stop;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

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
      let stopFollowing = () => {};
      const timer = window.setTimeout(() => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
          stopFollowing = followAnchor(target);
        } else {
          scrollToTop(!isFirst);
        }
      }, HASH_SCROLL_DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        stopFollowing();
      };
    }

    scrollToTop(!isFirst);

    if (!isFirst && pathChanged) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
    return undefined;
  }, [location, mainId]);

  return null;
}
