import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, CheckIcon, EmptyState, SkeletonBlock } from '../../../ui';
import { usePlans } from '../../subscriptions/hooks/usePlans';
import { HomeSection } from './HomeSection';
import { PlanCard } from './PlanCard';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
    align-items: stretch;
  }
`;

const StyledTrial = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;

  svg {
    flex-shrink: 0;
  }
`;

/** The popular plan is the one the API marks; without a mark, the middle one (spec: the second card). */
function popularIndex(flags: readonly boolean[]): number {
  const marked = flags.indexOf(true);
  return marked >= 0 ? marked : Math.min(1, flags.length - 1);
}

/**
 * Pricing (id `pricing`, spec §2 'Home'): the plans from `GET /plans`, cheapest first. A
 * failure counts as no plans (spec §8), with a way to sign up anyway.
 */
export function PricingSection() {
  const plans = usePlans();
  const items = plans.data ?? [];
  const popular = popularIndex(items.map((plan) => plan.isPopular));

  return (
    <HomeSection
      id="pricing"
      alt
      center
      eyebrow="Para empresas"
      title="Planes y precios"
      lede="Elige el plan que mejor se adapta a tu empresa. Todos incluyen perfil público, acceso a las solicitudes y mensajería con los clientes."
    >
      {plans.isPending ? (
        <StyledGrid aria-busy="true" aria-label="Cargando planes">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <SkeletonBlock $height={590} aria-hidden="true" />
            </li>
          ))}
        </StyledGrid>
      ) : items.length === 0 ? (
        <EmptyState
          headingAs="h3"
          title="No hay planes disponibles ahora mismo"
          description="Registra tu empresa y elige tu plan más adelante: empezarás con el plan Básico."
          action={<Button to={paths.registerCompany}>Registrar mi empresa</Button>}
        />
      ) : (
        <StyledGrid>
          {items.map((plan, index) => (
            <li key={plan.id}>
              <PlanCard plan={plan} popular={index === popular} />
            </li>
          ))}
        </StyledGrid>
      )}
      <StyledTrial>
        <CheckIcon size={18} strokeWidth={3} />
        Todos los planes incluyen 7 días gratis, sin tarjeta de crédito.
      </StyledTrial>
    </HomeSection>
  );
}
