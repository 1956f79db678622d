import styled from 'styled-components';
import { Container, MailIcon } from '../../../ui';
import { NewsletterForm } from '../../newsletter/components/NewsletterForm';
import { StyledEyebrow, StyledSectionTitle } from './HomeSection';

const StyledSection = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: ${({ theme }) => theme.colors.surface};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const StyledPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.primary100};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary50};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto minmax(0, 1.2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const StyledIcon = styled.span`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  p:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Newsletter band of the home page (id `newsletter`, the target of the confirmation page's link). */
export function NewsletterSection() {
  return (
    <StyledSection id="newsletter" aria-labelledby="newsletter-title">
      <Container>
        <StyledPanel>
          <StyledIcon aria-hidden="true">
            <MailIcon size={32} />
          </StyledIcon>
          <StyledCopy>
            <StyledEyebrow>Newsletter</StyledEyebrow>
            <StyledSectionTitle id="newsletter-title">Suscríbete a nuestra newsletter</StyledSectionTitle>
            <p>Novedades del sector, consejos para tus envíos y mudanzas y lo último de Rutalia, una vez al mes en tu correo.</p>
          </StyledCopy>
          <NewsletterForm idPrefix="newsletter-section" />
        </StyledPanel>
      </Container>
    </StyledSection>
  );
}
