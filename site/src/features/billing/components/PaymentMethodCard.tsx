import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Card } from '../../../ui';
import { useBillingPortal, useSetupCheckout } from '../hooks/usePayments';

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 70ch;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  > * {
    flex: 1 1 14rem;
  }

  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const StyledError = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

export type PaymentMethodCardProps = {
  /** A card or SEPA account is saved: invoices are charged when issued. */
  saved: boolean;
  /** Still in the free trial (no invoice yet). */
  trialing: boolean;
};

/** The saved payment method (Stripe): add one (setup checkout) or manage it (Billing Portal). */
export function PaymentMethodCard({ saved, trialing }: PaymentMethodCardProps) {
  const setup = useSetupCheckout();
  const portal = useBillingPortal();
  const error = setup.error ?? portal.error;

  const text = saved
    ? 'Pago automático activado: cada factura se cobra con tu tarjeta o cuenta SEPA guardada en cuanto se emite.'
    : trialing
      ? 'Empieza tu suscripción sin preocuparte: añade una tarjeta o cuenta SEPA y cobraremos tu primera factura automáticamente al acabar la prueba. Ahora no se cobra nada.'
      : 'Guarda una tarjeta o cuenta SEPA y tus próximas facturas se cobrarán solas, sin que tengas que hacer nada.';

  return (
    <Card padding="md">
      <StyledTitle>{saved ? 'Tu método de pago' : 'Pago automático'}</StyledTitle>
      <StyledText>{text}</StyledText>
      <StyledActions>
        {saved ? null : (
          <Button variant={trialing ? 'accent' : 'primary'} loading={setup.isPending || setup.isSuccess} onClick={() => setup.mutate()}>
            Añadir tarjeta o cuenta SEPA
          </Button>
        )}
        <Button variant="outline" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
          Gestionar método de pago
        </Button>
      </StyledActions>
      {error ? (
        <StyledError>
          <Alert tone="danger">{getErrorMessage(error)}</Alert>
        </StyledError>
      ) : null}
    </Card>
  );
}
