import { consentCookieAssignment, hasConsentCookie } from './consentCookie';
import { readConsent, saveConsent, type ConsentChoice, type CookieConsent } from './consentStorage';

export type ConsentState = {
  /** The saved choice (null: none yet, the banner asks). */
  consent: CookieConsent | null;
  /** Closed with X: hidden for the rest of this visit, nothing saved (spec §2 'Cookie banner'). */
  dismissed: boolean;
};

export type ConsentStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConsentState;
  choose(choice: ConsentChoice): void;
  dismiss(): void;
  /** Re-reads the storage (another tab saved a choice). */
  refresh(): void;
};

/** `document.cookie`, where the choice is mirrored for the server (consentCookie.ts). */
export type CookieJar = { read(): string; write(assignment: string): void; secure: boolean };

type Options = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  cookies?: CookieJar;
  now?: () => Date;
};

/**
 * Observable consent state for `useSyncExternalStore`. The snapshot object only changes when
 * the state does. When the storage refuses to write, the choice still holds in memory for
 * this visit, so the banner does not come back on every page.
 */
export function createConsentStore({ storage, cookies, now = () => new Date() }: Options): ConsentStore {
  const listeners = new Set<() => void>();
  let inMemory: CookieConsent | null = null;
  let dismissed = false;
  let state: ConsentState | null = null;

  const read = (): ConsentState => {
    const saved = readConsent(storage(), now());
    mirrorInCookie(saved);
    return { consent: saved ?? inMemory, dismissed };
  };

  // The cookie follows what is saved: added for choices made before it existed, removed when
  // the choice is gone (expired, cleared, older banner). A choice kept only in memory is not
  // mirrored: the next page would come without the banner the visitor still has to answer.
  const mirrorInCookie = (saved: CookieConsent | null) => {
    if (!cookies || hasConsentCookie(cookies.read()) === !!saved) return;
    try {
      cookies.write(consentCookieAssignment(saved, now(), cookies.secure));
    } catch {
      // Cookies blocked: the server keeps rendering pages without the banner, as before.
    }
  };

  const update = () => {
    const next = read();
    if (state && next.dismissed === state.dismissed && sameConsent(next.consent, state.consent)) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      state ??= read();
      return state;
    },
    choose(choice) {
      const { consent, persisted } = saveConsent(storage(), choice, now());
      inMemory = persisted ? null : consent;
      update();
    },
    dismiss() {
      dismissed = true;
      update();
    },
    refresh: update,
  };
}

function sameConsent(a: CookieConsent | null, b: CookieConsent | null): boolean {
  return a === b || (!!a && !!b && a.choice === b.choice && a.date === b.date && a.version === b.version);
}
