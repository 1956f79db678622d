import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { installStaleBuildReload } from './app/chunkErrors';
import { createQueryClient } from './app/queryClient';
import { hydrateServerState, resolveMatchedLazyRoutes } from './app/serverRendering';
import { initSession } from './features/auth/sessionManager';
import { sendEntryVisit } from './features/insights/visitBeacon';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { listenForInstallPrompt } from './features/pwa/useInstallPrompt';
import { createRouter, routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

installStaleBuildReload();
// Before the first render: the browser may offer installation before the header mounts.
listenForInstallPrompt();
registerServiceWorker();
// A visit entering from outside counts once per load (the landing page only, nothing about the visitor).
sendEntryVisit();
// Restores the session from the refresh cookie; the store reads 'loading' until it is done.
void initSession();

const queryClient = createQueryClient();

/**
 * `<html data-app-ready>` once the app has rendered or hydrated: a server-rendered page is on
 * screen before its code runs, and browser tests wait for this before they type or click.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

function app() {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createRouter()} />
        <ReadyMark />
      </AppProviders>
    </StrictMode>
  );
}

// Public landing pages come rendered by the server (issue 21): hydrate them with the data they
// were rendered from, once the page's code is loaded. Every other page renders here.
if (hydrateServerState(queryClient)) {
  void resolveMatchedLazyRoutes(routes).then(
    // As a transition, hydration is rendered in short slices the browser can interleave with
    // input and painting, instead of one long task (the page is already on screen meanwhile).
    () => startTransition(() => void hydrateRoot(container, app())),
    () => createRoot(container).render(app()),
  );
} else {
  createRoot(container).render(app());
}
