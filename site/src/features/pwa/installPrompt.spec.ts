import { describe, expect, it } from '@jest/globals';
import { createInstallPromptStore, type InstallOutcome } from './installPrompt';

/** A `beforeinstallprompt` like Chromium's: prompt() once, then userChoice settles. */
function installEvent(outcome: InstallOutcome) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  let prompts = 0;
  Object.assign(event, {
    prompt: async () => {
      prompts++;
      if (prompts > 1) throw new DOMException('prompt() already called', 'InvalidStateError');
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, prompts: () => prompts };
}

function setup(options?: { installed?: boolean }) {
  const target = new EventTarget();
  const store = createInstallPromptStore(target, options);
  const seen: boolean[] = [];
  store.subscribe(() => seen.push(store.getSnapshot().canInstall));
  return { target, store, seen };
}

describe('install prompt state', () => {
  it('offers nothing until the browser fires beforeinstallprompt, then keeps the event', () => {
    const { target, store } = setup();
    expect(store.getSnapshot().canInstall).toBe(false);

    const { event } = installEvent('accepted');
    target.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
    expect(store.getSnapshot()).toEqual({ canInstall: true, prompting: false, installed: false });
  });

  it('opens the browser dialog on click and hides the button for good after acceptance', async () => {
    const { target, store } = setup();
    const { event, prompts } = installEvent('accepted');
    target.dispatchEvent(event);

    const pending = store.promptInstall();
    expect(store.getSnapshot()).toEqual({ canInstall: false, prompting: true, installed: false });
    await expect(pending).resolves.toBe('accepted');

    expect(prompts()).toBe(1);
    expect(store.getSnapshot()).toEqual({ canInstall: false, prompting: false, installed: true });

    // A late offer (another tab, a reload race) does not bring the button back.
    target.dispatchEvent(installEvent('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(false);
  });

  it('after a dismissal the spent event is dropped, and a new offer shows the button again', async () => {
    const { target, store } = setup();
    const first = installEvent('dismissed');
    target.dispatchEvent(first.event);

    await expect(store.promptInstall()).resolves.toBe('dismissed');
    expect(store.getSnapshot()).toEqual({ canInstall: false, prompting: false, installed: false });
    await expect(store.promptInstall()).resolves.toBeNull();
    expect(first.prompts()).toBe(1);

    target.dispatchEvent(installEvent('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(true);
  });

  it('hides the button when the app gets installed some other way (appinstalled)', () => {
    const { target, store, seen } = setup();
    target.dispatchEvent(installEvent('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));

    expect(store.getSnapshot()).toEqual({ canInstall: false, prompting: false, installed: true });
    expect(seen).toEqual([true, false]);
  });

  it('never offers installation inside the installed app', () => {
    const { target, store } = setup({ installed: true });
    target.dispatchEvent(installEvent('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(false);
  });

  it('a second click while the dialog is open does nothing', async () => {
    const { target, store } = setup();
    const { event, prompts } = installEvent('accepted');
    target.dispatchEvent(event);

    const first = store.promptInstall();
    await expect(store.promptInstall()).resolves.toBeNull();
    await first;
    expect(prompts()).toBe(1);
  });

  it('survives a prompt() that throws', async () => {
    const { target, store } = setup();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: () => Promise.reject(new Error('NotAllowedError')), userChoice: new Promise(() => {}) });
    target.dispatchEvent(event);

    await expect(store.promptInstall()).resolves.toBeNull();
    expect(store.getSnapshot()).toEqual({ canInstall: false, prompting: false, installed: false });
  });

  it('stops listening once disposed', () => {
    const { target, store } = setup();
    store.dispose();
    target.dispatchEvent(installEvent('accepted').event);
    expect(store.getSnapshot().canInstall).toBe(false);
  });
});
