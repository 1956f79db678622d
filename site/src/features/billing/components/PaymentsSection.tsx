import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ErrorState, HASH_SCROLL_DELAY_MS, LoadingState } from '../../../ui';
import { useSubscription } from '../hooks/useBilling';
import { usePaymentOptions } from '../hooks/usePayments';
import { invoiceToPay, paymentPanelId, paymentReturnNotice } from '../payments.api';
import { InvoicePaymentPanel } from './InvoicePaymentPanel';
import { PaymentMethodCard } from './PaymentMethodCard';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** Brings the panel of `?pagar=<id>` into view and focuses its pay button (never pays by itself). */
function useFocusInvoice(target: string | null, ready: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!target || !ready || done.current === target) return;
    done.current = target;
    // After the route change's own scroll to the top and focus on the main landmark.
    const timer = window.setTimeout(() => {
      const panel = document.getElementById(paymentPanelId(target));
      if (!panel) return;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      (panel.querySelector<HTMLElement>('[data-pay-button]') ?? panel).focus({ preventScroll: true });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, ready]);
}

/**
 * «Pagos» of /company-billing: what Stripe said when it sent the company back, one panel per unpaid
 * invoice (card or SEPA when Stripe is on, bank transfer always) and the saved payment method.
 */
export function PaymentsSection() {
  const [params] = useSearchParams();
  const notice = paymentReturnNotice(params);
  const target = invoiceToPay(params);
  const options = usePaymentOptions(notice !== null && notice.tone === 'success');
  const subscription = useSubscription();
  useFocusInvoice(target, options.isSuccess && !subscription.isPending);

  const noticeBox = notice ? (
    <Alert tone={notice.tone} title={notice.title}>
      {notice.text}
    </Alert>
  ) : null;

  if (options.isPending) return <LoadingState label="Cargando tus formas de pago..." />;
  if (options.isError) {
    return (
      <StyledStack>
        {noticeBox}
        <ErrorState
          title="No se pudieron cargar tus formas de pago"
          error={options.error}
          headingAs="h3"
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      </StyledStack>
    );
  }

  const { stripe, savedPaymentMethod, payableInvoices } = options.data;
  const targetMissing = target !== null && !payableInvoices.some((invoice) => invoice.id === target);
  const trialing = subscription.data?.status === 'trialing';
  const cancelled = subscription.data?.status === 'cancelled';

  return (
    <StyledStack>
      {noticeBox}
      {targetMissing ? (
        <Alert tone="info" title="Nada que pagar">
          Esa factura ya no está pendiente de pago. Puedes consultarla en tu historial de facturas.
        </Alert>
      ) : null}
      {payableInvoices.length > 0 ? (
        payableInvoices.map((invoice) => (
          <InvoicePaymentPanel key={invoice.id} invoice={invoice} options={options.data} highlighted={invoice.id === target} />
        ))
      ) : (
        <p>No tienes facturas pendientes de pago.</p>
      )}
      {stripe && !cancelled ? <PaymentMethodCard saved={savedPaymentMethod} trialing={trialing} /> : null}
    </StyledStack>
  );
}
