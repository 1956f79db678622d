import { NEWSLETTER_POPUP_SEEN_KEY } from './newsletter.api';

/*
 * The popup's "seen" flag (spec §4/§9: shown once per browser). localStorage can throw
 * (blocked storage, private modes): then the popup counts as seen, so nobody is nagged on
 * every visit because the flag cannot be saved.
 */

export function hasSeenNewsletterPopup(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

export function markNewsletterPopupSeen(): void {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_SEEN_KEY, 'true');
  } catch {
    // nothing to do: see above
  }
}
