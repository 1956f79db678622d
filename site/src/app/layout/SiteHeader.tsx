import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Breakpoint } from '../../theme';
import { useSession } from '../../features/auth/useSession';
import { MessagesNavButton, UnreadDot } from '../../features/messages/components/MessagesNavButton';
import { paths } from '../../paths';
import { Button, CloseIcon, LayoutDashboardIcon, LogOutIcon, MenuIcon, SearchIcon, ShieldCheckIcon, VisuallyHidden } from '../../ui';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { mainNavLinks, sessionLinks } from './navLinks';
import { NavigationProgress } from './NavigationProgress';
import { UserAvatar } from './UserAvatar';

const MOBILE_MENU_ID = 'menu-movil';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.header};
`;

const StyledBar = styled.div`
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
    gap: ${({ theme }) => theme.space[6]};
  }
`;

type DesktopAt = { $desktopAt: Breakpoint };

const StyledDesktopNav = styled.nav<DesktopAt>`
  display: none;

  ${({ theme, $desktopAt }) => theme.media[$desktopAt]} {
    display: block;
    flex: 1;
    min-width: 0;
  }
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

// The search dialog (and its results UI) loads on first use, outside the entry chunk.
const SearchDialog = lazy(() => import('../../features/search/components/SearchDialog').then((m) => ({ default: m.SearchDialog })));

const StyledSearchButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 44px;
  height: 40px;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    color: ${({ theme }) => theme.colors.primary};
  }

  kbd {
    display: none;
    padding: 1px ${({ theme }) => theme.space[1]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-family: inherit;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.xl} {
    kbd {
      display: inline;
    }
  }
`;

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

export function SiteHeader() {
  const { status, user, signOut } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);

  const openSearch = useCallback(() => {
    setSearchLoaded(true);
    setSearchOpen(true);
  }, []);

  // Ctrl/Cmd+K opens the global search anywhere on the site.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSearch]);
  const userLinks = user ? sessionLinks(user) : [];
  // Signed-in users get more actions (Mensajes, Admin…): keep the compact menu up to 1280 px so nothing overlaps.
  const desktopAt: Breakpoint = user ? 'xl' : 'lg';

  const closeMenu = useCallback((restoreFocus = false) => {
    setMenuOpen(false);
    if (restoreFocus) menuButtonRef.current?.focus();
  }, []);

  // Close the mobile menu on every navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  // Logout, home, or the 'Error al cerrar sesión' toast: all inside signOut.
  const handleSignOut = useCallback(async () => {
    closeMenu();
    await signOut();
  }, [closeMenu, signOut]);

  return (
    <StyledHeader>
      <NavigationProgress />
      <StyledBar>
        <Logo />

        <StyledDesktopNav aria-label="Principal" $desktopAt={desktopAt}>
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

        <StyledSearchButton type="button" onClick={openSearch} aria-label="Buscar (Ctrl+K)" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">
          <SearchIcon size={18} />
          <kbd aria-hidden="true">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
        </StyledSearchButton>

        <StyledDesktopActions $desktopAt={desktopAt} aria-busy={status === 'loading' || undefined}>
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
              <StyledDivider aria-hidden="true" />
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
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon size={26} /> : <MenuIcon size={26} />}
          {menuOpen ? null : <UnreadDot />}
        </StyledMenuButton>
      </StyledBar>

      {searchLoaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
        </Suspense>
      ) : null}

      <MobileMenu
        id={MOBILE_MENU_ID}
        desktopAt={desktopAt}
        open={menuOpen}
        onClose={closeMenu}
        user={user}
        sessionLoading={status === 'loading'}
        onSignOut={handleSignOut}
      />
    </StyledHeader>
  );
}
