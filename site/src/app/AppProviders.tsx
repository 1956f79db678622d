import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '../theme';
import { Toaster } from '../ui';
import { AppErrorBoundary } from './AppErrorBoundary';

/**
 * Everything around the router, the same in the browser (main.tsx) and on the server
 * (entry-server.tsx): hydration needs both trees to match element for element.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
