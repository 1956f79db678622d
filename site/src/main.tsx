import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { installStaleBuildReload } from './app/chunkErrors';
import { createQueryClient } from './app/queryClient';
import { initSession } from './features/auth/sessionManager';
import { sendEntryVisit } from './features/insights/visitBeacon';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';
import { listenForInstallPrompt } from './features/pwa/useInstallPrompt';
import { createRouter } from './router';
import { GlobalStyle, theme } from './theme';
import { Toaster } from './ui';

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
const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
