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

type Options = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => Date;
};

/**
 * Observable consent state for `useSyncExternalStore`. The snapshot object only changes when
 * the state does. When the storage refuses to write, the choice still holds in memory for
 * this visit, so the banner does not come back on every page.
 */
export function createConsentStore({ storage, now = () => new Date() }: Options): ConsentStore {
  const listeners = new Set<() => void>();
  let inMemory: CookieConsent | null = null;
  let dismissed = false;
  let state: ConsentState | null = null;

  const read = (): ConsentState => ({ consent: readConsent(storage(), now()) ?? inMemory, dismissed });

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
