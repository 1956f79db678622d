import styled from 'styled-components';
import { Dialog, MailIcon } from '../../../ui';
import { NewsletterForm } from './NewsletterForm';

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledIntro = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

export type NewsletterPopupProps = { open: boolean; onClose: () => void };

/** The home page's newsletter dialog (lazy-loaded: it only matters 30 s after load). */
export default function NewsletterPopup({ open, onClose }: NewsletterPopupProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Suscríbete a nuestra newsletter" width="480px">
      <StyledBody>
        <StyledIntro>
          <StyledIcon aria-hidden="true">
            <MailIcon size={24} />
          </StyledIcon>
          <p>
            Recibe cada mes novedades del sector del transporte y la logística, consejos para tus envíos y mudanzas y las últimas noticias
            de Rutalia.
          </p>
        </StyledIntro>
        <NewsletterForm idPrefix="newsletter-popup" onSubscribed={onClose} />
      </StyledBody>
    </Dialog>
  );
}
