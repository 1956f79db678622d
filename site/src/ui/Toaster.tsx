import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import type { ExternalToast, toast as sonnerToastFunction } from 'sonner';

/**
 * App-wide toasts (sonner). Raise them with `toast.success('Mensaje enviado')`,
 * `toast.error(message)` or `toast(title, options)` from `ui`.
 *
 * sonner (about 10 kB compressed, with its styles) is not part of the first load: the first
 * toast loads it and mounts its outlet. sonner replays the toasts raised before its outlet
 * subscribed, so none is lost.
 */
const SonnerOutlet = lazy(() => import('./SonnerOutlet'));

type Message = ReactNode;
type Call = (sonner: typeof sonnerToastFunction) => unknown;

let outletWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function show(call: Call): void {
  if (!outletWanted) {
    outletWanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast: sonnerToast }) => call(sonnerToast));
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show((t) => t(message, options)), {
  success: (message: Message, options?: ExternalToast) => show((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => show((t) => t.error(message, options)),
});

/** Where the toasts appear; renders nothing until the first one (nor on the server). */
export function Toaster() {
  const visible = useSyncExternalStore(
    subscribe,
    () => outletWanted,
    () => false,
  );
  return visible ? (
    <Suspense fallback={null}>
      <SonnerOutlet />
    </Suspense>
  ) : null;
}
