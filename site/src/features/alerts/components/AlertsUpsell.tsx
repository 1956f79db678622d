import styled from 'styled-components';
import { paths } from '../../../paths';
import { Button, monthlyPriceLabel } from '../../../ui';
import type { AlertSettings } from '../alerts.api';
import { BellIcon } from './BellIcon';

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

const StyledIcon = styled.span`
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
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * What a plan without alerts is missing, in the words of the plan that sells them, and the way
 * to get it (the plans on the billing page).
 */
export function AlertsUpsell({ upgradeTo }: { upgradeTo: AlertSettings['upgradeTo'] }) {
  const plan = upgradeTo ? `el plan ${upgradeTo.displayName}` : 'un plan con alertas';
  return (
    <StyledBox aria-labelledby="alerts-locked-title">
      <StyledIcon aria-hidden>
        <BellIcon size={24} />
      </StyledIcon>
      <StyledText>
        <h2 id="alerts-locked-title">Tu plan no incluye alertas de nuevas solicitudes</h2>
        <p>
          Con {plan} te avisamos al momento de las solicitudes que encajan con tu empresa, para que envíes tu propuesta antes que la
          competencia.
        </p>
        <ul>
          <li>Eliges categorías o servicios, provincias de origen o un radio alrededor de tu base, y destinos.</li>
          <li>Un aviso en la web en cuanto se publica y, si quieres, un correo al momento o un resumen diario a las 8:00.</li>
        </ul>
      </StyledText>
      <StyledAction>
        <Button to={`${paths.companyBilling}#planes`} variant="accent">
          {upgradeTo ? `Pasar al plan ${upgradeTo.displayName} (${monthlyPriceLabel(upgradeTo.priceMonthly)})` : 'Ver planes'}
        </Button>
      </StyledAction>
    </StyledBox>
  );
}
