import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Badge, Button, Card, ConfirmDialog, DetailList, formatDate, monthlyPriceLabel, toast, yearlyPriceLabel } from '../../../ui';
import type { Subscription } from '../billing.api';
import { useCancelSubscription, useChangePlan } from '../hooks/useBilling';
import { BILLING_CYCLE_LABELS, daysLabel, subscriptionStatusBadge, YEARLY_DISCOUNT_TEXT } from '../labels';
import { planCardLines } from '@rutalia/catalog/plan-lines';
import { PlanFeatureList } from '../../subscriptions/components/PlanFeatureList';
import { yearlyPrice } from '../../subscriptions/subscriptions.api';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledName = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.01em;
`;

const StyledPrice = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;

  small {
    margin-left: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    letter-spacing: 0;
  }
`;

const StyledTrial = styled.p`
  display: inline-flex;
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDetails = styled(DetailList)`
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledAlerts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};

  &:empty {
    display: none;
  }
`;

const StyledFeaturesTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFeatures = styled(PlanFeatureList)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column;

    > * {
      width: 100%;
      white-space: normal;
      padding-block: ${({ theme }) => theme.space[2]};
    }
  }
`;

/** When the subscription (or its trial) ends: the trial end while trialing, else the period end. */
function endDate(subscription: Subscription): string {
  return subscription.status === 'trialing' && subscription.trialEndsAt ? subscription.trialEndsAt : subscription.currentPeriodEnd;
}

/**
 * The company's current plan (spec §2 'Billing and subscription'): name, status, monthly
 * price, billing cycle, trial days left, period end, the past-due and no-access warnings, the
 * features, and the cancel button (hidden once cancellation at period end is requested).
 */
