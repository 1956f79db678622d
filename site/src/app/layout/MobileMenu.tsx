import { useEffect } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled, { css, keyframes, useTheme } from 'styled-components';
import type { Breakpoint } from '../../theme';
import type { SessionUser } from '../../features/auth/session';
import { MessagesNavButton } from '../../features/messages/components/MessagesNavButton';
import { InstallAppButton } from '../../features/pwa/InstallAppButton';
import { paths } from '../../paths';
import { ArrowRightIcon, Button, LayoutDashboardIcon, LogOutIcon, ShieldCheckIcon, VisuallyHidden } from '../../ui';
import { mainNavLinks, roleLabel, sessionLinks } from './navLinks';
import { UserAvatar } from './UserAvatar';

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const StyledPanel = styled.div<{ $desktopAt: Breakpoint }>`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  animation: ${slideDown} ${({ theme }) => theme.transitions.slow};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.lg} {
    top: ${({ theme }) => theme.layout.headerHeightLg};
  }

  ${({ theme, $desktopAt }) => theme.media[$desktopAt]} {
    display: none;
  }
`;

const StyledInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 560px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.layout.gutterMd};
  }
`;

const StyledList = styled.ul`
  list-style: none;
`;

const rowStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

const StyledNavLink = styled(NavLink)`
  ${rowStyles}
`;

const StyledPlainLink = styled(Link)`
  ${rowStyles}
`;

const StyledSectionTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledRegisterRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledUserCard = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledUserText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

type MobileMenuProps = {
  id: string;
  /** Breakpoint from which the header shows the full desktop bar (the menu is then closed and hidden). */
  desktopAt: Breakpoint;
  open: boolean;
  onClose: (restoreFocus?: boolean) => void;
  user: SessionUser | null;
  /** The session is still being restored: show neither the guest nor the user actions yet. */
  sessionLoading?: boolean;
  onSignOut: () => void;
};

/**
 * Collapsible menu below the header on small screens. Closes on navigation
 * (handled by the header), on Escape (focus returns to the toggle) and when
 * the viewport grows to the desktop layout. The page behind does not scroll
 * while it is open.
 */
export function MobileMenu({ id, desktopAt, open, onClose, user, sessionLoading = false, onSignOut }: MobileMenuProps) {
  const theme = useTheme();
  const desktopMinWidth = theme.breakpoints[desktopAt];
  useEffect(() => {
    if (!open) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      }
    };
    const desktop = window.matchMedia(`(min-width: ${desktopMinWidth}px)`);
    const onViewportChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    const previousOverflow = document.body.style.overflow;

    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onViewportChange);
    document.body.style.overflow = 'hidden';

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onViewportChange);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose, desktopMinWidth]);

  return (
    <StyledPanel id={id} hidden={!open} $desktopAt={desktopAt}>
      <StyledInner>
        <nav aria-label="Menú móvil">
          <StyledList>
            {mainNavLinks.map((link) => (
              <li key={link.label}>
                {link.matchActive ? (
                  <StyledNavLink to={link.to} onClick={() => onClose()}>
                    {link.label}
                    <ArrowRightIcon size={18} />
                  </StyledNavLink>
                ) : (
                  <StyledPlainLink to={link.to} onClick={() => onClose()}>
                    {link.label}
                    <ArrowRightIcon size={18} />
                  </StyledPlainLink>
                )}
              </li>
            ))}
          </StyledList>
        </nav>

        <InstallAppButton size="md" fullWidth />

        {sessionLoading ? null : user ? (
          <StyledActions>
            <StyledUserCard>
              <UserAvatar fullName={user.fullName} size={44} />
              <StyledUserText>
                <strong>{user.fullName}</strong>
                <span>{roleLabel(user)}</span>
              </StyledUserText>
            </StyledUserCard>
            {sessionLinks(user).map((link) => (
              <Button
                key={link.to}
                to={link.to}
                variant={link.icon === 'dashboard' ? 'primary' : 'outline'}
                fullWidth
                iconLeft={link.icon === 'dashboard' ? <LayoutDashboardIcon size={18} /> : <ShieldCheckIcon size={18} />}
              >
                {link.label}
              </Button>
            ))}
            <MessagesNavButton variant="outline" size="md" fullWidth />
            <Button variant="ghost" fullWidth onClick={onSignOut} iconLeft={<LogOutIcon size={18} />}>
              Cerrar sesión
            </Button>
          </StyledActions>
        ) : (
          <StyledActions>
            <Button to={paths.login} variant="outline" fullWidth>
              Iniciar sesión
            </Button>
            <div>
              <StyledSectionTitle aria-hidden="true">Regístrate como</StyledSectionTitle>
              <StyledRegisterRow>
                <Button to={paths.registerClient} variant="primary" fullWidth>
                  <VisuallyHidden>Registrarse como </VisuallyHidden>Cliente
                </Button>
                <Button to={paths.registerCompany} variant="accent" fullWidth>
                  <VisuallyHidden>Registrarse como </VisuallyHidden>Empresa
                </Button>
              </StyledRegisterRow>
            </div>
          </StyledActions>
        )}
      </StyledInner>
    </StyledPanel>
  );
}
