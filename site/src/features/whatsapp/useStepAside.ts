import { useEffect, useState, type RefObject } from 'react';
import { actionUnder } from './whatsappPlacement';

/**
 * True while an action of the page lies under the floating element: checked on scroll, resize, page
 * changes and the end of its own moves (at most once per frame), so the button steps aside instead
 * of covering it.
 */
export function useStepAside(ref: RefObject<HTMLElement | null>, landmark: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      const own = landmark.current;
      if (element && own) setCovering(actionUnder(element.getBoundingClientRect(), own));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    // The button moves itself too (it rises above the cookie banner with a transition): a check made
    // mid-way may see the banner's buttons under it, so look again once it has arrived.
    const button = ref.current;
    button?.addEventListener('transitionend', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // New content (a page that finished loading, the cookie banner) may move actions under it.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      button?.removeEventListener('transitionend', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [ref, landmark, enabled]);

  return enabled && covering;
}
