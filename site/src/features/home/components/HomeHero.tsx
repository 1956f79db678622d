import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Button, CheckCircleIcon, Container, MapPinIcon, ShieldCheckIcon } from '../../../ui';
import { HeroQuickStart } from '../../requests/components/guided/HeroQuickStart';
import { RouteNetworkIllustration } from './RouteNetworkIllustration';

const StyledHero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[12]} 0 ${({ theme }) => theme.space[24]};
  background:
    radial-gradient(circle at 88% 12%, ${({ theme }) => theme.colors.accentGlow}, transparent 42%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary600} 100%);
  color: ${({ theme }) => theme.colors.textInverse};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[20]} 0 9rem;
  }
`;

/* Phones and tablets: copy, the request box, the account buttons (and the map on tablets).
   Wide screens: copy and buttons on the left, the request box on the right. */
const StyledGrid = styled.div`
  display: grid;
  grid-template-areas: 'copy' 'quick' 'more' 'visual';
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    grid-template-areas: 'copy quick' 'more quick';
    column-gap: ${({ theme }) => theme.space[12]};
    align-items: start;
  }
`;

const StyledCopy = styled.div`
  grid-area: copy;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledMore = styled(StyledCopy)`
  grid-area: more;
`;

const StyledQuick = styled.div`
  grid-area: quick;

  ${({ theme }) => theme.media.lg} {
    align-self: center;
  }
`;

const StyledEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.inverseLine};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.inverseSubtle};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledTitle = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.025em;
  line-height: 1.1;
`;

const StyledHighlight = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

const StyledSubtitle = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  ${({ theme }) => theme.media.lg} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    width: auto;
  }
`;

const StyledTrialNote = styled.p`
  margin-top: -${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textInverseMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textInverse};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledHighlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  list-style: none;
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.inverseLine};
  width: 100%;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textInverse};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const StyledVisual = styled.div`
  grid-area: visual;
  position: relative;
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
    max-width: 560px;
    width: 100%;
    margin-inline: auto;
    margin-top: ${({ theme }) => theme.space[6]};
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledMapCard = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.inverseLine};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.inverseSubtle};
  backdrop-filter: blur(2px);
`;

const StyledChip = styled.div<{ $position: 'top' | 'bottom' }>`
  position: absolute;
  ${({ $position }) => ($position === 'top' ? 'top: -18px; left: -12px;' : 'bottom: -18px; right: -12px;')}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.md};
    white-space: nowrap;
  }
`;

const StyledChipNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChipIcon = styled.span<{ $tone: 'accent' | 'success' }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.successSoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentText : theme.colors.success)};
`;

export function HomeHero() {
  return (
    <StyledHero aria-labelledby="home-hero-title">
      <Container>
        <StyledGrid>
          <StyledCopy>
            <StyledEyebrow>
              <ShieldCheckIcon size={16} />
              Transporte · Mudanzas · Logística
            </StyledEyebrow>

            <StyledTitle id="home-hero-title">
              Encuentra empresas de transporte, mudanzas y logística <StyledHighlight>en toda España</StyledHighlight>
            </StyledTitle>

            <StyledSubtitle>
              Publica gratis lo que necesitas mover y recibe presupuestos de empresas verificadas. Compara precios y valoraciones reales, y
              habla con ellas directamente en Rutalia.
            </StyledSubtitle>
          </StyledCopy>

          <StyledQuick>
            <HeroQuickStart />
          </StyledQuick>

          <StyledMore>
            <StyledActions>
              <Button to={paths.registerCompany} variant="accent" size="lg" iconRight={<ArrowRightIcon size={20} />}>
                Soy una empresa
              </Button>
              <Button to={paths.registerClient} variant="inverse" size="lg">
                Soy un cliente
              </Button>
            </StyledActions>

            <StyledTrialNote>
              Empresas: <strong>7 días gratis</strong>, sin tarjeta de crédito.
            </StyledTrialNote>

            <StyledHighlights aria-label="Ventajas de Rutalia">
              <li>
                <CheckCircleIcon size={18} />
                Empresas verificadas
              </li>
              <li>
                <CheckCircleIcon size={18} />
                Presupuestos sin compromiso
              </li>
              <li>
                <CheckCircleIcon size={18} />
                Valoraciones reales
              </li>
            </StyledHighlights>
          </StyledMore>

          <StyledVisual aria-hidden="true">
            <StyledMapCard>
              <RouteNetworkIllustration />
            </StyledMapCard>
            <StyledChip $position="top">
              <StyledChipIcon $tone="accent">
                <MapPinIcon size={20} />
              </StyledChipIcon>
              <div>
                <strong>Cobertura nacional</strong>
                <StyledChipNote>De ciudad a ciudad</StyledChipNote>
              </div>
            </StyledChip>
            <StyledChip $position="bottom">
              <StyledChipIcon $tone="success">
                <ShieldCheckIcon size={20} />
              </StyledChipIcon>
              <div>
                <strong>Empresas verificadas</strong>
                <StyledChipNote>Perfiles revisados</StyledChipNote>
              </div>
            </StyledChip>
          </StyledVisual>
        </StyledGrid>
      </Container>
    </StyledHero>
  );
}
