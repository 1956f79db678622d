import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionState } from '../../features/auth/useSession';
import { EmailVerificationBanner } from '../../features/account/email/EmailVerificationBanner';
import { CookieBanner } from '../../features/consent/CookieBanner';
import { WhatsAppButton } from '../../features/whatsapp/WhatsAppButton';
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

/**
 * Skip link, header, main landmark, footer, WhatsApp button and cookie banner shared by every
 * page. The banner comes right after the skip link in the tab order (it sits at the bottom of the
 * screen) so keyboard and screen-reader users meet it first, as with any notice.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <CookieBanner />
      <SiteHeader />
      <StyledMain id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </StyledMain>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}

// Realtime (Socket.IO, toasts, unread badge updates) for signed-in users only, outside the entry chunk.
const RealtimeBridge = lazy(() => import('../../features/messages/components/RealtimeBridge'));

/** Root route element: the shell around the matched page. */
export function RootLayout() {
  const session = useSessionState();
  return (
    <SiteShell>
      <ScrollManager mainId={MAIN_CONTENT_ID} />
      {session.status === 'authenticated' ? <EmailVerificationBanner /> : null}
      <Outlet />
      {session.status === 'authenticated' ? (
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      ) : null}
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
