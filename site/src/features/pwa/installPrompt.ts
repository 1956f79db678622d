/**
 * 'Instalar App' (spec §1): the browser offers installation with `beforeinstallprompt`; we keep
 * that event and show the button only while it can be used. `prompt()` works once per event, so
 * after any answer the button hides until the browser offers again; after an accepted install
 * or `appinstalled` it stays hidden.
 */
export type InstallOutcome = 'accepted' | 'dismissed';

/** Chromium's event (not in the DOM typings). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome; platform?: string }>;
};

export type InstallSnapshot = {
  /** Show the button: the browser offered installation and it was not used yet. */
  canInstall: boolean;
  /** The browser's install dialog is open. */
  prompting: boolean;
  installed: boolean;
};

export type InstallPromptStore = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): InstallSnapshot;
  /** Opens the browser's dialog; resolves with the answer, or null when there was nothing to open. */
  promptInstall(): Promise<InstallOutcome | null>;
  dispose(): void;
};

export const NOT_INSTALLABLE: InstallSnapshot = { canInstall: false, prompting: false, installed: false };

/** `target` is the window; `installed` says whether the page already runs as the installed app. */
export function createInstallPromptStore(target: EventTarget, { installed = false } = {}): InstallPromptStore {
  const listeners = new Set<() => void>();
  let deferred: BeforeInstallPromptEvent | null = null;
  let snapshot: InstallSnapshot = { ...NOT_INSTALLABLE, installed };

  const set = (next: Partial<InstallSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    snapshot.canInstall = !!deferred && !snapshot.installed;
    listeners.forEach((listener) => listener());
  };

  const onBeforeInstallPrompt = (event: Event) => {
    // Keep the mini-infobar away: the site offers installation with its own button.
    event.preventDefault();
    if (snapshot.installed || snapshot.prompting) return;
    deferred = event as BeforeInstallPromptEvent;
    set({});
  };
  const onInstalled = () => {
    deferred = null;
    set({ installed: true, prompting: false });
  };

  target.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  target.addEventListener('appinstalled', onInstalled);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    async promptInstall() {
      const event = deferred;
      if (!event || snapshot.prompting) return null;
      deferred = null;
      set({ prompting: true });
      try {
        await event.prompt();
        const { outcome } = await event.userChoice;
        set({ prompting: false, installed: snapshot.installed || outcome === 'accepted' });
        return outcome;
      } catch {
        // The event was already used or the browser refused: nothing left to offer.
        set({ prompting: false });
        return null;
      }
    },
    dispose() {
      target.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      target.removeEventListener('appinstalled', onInstalled);
      listeners.clear();
    },
  };
}
