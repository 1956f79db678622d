import { useSyncExternalStore } from 'react';
import { createInstallPromptStore, NOT_INSTALLABLE, type InstallPromptStore, type InstallSnapshot } from './installPrompt';

let store: InstallPromptStore | null = null;

function runsInstalled(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Starts listening for the browser's install offer. Called from main.tsx before the first
 * render: `beforeinstallprompt` can fire before the header mounts.
 */
export function listenForInstallPrompt(): InstallPromptStore {
  store ??= createInstallPromptStore(window, { installed: runsInstalled() });
  return store;
}

const noop = () => () => {};

export type InstallPromptApi = InstallSnapshot & { promptInstall: () => Promise<unknown> };

/** Install state for the 'Instalar App' button. */
export function useInstallPrompt(): InstallPromptApi {
  const current = store;
  const snapshot = useSyncExternalStore(current?.subscribe ?? noop, current?.getSnapshot ?? (() => NOT_INSTALLABLE), () => NOT_INSTALLABLE);
  return { ...snapshot, promptInstall: () => current?.promptInstall() ?? Promise.resolve(null) };
}
