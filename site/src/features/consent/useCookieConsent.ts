import { createContext, useContext, useSyncExternalStore } from 'react';
import { hasConsentCookie } from './consentCookie';
import { COOKIE_CONSENT_KEY, type ConsentChoice, type CookieConsent } from './consentStorage';
import { createConsentStore, type ConsentState, type ConsentStore, type CookieJar } from './consentStore';

let store: ConsentStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // access itself throws when the browser blocks site data
  }
}

const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (assignment) => {
    document.cookie = assignment;
  },
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
};

/** The page's one consent store; follows choices saved in other tabs. */
export function consentStore(): ConsentStore {
  if (!store) {
    const created = createConsentStore({ storage: browserStorage, cookies: typeof document === 'undefined' ? undefined : documentCookies });
    // The server renderer (entry-server.tsx) has no window: it only reads the hydration snapshot.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === COOKIE_CONSENT_KEY || event.key === null) created.refresh();
      });
    }
    store = created;
  }
  return store;
}

/**
 * Whether the server rendered the page for a visitor who has chosen (the consent cookie, see
 * consentCookie.ts): entry-server.tsx provides it from the request. In the browser it is read
 * once, when the code loads, before the store can add or remove that cookie, so the hydration
 * render draws what the server drew: the banner for those who have not chosen, nothing for
 * those who have.
 */
export const ServerConsentContext = createContext<boolean | null>(null);
const chosenWhenLoaded = typeof document === 'undefined' ? true : hasConsentCookie(document.cookie);

const CHOSEN: ConsentState = { consent: null, dismissed: true };
const NOT_CHOSEN: ConsentState = { consent: null, dismissed: false };

export type CookieConsentApi = {
  consent: CookieConsent | null;
  choice: ConsentChoice | null;
  /** Analytics may only load with 'all' (there are none today). */
  analyticsAllowed: boolean;
  /** The banner shows until a choice is saved, unless closed with X during this visit. */
  bannerVisible: boolean;
  choose: (choice: ConsentChoice) => void;
  dismiss: () => void;
};

/** The visitor's cookie choice, for the banner and for any future code that needs consent. */
export function useCookieConsent(): CookieConsentApi {
  const current = consentStore();
  const chosen = useContext(ServerConsentContext) ?? chosenWhenLoaded;
  const { consent, dismissed } = useSyncExternalStore(current.subscribe, current.getSnapshot, () => (chosen ? CHOSEN : NOT_CHOSEN));
  return {
    consent,
    choice: consent?.choice ?? null,
    analyticsAllowed: consent?.choice === 'all',
    bannerVisible: consent === null && !dismissed,
    choose: current.choose,
    dismiss: current.dismiss,
  };
}
