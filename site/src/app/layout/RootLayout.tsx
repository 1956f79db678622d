import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingState, ScrollManager, SkipLink } from '../../ui';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export const MAIN_CONTENT_ID = 'main-content';

const StyledMain = styled.main`
  display: flex;
  flex-direction: column;
  flex: 1 0 auto;
  min-width: 0;
  outline: none;
`;

/** Skip link, header, main landmark and footer shared by every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </StyledMain>
      <SiteFooter />
    </>
  );
}

/** Root route element: the shell around the matched page. */
export function RootLayout() {
  return (
    <SiteShell>
      <ScrollManager mainId={MAIN_CONTENT_ID} />
      <Outlet />
    </SiteShell>
  );
}

/** Shown while the first page's code loads (route-level code splitting). */
export function RootHydrateFallback() {
  return (
    <SiteShell>
      <LoadingState fullHeight />
    </SiteShell>
  );
}
