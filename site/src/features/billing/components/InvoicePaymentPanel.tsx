import styled, { css } from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Badge, Button, CardHead, CardHeadTitle, formatDate, formatEuros } from '../../../ui';
import { useInvoiceCheckout } from '../hooks/usePayments';
import { invoiceStatusBadge } from '../labels';
import { paymentPanelId, type PayableInvoice, type PaymentOptions } from '../payments.api';
import { BankTransferDetails } from './BankTransferDetails';

const StyledPanel = styled.article<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});

  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border-color: ${theme.colors.accent};
      box-shadow: 0 0 0 4px ${theme.colors.accentGlow};
    `}

  &:focus {
    outline: none;
  }
`;

const StyledAmount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledAlternative = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[3]};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary500};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const TRANSFER_NOTE = 'Usa el número de la factura como concepto: así la identificamos y la marcamos como pagada en 1 o 2 días laborables.';

export type InvoicePaymentPanelProps = {
  invoice: PayableInvoice;
  options: Pick<PaymentOptions, 'stripe' | 'bankTransfer'>;
  /** The invoice `?pagar=` points at. */
  highlighted?: boolean;
};

/** How to pay one unpaid invoice: Stripe Checkout (card or SEPA) when available, and the bank transfer details. */
export function InvoicePaymentPanel({ invoice, options, highlighted = false }: InvoicePaymentPanelProps) {
  const checkout = useInvoiceCheckout();
  const status = invoiceStatusBadge(invoice.status);
  const titleId = `${paymentPanelId(invoice.id)}-title`;
  const transfer = <BankTransferDetails transfer={options.bankTransfer} invoiceNumber={invoice.invoiceNumber} amount={invoice.amount} />;

  return (
    <StyledPanel id={paymentPanelId(invoice.id)} aria-labelledby={titleId} tabIndex={-1} $highlighted={highlighted}>
      <CardHead>
        <CardHeadTitle id={titleId}>Factura {invoice.invoiceNumber}</CardHeadTitle>
        <Badge tone={status.tone} size="sm">
          {status.label}
        </Badge>
      </CardHead>
      <StyledAmount>
        <strong>{formatEuros(invoice.amount)}</strong>
        {invoice.status === 'overdue' ? 'venció' : 'vence'} el {formatDate(invoice.dueDate)}
      </StyledAmount>

      {invoice.paymentInProgress ? (
        <Alert tone="info" title="Pago en curso">
          El banco aún no ha confirmado tu pago (un adeudo SEPA tarda unos días). No hace falta que vuelvas a pagar.
        </Alert>
      ) : options.stripe ? (
        <>
          <div>
            <Button
              variant="accent"
              data-pay-button=""
              loading={checkout.isPending || checkout.isSuccess}
              onClick={() => checkout.mutate(invoice.id)}
              aria-describedby={titleId}
            >
              Pagar con tarjeta o SEPA
            </Button>
          </div>
          {checkout.isError ? (
            <Alert tone="danger" title="No se pudo iniciar el pago">
              {getErrorMessage(checkout.error)}
            </Alert>
          ) : null}
          <StyledAlternative>
            <summary>Prefiero pagar por transferencia</summary>
            {transfer}
            <StyledNote>{TRANSFER_NOTE}</StyledNote>
          </StyledAlternative>
        </>
      ) : (
        <>
          <StyledNote>Paga por transferencia bancaria con estos datos.</StyledNote>
          {transfer}
          <StyledNote>{TRANSFER_NOTE}</StyledNote>
        </>
      )}
    </StyledPanel>
  );
}