export function CurrentPlanCard({ subscription }: { subscription: Subscription }) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmCycle, setConfirmCycle] = useState(false);
  const cancel = useCancelSubscription();
  const change = useChangePlan();

  const { plan } = subscription;
  const status = subscriptionStatusBadge(subscription.status);
  const trialing = subscription.status === 'trialing';
  const cancelled = subscription.status === 'cancelled';
  const yearly = subscription.billingCycle === 'yearly';
  const priceMonthly = plan.priceMonthly;
  const priceYearly = yearlyPrice(plan);
  const ends = endDate(subscription);
  const otherCycle = yearly ? 'monthly' : 'yearly';
  const canSwitchCycle = !cancelled && !subscription.cancelAtPeriodEnd && priceMonthly > 0 && (yearly || priceYearly !== null);

  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
      setConfirmCancel(false);
      toast.success('Suscripción cancelada', { description: `Podrás seguir usando Rutalia hasta el ${formatDate(ends)}.` });
    } catch (error) {
      toast.error('No se pudo cancelar la suscripción.', { description: getErrorMessage(error) });
    }
  };

  const onSwitchCycle = async () => {
    try {
      await change.mutateAsync({ planId: plan.id, billingCycle: otherCycle });
      setConfirmCycle(false);
      toast.success('Plan actualizado', {
        description: `Facturación ${BILLING_CYCLE_LABELS[otherCycle].toLowerCase()} a partir de la próxima factura.`,
      });
    } catch (error) {
      toast.error('No se pudo cambiar el plan.', { description: getErrorMessage(error) });
    }
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="current-plan-title">
      <StyledHead>
        <div>
          <StyledEyebrow>Tu plan actual</StyledEyebrow>
          <StyledName id="current-plan-title">{plan.displayName}</StyledName>
        </div>
        <Badge tone={status.tone} data-testid="subscription-status">
          {status.label}
        </Badge>
      </StyledHead>

      <StyledPrice>
        {monthlyPriceLabel(priceMonthly)}
        {yearly && priceYearly !== null && priceMonthly > 0 ? <small>{yearlyPriceLabel(priceYearly)}</small> : null}
      </StyledPrice>

      {trialing && subscription.trialDaysLeft > 0 ? (
        <StyledTrial>Te quedan {daysLabel(subscription.trialDaysLeft)} de prueba</StyledTrial>
      ) : null}

      <StyledDetails>
        <div>
          <dt>Ciclo de facturación</dt>
          <dd>{BILLING_CYCLE_LABELS[subscription.billingCycle] ?? subscription.billingCycle}</dd>
        </div>
        {trialing && subscription.trialEndsAt ? (
          <div>
            <dt>Fin del período de prueba</dt>
            <dd>{formatDate(subscription.trialEndsAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>{cancelled ? 'Fin del servicio' : 'Fin del período actual'}</dt>
            <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
          </div>
        )}
      </StyledDetails>

      <StyledAlerts>
        {/* An overdue invoice (grace or unpaid) is told once, by the DunningBanner at the top of the page. */}
        {subscription.status === 'past_due' && !subscription.dunning ? (
          <Alert tone="warning" title="Pago pendiente">
            <p>
              Tienes una factura vencida sin pagar. Tu servicio sigue activo, pero paga la factura pendiente para evitar interrupciones.
            </p>
          </Alert>
        ) : null}
        {cancelled ? (
          <Alert tone="danger" title="Suscripción cancelada">
            <p>
              Tu suscripción ha terminado y no puedes enviar propuestas a los clientes. Si quieres volver a usar Rutalia, escríbenos desde
              la página de contacto.
            </p>
          </Alert>
        ) : !subscription.hasAccess && !subscription.dunning ? (
          <Alert tone="danger" title="Tu suscripción no está activa">
            <p>
              {trialing ? 'Tu período de prueba ha terminado. ' : ''}No puedes enviar propuestas a los clientes hasta que tengas una
              suscripción activa.
            </p>
          </Alert>
        ) : null}
        {subscription.cancelAtPeriodEnd && !cancelled ? (
          <Alert tone="info" title="Cancelación programada" role="status">
            <p>
              Tu suscripción se cancelará al final del período, el <strong>{formatDate(ends)}</strong>. Hasta entonces puedes seguir usando
              Rutalia con normalidad.
            </p>
          </Alert>
        ) : null}
      </StyledAlerts>

      {planCardLines(plan).length > 0 ? (
        <>
          <StyledFeaturesTitle>Qué incluye tu plan</StyledFeaturesTitle>
          <StyledFeatures features={planCardLines(plan)} />
        </>
      ) : null}

      {canSwitchCycle || (!cancelled && !subscription.cancelAtPeriodEnd) ? (
        <StyledActions>
          {canSwitchCycle ? (
            <Button variant="outline" onClick={() => setConfirmCycle(true)}>
              {yearly ? 'Pasar a facturación mensual' : `Pasar a facturación anual (${YEARLY_DISCOUNT_TEXT})`}
            </Button>
          ) : null}
          {!cancelled && !subscription.cancelAtPeriodEnd ? (
            <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
              Cancelar suscripción
            </Button>
          ) : null}
        </StyledActions>
      ) : null}

      <ConfirmDialog
        open={confirmCancel}
        title="¿Cancelar tu suscripción?"
        confirmLabel="Sí, cancelar suscripción"
        confirmVariant="danger"
        cancelLabel="Volver"
        pending={cancel.isPending}
        onConfirm={() => void onCancel()}
        onClose={() => setConfirmCancel(false)}
      >
        <p>
          {trialing
            ? `Tu período de prueba seguirá activo hasta el ${formatDate(ends)}. Después la suscripción terminará y no se emitirá ninguna factura.`
            : `Podrás seguir usando Rutalia hasta el final del período actual, el ${formatDate(ends)}. Después la suscripción terminará y no se emitirán más facturas.`}
        </p>
        <p>Mientras tanto puedes seguir enviando propuestas con normalidad.</p>
      </ConfirmDialog>

      {canSwitchCycle ? (
        <ConfirmDialog
          open={confirmCycle}
          title={yearly ? '¿Pasar a facturación mensual?' : '¿Pasar a facturación anual?'}
          confirmLabel={yearly ? 'Pasar a mensual' : 'Pasar a anual'}
          cancelLabel="Volver"
          pending={change.isPending}
          onConfirm={() => void onSwitchCycle()}
          onClose={() => setConfirmCycle(false)}
        >
          <p>
            {yearly
              ? `Pagarás ${monthlyPriceLabel(priceMonthly)} a partir de la próxima factura.`
              : `Pagarás ${yearlyPriceLabel(priceYearly ?? priceMonthly * 10)} (${YEARLY_DISCOUNT_TEXT}) a partir de la próxima factura.`}
          </p>
          <p>El cambio se aplica al momento, sin prorrateo.</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
