import { useSyncExternalStore } from 'react';
import { COOKIE_CONSENT_KEY, type ConsentChoice, type CookieConsent } from './consentStorage';
import { createConsentStore, type ConsentState, type ConsentStore } from './consentStore';

let store: ConsentStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // access itself throws when the browser blocks site data
  }
}

/** The page's one consent store; follows choices saved in other tabs. */
export function consentStore(): ConsentStore {
  if (!store) {
    const created = createConsentStore({ storage: browserStorage });
    window.addEventListener('storage', (event) => {
      if (event.key === COOKIE_CONSENT_KEY || event.key === null) created.refresh();
    });
    store = created;
  }
  return store;
}

const NO_CONSENT: ConsentState = { consent: null, dismissed: false };

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
  const { consent, dismissed } = useSyncExternalStore(current.subscribe, current.getSnapshot, () => NO_CONSENT);
  return {
    consent,
    choice: consent?.choice ?? null,
    analyticsAllowed: consent?.choice === 'all',
    bannerVisible: consent === null && !dismissed,
    choose: current.choose,
    dismiss: current.dismiss,
  };
}
