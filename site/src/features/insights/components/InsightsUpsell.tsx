import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, monthlyPriceLabel } from '../../../ui';
import type { PlanOffer } from '../insights.api';
import { METRICS } from '../insightsFormat';
import { ChartIcon } from './ChartIcon';

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledIcon = styled.span`
  align-self: flex-start;
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accentText};
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;

  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/* Full width and wrapping on a phone, beside the text from 768 px. */
const StyledAction = styled.div`
  flex-shrink: 0;

  a {
    width: 100%;
    white-space: normal;
    text-align: center;
  }

  ${({ theme }) => theme.media.md} {
    a {
      width: auto;
    }
  }
`;

function UpgradeButton({ offer }: { offer: PlanOffer | null }) {
  return (
    <StyledAction>
      <Button to={`${paths.companyBilling}#planes`} variant="accent">
        {offer ? `Pasar al plan ${offer.displayName} (${monthlyPriceLabel(offer.priceMonthly)})` : 'Ver planes'}
      </Button>
    </StyledAction>
  );
}

/** Level `headline`: the weekly breakdown the plan that sells it adds. Nothing to offer, nothing shown. */
export function WeeklyUpsell({ offer }: { offer: PlanOffer | null }) {
  if (!offer) return null;
  return (
    <StyledBox aria-labelledby="insights-weekly-upsell">
      <StyledIcon aria-hidden>
        <ChartIcon size={24} />
      </StyledIcon>
      <StyledText>
        <h2 id="insights-weekly-upsell">Con el plan {offer.displayName} verás la evolución semana a semana con gráficos</h2>
        <p>
          Visitas, apariciones, propuestas y tasa de éxito de cada semana, para saber qué cambio te trajo más clientes. El plan{' '}
          {offer.displayName} cuesta {monthlyPriceLabel(offer.priceMonthly)}.
        </p>
      </StyledText>
      <UpgradeButton offer={offer} />
    </StyledBox>
  );
}

/** Level `none`: what the statistics would show, in the words of the plan that includes them. */
export function InsightsLockedUpsell({ offer }: { offer: PlanOffer | null }) {
  const plan = offer ? `el plan ${offer.displayName} (${monthlyPriceLabel(offer.priceMonthly)})` : 'un plan con estadísticas';
  return (
    <StyledBox aria-labelledby="insights-locked-title">
      <StyledIcon aria-hidden>
        <ChartIcon size={24} />
      </StyledIcon>
      <StyledText>
        <h2 id="insights-locked-title">Tu plan no incluye estadísticas</h2>
        <p>
          Con {plan} verás cómo te encuentran los clientes y cómo te va con tus propuestas en los últimos 30 días, junto a la mediana de
          empresas como la tuya:
        </p>
        <ul aria-label="Lo que verías">
          {METRICS.map((metric) => (
            <li key={metric.key}>
              <strong>{metric.label}</strong>: {metric.help.charAt(0).toLowerCase() + metric.help.slice(1)}
            </li>
          ))}
        </ul>
      </StyledText>
      <UpgradeButton offer={offer} />
    </StyledBox>
  );
}
