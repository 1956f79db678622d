import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { paths } from '../../paths';
import { Button, CloseIcon } from '../../ui';
import { useCookieConsent } from './useCookieConsent';

/**
 * Height of the visible banner, set on <html> while it shows. Floating elements (the WhatsApp
 * button) move up by it and the page gets as much room at the bottom, so the banner never hides
 * the end of the page or the button.
 */
export const COOKIE_BANNER_HEIGHT_VAR = '--cookie-banner-height';

const ReserveBottomSpace = createGlobalStyle`
  body {
    padding-bottom: var(${COOKIE_BANNER_HEIGHT_VAR}, 0px);
  }
`;

/* Above the page; below the header (whose mobile menu covers it), dialogs and toasts. */
const StyledBanner = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  padding: ${({ theme }) => theme.space[3]} calc(${({ theme }) => theme.layout.gutter} + env(safe-area-inset-right))
    calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom))
    calc(${({ theme }) => theme.layout.gutter} + env(safe-area-inset-left));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/* Phones: text over the two buttons, X in the top-right corner with the text flowing around it.
   From md: one row (text, buttons, X). */
const StyledInner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.layout.containerMax};
  margin-inline: auto;

  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: 1fr auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 2px;
  }

  &::before {
    content: '';
    float: right;
    width: 40px;
    height: 32px;
  }

  ${({ theme }) => theme.media.md} {
    &::before {
      display: none;
    }
  }
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    display: flex;
    margin-top: 0;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  top: -${({ theme }) => theme.space[2]};
  right: -${({ theme }) => theme.space[2]};
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary50};
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.md} {
    position: static;
  }
`;

/**
 * Cookie notice (spec §2 'Cookie banner', §9 key `cookie-consent`): a non-modal region at the
 * bottom, shown until the visitor saves a choice. X hides it for this visit without saving.
 */
export function CookieBanner() {
  const { bannerVisible, choose, dismiss } = useCookieConsent();
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!bannerVisible || !element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(COOKIE_BANNER_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(COOKIE_BANNER_HEIGHT_VAR);
    };
  }, [bannerVisible]);

  if (!bannerVisible) return null;

  return (
    <StyledBanner ref={ref} aria-label="Aviso de cookies">
      <ReserveBottomSpace />
      <StyledInner>
        <StyledText>
          Solo usamos las cookies necesarias para que Rutalia funcione (tu sesión y tus preferencias). No hay cookies de análisis ni de
          publicidad; si aceptas todas, podríamos añadir analítica más adelante.{' '}
          <Link to={`${paths.privacy}#cookies`}>Política de cookies</Link>
        </StyledText>
        <StyledActions>
          <Button size="sm" variant="outline" onClick={() => choose('necessary')}>
            Solo necesarias
          </Button>
          <Button size="sm" variant="primary" onClick={() => choose('all')}>
            Aceptar todas
          </Button>
        </StyledActions>
        <StyledClose type="button" aria-label="Cerrar aviso de cookies" title="Cerrar sin guardar" onClick={dismiss}>
          <CloseIcon size={20} />
        </StyledClose>
      </StyledInner>
    </StyledBanner>
  );
}
