import { useState } from 'react';
import styled, { css } from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import {
  Badge,
  Button,
  CardHead,
  CardHeadTitle,
  CheckIcon,
  ConfirmDialog,
  ErrorState,
  LoadingState,
  monthlyPriceLabel,
  StarIcon,
  toast,
  yearlyPriceLabel,
} from '../../../ui';
import { usePlans } from '../../subscriptions/hooks/usePlans';
import { yearlyPrice, type Plan } from '../../subscriptions/subscriptions.api';
import type { Subscription } from '../billing.api';
import { useChangePlan } from '../hooks/useBilling';
import { YEARLY_DISCOUNT_TEXT } from '../labels';
import { planCardLines } from '@rutalia/catalog/plan-lines';
import { PlanFeatureList } from '../../subscriptions/components/PlanFeatureList';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledPlan = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary50};
    `}
`;

const StyledPrice = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.01em;
`;

const StyledYearly = styled.p`
  margin-top: -${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const StyledCurrent = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type PlanOptionsProps = {
  /** The current subscription; null shows the plans for information only. */
  subscription: Subscription | null;
};

/**
 * The active plans with their price and features; with a subscription that is not cancelled,
 * every plan but the current one has 'Cambiar a {plan}' (confirmed in a dialog).
 */
export function PlanOptions({ subscription }: PlanOptionsProps) {
  const plans = usePlans();
  const change = useChangePlan();
  const [target, setTarget] = useState<Plan | null>(null);
  const canChange = subscription !== null && subscription.status !== 'cancelled';

  if (plans.isPending) return <LoadingState label="Cargando planes..." />;
  if (plans.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar los planes"
        error={plans.error}
        headingAs="h3"
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  }
  if (plans.data.length === 0) return <StyledNote>No hay planes disponibles ahora mismo.</StyledNote>;

  const onConfirm = async () => {
    if (!target || !subscription) return;
    // A yearly subscription keeps its cycle when the new plan has a yearly price.
    const billingCycle = subscription.billingCycle === 'yearly' && yearlyPrice(target) === null ? 'monthly' : undefined;
    try {
      await change.mutateAsync({ planId: target.id, billingCycle });
      toast.success('Plan actualizado', { description: `Ahora tienes el plan ${target.displayName}.` });
      setTarget(null);
    } catch (error) {
      toast.error('No se pudo cambiar el plan.', { description: getErrorMessage(error) });
    }
  };

  const trialing = subscription?.status === 'trialing';
  const yearly = subscription?.billingCycle === 'yearly';
  const targetYearly = target ? yearlyPrice(target) : null;

  return (
    <>
      <StyledGrid>
        {plans.data.map((plan) => {
          const current = subscription?.plan.id === plan.id;
          const planYearly = yearlyPrice(plan);
          return (
            <StyledPlan key={plan.id} $current={current} aria-labelledby={`billing-plan-${plan.planName}`} data-plan={plan.planName}>
              <CardHead>
                <CardHeadTitle id={`billing-plan-${plan.planName}`}>{plan.displayName}</CardHeadTitle>
                {current ? (
                  <Badge tone="primary" size="sm">
                    Plan actual
                  </Badge>
                ) : plan.isPopular ? (
                  <Badge tone="accent" size="sm" icon={<StarIcon size={12} />}>
                    Más Popular
                  </Badge>
                ) : null}
              </CardHead>
              <StyledPrice>{monthlyPriceLabel(plan.priceMonthly)}</StyledPrice>
              {planYearly !== null && plan.priceMonthly > 0 ? (
                <StyledYearly>
                  o {yearlyPriceLabel(planYearly)} ({YEARLY_DISCOUNT_TEXT})
                </StyledYearly>
              ) : null}
              {planCardLines(plan).length > 0 ? (
                <PlanFeatureList divided features={planCardLines(plan)} aria-label={`Incluye el plan ${plan.displayName}`} />
              ) : null}
              {canChange ? (
                <StyledAction>
                  {current ? (
                    <StyledCurrent>
                      <CheckIcon size={18} strokeWidth={2.5} />
                      Tu plan actual
                    </StyledCurrent>
                  ) : (
                    <Button variant={plan.isPopular ? 'accent' : 'outline'} fullWidth onClick={() => setTarget(plan)}>
                      Cambiar a {plan.displayName}
                    </Button>
                  )}
                </StyledAction>
              ) : null}
            </StyledPlan>
          );
        })}
      </StyledGrid>

      <ConfirmDialog
        open={target !== null}
        title={target ? `¿Cambiar al plan ${target.displayName}?` : ''}
        confirmLabel="Confirmar cambio"
        cancelLabel="Volver"
        pending={change.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setTarget(null)}
      >
        {target ? (
          <>
            <p>
              {yearly && targetYearly !== null
                ? `Pagarás ${yearlyPriceLabel(targetYearly)} (${YEARLY_DISCOUNT_TEXT})`
                : `Pagarás ${monthlyPriceLabel(target.priceMonthly)}`}{' '}
              {trialing ? 'cuando termine tu período de prueba.' : 'a partir de la próxima factura.'}
            </p>
            <p>
              El cambio se aplica al momento, sin prorrateo
              {trialing ? ', y tu período de prueba sigue igual.' : '.'}
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
