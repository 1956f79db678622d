import styled from 'styled-components';
import { siteConfig } from '../../../app/siteConfig';
import { paths } from '../../../paths';
import { Button, Card, ExternalLinkIcon, HeadsetIcon, MailIcon, MessageSquareIcon, VisuallyHidden } from '../../../ui';
import { whatsappLink } from '../../whatsapp/whatsappLink';

const StyledCard = styled(Card)`
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  p {
    max-width: 56ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

/** 'Contactar soporte' (the contact page) and 'Chat en vivo' (WhatsApp with the support number and greeting). */
export function HelpSupport() {
  return (
    <StyledCard padding="lg" forwardedAs="section" aria-labelledby="help-support-title">
      <StyledIcon>
        <HeadsetIcon size={28} />
      </StyledIcon>
      <h2 id="help-support-title">¿No encuentras lo que buscas?</h2>
      <p>
        Nuestro equipo de soporte te ayuda de lunes a viernes de 9:00 a 18:00 y los sábados de 9:00 a 14:00. Respondemos en menos de 24
        horas.
      </p>
      <StyledActions>
        <Button to={paths.contact} iconLeft={<MailIcon size={18} />}>
          Contactar soporte
        </Button>
        <Button
          href={whatsappLink(siteConfig())}
          target="_blank"
          rel="noopener noreferrer"
          variant="accent"
          iconLeft={<MessageSquareIcon size={18} />}
          iconRight={<ExternalLinkIcon size={16} />}
        >
          Chat en vivo
          <VisuallyHidden> (abre WhatsApp en una pestaña nueva)</VisuallyHidden>
        </Button>
      </StyledActions>
    </StyledCard>
  );
}
