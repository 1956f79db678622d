import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { siteConfig } from '../../app/siteConfig';
import { COOKIE_BANNER_HEIGHT_VAR } from '../consent/CookieBanner';
import { useStepAside } from './useStepAside';
import { whatsappLink } from './whatsappLink';
import { isWhatsAppHiddenOn } from './whatsappPlacement';

/* WhatsApp's brand green; the glyph is navy (8:1 on the green) because white on it is under
   2:1, and a darker green ring keeps the disc's edge at 3:1 on white backgrounds. */
const WHATSAPP_GREEN = '#25D366';
const WHATSAPP_RING = '#128C4B';

/* Same layer as the cookie banner: above the page, below the header's mobile menu and dialogs.
   While an action lies under it, it fades out and cannot be clicked or focused. */
const StyledLink = styled.a<{ $aside: boolean }>`
  position: fixed;
  right: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-right));
  bottom: calc(${({ theme }) => theme.space[4]} + env(safe-area-inset-bottom) + var(${COOKIE_BANNER_HEIGHT_VAR}, 0px));
  z-index: ${({ theme }) => theme.zIndices.header - 1};
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 2px solid ${WHATSAPP_RING};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${WHATSAPP_GREEN};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  opacity: ${({ $aside }) => ($aside ? 0 : 1)};
  visibility: ${({ $aside }) => ($aside ? 'hidden' : 'visible')};
  transition:
    bottom ${({ theme }) => theme.transitions.slow},
    transform ${({ theme }) => theme.transitions.fast},
    opacity ${({ theme }) => theme.transitions.fast},
    visibility ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: scale(1.06);
  }

  &:focus-visible {
    outline-offset: 3px;
  }

  ${({ theme }) => theme.media.md} {
    right: calc(${({ theme }) => theme.space[6]} + env(safe-area-inset-right));
    bottom: calc(${({ theme }) => theme.space[6]} + env(safe-area-inset-bottom) + var(${COOKIE_BANNER_HEIGHT_VAR}, 0px));
    width: 60px;
    height: 60px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

/**
 * Floating button: opens a WhatsApp chat with support in a new tab. It never covers an action: not
 * rendered on the chat and form pages, and elsewhere it steps aside while an action lies under it
 * (e.g. the hero's «Soy una empresa» on a phone with the cookie banner). Inside its own small
 * landmark so that no content sits outside one (axe 'region').
 */
export function WhatsAppButton() {
  const { pathname } = useLocation();
  const hiddenHere = isWhatsAppHiddenOn(pathname);
  const landmark = useRef<HTMLElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const aside = useStepAside(link, landmark, !hiddenHere);
  if (hiddenHere) return null;
  return (
    <aside aria-label="Contacto por WhatsApp" ref={landmark}>
      <StyledLink
        ref={link}
        $aside={aside}
        href={whatsappLink(siteConfig())}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Contactar por WhatsApp"
        title="Contactar por WhatsApp (se abre en una pestaña nueva)"
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M17.472 14.382c-.297-.149-1.758-.867-2.03-.967-.273-.099-.471-.148-.67.15-.197.297-.767.966-.94 1.164-.173.199-.347.223-.644.075-.297-.15-1.255-.463-2.39-1.475-.883-.788-1.48-1.761-1.653-2.059-.173-.297-.018-.458.13-.606.134-.133.298-.347.446-.52.149-.174.198-.298.298-.497.099-.198.05-.371-.025-.52-.075-.149-.669-1.612-.916-2.207-.242-.579-.487-.5-.669-.51-.173-.008-.371-.01-.57-.01-.198 0-.52.074-.792.372-.272.297-1.04 1.016-1.04 2.479 0 1.462 1.065 2.875 1.213 3.074.149.198 2.096 3.2 5.077 4.487.709.306 1.262.489 1.694.625.712.227 1.36.195 1.871.118.571-.085 1.758-.719 2.006-1.413.248-.694.248-1.289.173-1.413-.074-.124-.272-.198-.57-.347m-5.421 7.403h-.004a9.87 9.87 0 0 1-5.031-1.378l-.361-.214-3.741.982.998-3.648-.235-.374a9.86 9.86 0 0 1-1.51-5.26c.001-5.45 4.436-9.884 9.888-9.884 2.64 0 5.122 1.03 6.988 2.898a9.825 9.825 0 0 1 2.893 6.994c-.003 5.45-4.437 9.884-9.885 9.884m8.413-18.297A11.815 11.815 0 0 0 12.05 0C5.495 0 .16 5.335.157 11.892c0 2.096.547 4.142 1.588 5.945L.057 24l6.305-1.654a11.882 11.882 0 0 0 5.683 1.448h.005c6.554 0 11.89-5.335 11.893-11.893a11.821 11.821 0 0 0-3.48-8.413Z" />
        </svg>
      </StyledLink>
    </aside>
  );
}
