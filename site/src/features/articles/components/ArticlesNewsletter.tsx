import styled from 'styled-components';
import { Card, Container, MailIcon } from '../../../ui';
import { NewsletterForm } from '../../newsletter/components/NewsletterForm';

const StyledBand = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledInner = styled(Card)`
  && {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: center;
  }

  ${({ theme }) => theme.media.lg} {
    && {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[12]};
    }
  }

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
  h2 svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentText};
  }
  p {
    max-width: 56ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The newsletter box of /articulos with the site's real sign-up form (double opt-in). A light
 * card: a navy band here would run into the navy footer.
 */
export function ArticlesNewsletter() {
  return (
    <StyledBand aria-labelledby="articles-newsletter-title">
      <Container>
        <StyledInner padding="lg" elevated>
          <div>
            <h2 id="articles-newsletter-title">
              <MailIcon size={26} />
              Recibe los nuevos artículos en tu correo
            </h2>
            <p>
              Una newsletter al mes con guías prácticas, novedades del sector del transporte y consejos para clientes y empresas. Te puedes
              dar de baja cuando quieras con un clic.
            </p>
          </div>
          <NewsletterForm tone="light" idPrefix="articles-newsletter" />
        </StyledInner>
      </Container>
    </StyledBand>
  );
}
