import styled from 'styled-components';
import { paths } from '../../../paths';
import { BuildingIcon, Button, TruckIcon } from '../../../ui';

const StyledCta = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 95% 0%, ${({ theme }) => theme.colors.accentGlow}, transparent 45%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primary600} 100%);
  color: ${({ theme }) => theme.colors.textInverse};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textInverseMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/** End of a post: find companies or publish a request (spec: /companies and the create-request page). */
export function BlogCta() {
  return (
    <StyledCta aria-labelledby="blog-cta-title">
      <div>
        <h2 id="blog-cta-title">¿Necesitas un transporte o una mudanza?</h2>
        <p>Encuentra empresas verificadas en tu zona o publica tu solicitud gratis y recibe presupuestos sin compromiso.</p>
      </div>
      <StyledActions>
        <Button to={paths.requestCreate} variant="accent" iconLeft={<TruckIcon size={18} />}>
          Solicitar Presupuesto
        </Button>
        <Button to={paths.companies} variant="inverse" iconLeft={<BuildingIcon size={18} />}>
          Ver Empresas
        </Button>
      </StyledActions>
    </StyledCta>
  );
}
