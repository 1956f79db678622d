import { matchPath } from 'react-router-dom';
import { routePatterns } from '../../paths';

/**
 * Pages without the floating button: the chat (its composer and «Enviar» sit at the bottom, where
 * the button lives) and the form pages, whose submit buttons end up there on a phone.
 */
const PAGES_WITHOUT_BUTTON = [
  routePatterns.messages,
  routePatterns.login,
  routePatterns.register,
  routePatterns.forgotPassword,
  routePatterns.resetPassword,
  routePatterns.contact,
  routePatterns.requestCreate,
  routePatterns.requestEdit,
  routePatterns.jobRespond,
  routePatterns.clientProfile,
  routePatterns.profile,
  routePatterns.companyProfile,
];

export function isWhatsAppHiddenOn(pathname: string): boolean {
  return PAGES_WITHOUT_BUTTON.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** What a visitor can click or type in: the button must not sit on top of any of these. */
const ACTION_SELECTOR = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [contenteditable="true"]';

/**
 * Whether an action lies under `rect` (the button's box), ignoring `own` (the button's landmark).
 * Samples a 3 × 3 grid of points inside the box: enough for the page's buttons and links, which
 * are much larger than the gaps between the points.
 */
export function actionUnder(rect: DOMRect, own: Element): boolean {
  const inset = 4;
  const xs = [rect.left + inset, rect.left + rect.width / 2, rect.right - inset];
  const ys = [rect.top + inset, rect.top + rect.height / 2, rect.bottom - inset];
  for (const x of xs) {
    for (const y of ys) {
      for (const element of document.elementsFromPoint(x, y)) {
        if (own.contains(element)) continue;
        if (element.closest(ACTION_SELECTOR)) return true;
      }
    }
  }
  return false;
}
