import { useEffect, useState } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from '../newsletter.api';
import { hasSeenNewsletterPopup, markNewsletterPopupSeen } from '../popupSeen';

/**
 * Opens the newsletter popup once per browser, `NEWSLETTER_POPUP_DELAY_MS` (30 s) after the
 * page loads (spec §2, §9). The flag is saved when it opens, so leaving the page with it open
 * (or closing it by any means) counts as seen.
 */
export function useNewsletterPopup() {
  const [open, setOpen] = useState(false);
  // Stays true after closing: the dialog stays mounted so the browser can close it properly
  // (and give the focus back) instead of it vanishing from the page.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (hasSeenNewsletterPopup()) return;
    const timer = window.setTimeout(() => {
      // Checked again: the section's form may have been used meanwhile.
      if (hasSeenNewsletterPopup()) return;
      markNewsletterPopupSeen();
      setShown(true);
      setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return { open, shown, close: () => setOpen(false) };
}
