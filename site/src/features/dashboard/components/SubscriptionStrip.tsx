import styled from 'styled-components';
import { paths } from '../../../paths';
import { Alert, Badge, daysLabel } from '../../../ui';
import type { DashboardSubscription } from '../dashboard.api';
import { subscriptionStatusBadge } from '../../billing/labels';
import { StyledTextLink } from './DashboardParts';

const StyledStrip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
`;

const StyledStripRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const StyledPlan = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledTrial = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Company dashboard strip: the plan, its status and trial days, or what to do when there is no access. */
export function SubscriptionStrip({ subscription }: { subscription: DashboardSubscription | null }) {
  if (!subscription) {
    return (
      <StyledStrip aria-label="Suscripción">
        <Alert tone="warning" title="No tienes una suscripción activa">
          <p>
            Elige un plan para poder enviar propuestas a los clientes.{' '}
            <StyledTextLink to={paths.companyBilling}>Ir a facturación</StyledTextLink>
          </p>
        </Alert>
      </StyledStrip>
    );
  }
  const status = subscriptionStatusBadge(subscription.status);
  const trialing = subscription.status === 'trialing';
  // An overdue invoice (past_due) or a suspension for non-payment (unpaid): the dunning banner above says it.
  const dunning = subscription.status === 'past_due' || subscription.status === 'unpaid';
  return (
    <StyledStrip aria-label="Suscripción">
      <StyledStripRow>
        <StyledPlan>
          <p>
            Plan <strong>{subscription.displayName}</strong>
          </p>
          <Badge tone={status.tone}>{status.label}</Badge>
          {trialing && subscription.trialDaysLeft > 0 ? (
            <StyledTrial>Te quedan {daysLabel(subscription.trialDaysLeft)} de prueba</StyledTrial>
          ) : null}
        </StyledPlan>
        <StyledTextLink to={paths.companyBilling}>Gestionar suscripción y facturas</StyledTextLink>
      </StyledStripRow>
      {!subscription.hasAccess && !dunning ? (
        <Alert tone="danger" title="Tu suscripción no está activa">
          <p>
            {trialing ? 'Tu período de prueba ha terminado. ' : ''}No puedes enviar propuestas hasta que actives un plan.{' '}
            <StyledTextLink to={paths.companyBilling}>Ir a facturación</StyledTextLink>
          </p>
        </Alert>
      ) : null}
    </StyledStrip>
  );
}
