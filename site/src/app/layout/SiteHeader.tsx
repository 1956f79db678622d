import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Breakpoint } from '../../theme';
import { useSession } from '../../features/auth/useSession';
import { MessagesNavButton, UnreadDot } from '../../features/messages/components/MessagesNavButton';
import { InstallAppButton } from '../../features/pwa/InstallAppButton';
import { useInstallPrompt } from '../../features/pwa/useInstallPrompt';
import { paths } from '../../paths';
import { Button, CloseIcon, LayoutDashboardIcon, LogOutIcon, MenuIcon, ShieldCheckIcon, VisuallyHidden } from '../../ui';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { mainNavLinks, sessionLinks } from './navLinks';
import { NavigationProgress } from './NavigationProgress';
import { UserAvatar } from './UserAvatar';

// The mobile menu's panel is loaded the first time it opens, not with the first page.
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

const MOBILE_MENU_ID = 'menu-movil';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.header};
`;

/**
 * `$tight`: a signed-in user's bar that also shows 'Instalar App' has no spare room; narrower gaps
 * and nav padding, no shortcut hint and no divider make it fit (checked at 1280 and 1440 px).
 */
const StyledBar = styled.div<{ $tight: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.containerMax};
  height: ${({ theme }) => theme.layout.headerHeight};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.layout.gutterMd};
  }

  ${({ theme }) => theme.media.lg} {
    height: ${({ theme }) => theme.layout.headerHeightLg};
    gap: ${({ theme, $tight }) => theme.space[$tight ? 3 : 6]};
  }
`;

type DesktopAt = { $desktopAt: Breakpoint };

const StyledDesktopNav = styled.nav<DesktopAt & { $tight: boolean }>`
  display: none;

  ${({ theme, $desktopAt }) => theme.media[$desktopAt]} {
    display: block;
    flex: 1;
    min-width: 0;
  }

  ${({ $tight, theme }) => ($tight ? `a { padding-inline: ${theme.space[2]}; }` : '')}
`;

const StyledNavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

const StyledNavLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary50};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    right: ${({ theme }) => theme.space[3]};
    bottom: 2px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledDesktopActions = styled.div<DesktopAt>`
  display: none;

  ${({ theme, $desktopAt }) => theme.media[$desktopAt]} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledRegisterLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  ${({ theme }) => theme.media.xl} {
    display: inline;
    margin-left: ${({ theme }) => theme.space[2]};
  }
`;

const StyledDivider = styled.span`
  width: 1px;
  height: 24px;
  margin-inline: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.border};
`;

/* Avatar only (the name is its tooltip and is read out); the full name shows in the mobile menu. */
const StyledUser = styled.span`
  display: inline-flex;
  align-items: center;
`;

const StyledMenuButton = styled.button<DesktopAt>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-right: -${({ theme }) => theme.space[2]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  ${({ theme, $desktopAt }) => theme.media[$desktopAt]} {
    display: none;
  }
`;

export function SiteHeader() {
  const { status, user, signOut } = useSession();
  const location = useLocation();
  // The mobile menu is open for one location only: every navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const userLinks = user ? sessionLinks(user) : [];
  const { canInstall } = useInstallPrompt();
  const tight = canInstall && !!user;
  // Signed-in users get more actions (Mensajes, Admin…): keep the compact menu up to 1280 px so nothing overlaps.
  const desktopAt: Breakpoint = user ? 'xl' : 'lg';

  const closeMenu = useCallback((restoreFocus = false) => {
    setMenuOpenAt(null);
    if (restoreFocus) menuButtonRef.current?.focus();
  }, []);

  // Logout, home, or the 'Error al cerrar sesión' toast: all inside signOut, which never rejects.
  const handleSignOut = useCallback(() => {
    closeMenu();
    void signOut();
  }, [closeMenu, signOut]);

  return (
    <StyledHeader>
      <NavigationProgress />
      <StyledBar $tight={tight}>
        <Logo />

        <StyledDesktopNav aria-label="Principal" $desktopAt={desktopAt} $tight={tight}>
          <StyledNavList>
            {mainNavLinks.map((link) => (
              <li key={link.label}>
                {link.matchActive ? (
                  <StyledNavLink to={link.to}>{link.label}</StyledNavLink>
                ) : (
                  <StyledNavLink as={Link} to={link.to}>
                    {link.label}
                  </StyledNavLink>
                )}
              </li>
            ))}
          </StyledNavList>
        </StyledDesktopNav>

        <HeaderSearch hideShortcut={tight} />

        <StyledDesktopActions $desktopAt={desktopAt} aria-busy={status === 'loading' || undefined}>
          <InstallAppButton compact />
          {status === 'loading' ? null : user ? (
            <>
              {userLinks
                .filter((link) => link.icon !== 'dashboard')
                .map((link) => (
                  <Button key={link.to} to={link.to} variant="ghost" size="sm" iconLeft={<ShieldCheckIcon size={16} />}>
                    {link.label}
                  </Button>
                ))}
              <MessagesNavButton labelFrom={userLinks.length > 1 ? 'xxl' : 'xl'} />
              <Button to={paths.dashboard} variant="primary" size="sm" iconLeft={<LayoutDashboardIcon size={16} />}>
                Dashboard
              </Button>
              {tight ? null : <StyledDivider aria-hidden="true" />}
              <StyledUser title={user.fullName}>
                <UserAvatar fullName={user.fullName} size={32} />
                <VisuallyHidden>Sesión iniciada como {user.fullName}</VisuallyHidden>
              </StyledUser>
              <Button variant="outline" size="sm" onClick={handleSignOut} iconLeft={<LogOutIcon size={16} />}>
                Cerrar sesión
              </Button>
            </>
          ) : (
            <>
              <Button to={paths.login} variant="ghost" size="sm">
                Iniciar sesión
              </Button>
              <StyledDivider aria-hidden="true" />
              <StyledRegisterLabel aria-hidden="true">Regístrate:</StyledRegisterLabel>
              <Button to={paths.registerClient} variant="outline" size="sm">
                <VisuallyHidden>Registrarse como </VisuallyHidden>Cliente
              </Button>
              <Button to={paths.registerCompany} variant="accent" size="sm">
                <VisuallyHidden>Registrarse como </VisuallyHidden>Empresa
              </Button>
            </>
          )}
        </StyledDesktopActions>

        <StyledMenuButton
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label="Menú"
          $desktopAt={desktopAt}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpenAt((openAt) => (openAt === location.key ? null : location.key));
          }}
        >
          {menuOpen ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
          {menuOpen ? null : <UnreadDot />}
        </StyledMenuButton>
      </StyledBar>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            desktopAt={desktopAt}
            open={menuOpen}
            onClose={closeMenu}
            user={user}
            sessionLoading={status === 'loading'}
            onSignOut={handleSignOut}
          />
        </Suspense>
      ) : null}
    </StyledHeader>
  );
}
