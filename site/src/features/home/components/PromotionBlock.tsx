import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Button, Container } from '../../../ui';

const StyledSection = styled.section`
  padding: 0 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 90% 10%, ${({ theme }) => theme.colors.accentGlow}, transparent 45%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary600} 100%);
  color: ${({ theme }) => theme.colors.textInverse};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[10]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.02em;
    line-height: ${({ theme }) => theme.lineHeights.snug};

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

const StyledLede = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textInverseMuted};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.inverseLine};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.inverseSubtle};
  }
  dt {
    color: ${({ theme }) => theme.colors.textInverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};

    ${({ theme }) => theme.media.sm} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

/**
 * Promotion block for companies that want to list products (spec §1 'Marketing claims':
 * over 50,000 monthly visits, a monthly newsletter to over 10,000 recipients). These are the
 * spec's advertising claims, not figures computed from our data.
 */
export function PromotionBlock() {
  return (
    <StyledSection aria-labelledby="promotion-title">
      <Container>
        <StyledPanel>
          <StyledCopy>
            <StyledEyebrow>Publicidad</StyledEyebrow>
            <h2 id="promotion-title">¿Vendes productos para el sector logístico?</h2>
            <StyledLede>
              Vehículos, maquinaria de almacén, embalaje, software de flotas… Da a conocer tus productos a las empresas de transporte y
              logística que usan Rutalia cada día.
            </StyledLede>
            <Button to={paths.contact} variant="accent" size="lg" iconRight={<ArrowRightIcon size={20} />}>
              Anúnciate con nosotros
            </Button>
          </StyledCopy>
          <StyledFigures>
            <div>
              <dt>visitas mensuales</dt>
              <dd>+50.000</dd>
            </div>
            <div>
              <dt>suscriptores de la newsletter mensual</dt>
              <dd>+10.000</dd>
            </div>
          </StyledFigures>
        </StyledPanel>
      </Container>
    </StyledSection>
  );
}
