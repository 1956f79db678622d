import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BillingForm } from '../features/billing/components/BillingForm';
import { CurrentPlanCard } from '../features/billing/components/CurrentPlanCard';
import { InvoiceHistory } from '../features/billing/components/InvoiceHistory';
import { PaymentsSection } from '../features/billing/components/PaymentsSection';
import { PlanOptions } from '../features/billing/components/PlanOptions';
import { useBillingData, useSubscription } from '../features/billing/hooks/useBilling';
import { DunningBanner } from '../features/dunning/DunningBanner';
import { paths } from '../paths';
import { Button, Card, Container, EmptyState, ErrorState, LoadingState, PageHeader, PageSection, usePageMeta } from '../ui';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
`;

const StyledSectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledSectionText = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <StyledSection id={id} aria-labelledby={`${id}-title`}>
      <StyledSectionHead>
        <StyledSectionTitle id={`${id}-title`}>{title}</StyledSectionTitle>
        {description ? <StyledSectionText>{description}</StyledSectionText> : null}
      </StyledSectionHead>
      {children}
    </StyledSection>
  );
}

function invoicePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function SubscriptionSections() {
  const subscription = useSubscription();

  if (subscription.isPending) {
    return (
      <Card padding="lg">
        <LoadingState label="Cargando tu suscripción..." />
      </Card>
    );
  }
  if (subscription.isError) {
    return (
      <ErrorState
        title="No se pudo cargar tu suscripción"
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }

  const current = subscription.data;
  if (current === null) {
    return (
      <>
        <EmptyState
          title="No tienes ninguna suscripción"
          description="Tu empresa aún no tiene un plan. Sin suscripción no puedes enviar propuestas a los clientes. Estos son los planes disponibles; escríbenos y te ayudamos a activar el tuyo."
          action={
            <Button to={paths.contact} variant="accent">
              Contactar
            </Button>
          }
        />
        <Section id="planes" title="Planes disponibles" description="Todos los planes incluyen 7 días de prueba gratis.">
          <PlanOptions subscription={null} />
        </Section>
      </>
    );
  }

  return (
    <>
      <CurrentPlanCard subscription={current} />
      {current.status !== 'cancelled' ? (
        <Section
          id="planes"
          title="Cambiar de plan"
          description="El cambio se aplica al momento, sin prorrateo: tu próxima factura usará el precio del nuevo plan."
        >
          <PlanOptions subscription={current} />
        </Section>
      ) : null}
    </>
  );
}

function BillingDataSection() {
  const billing = useBillingData();
  return (
    <Section
      id="datos-facturacion"
      title="Datos de facturación"
      description="Aparecen en tus facturas. Los cambios no afectan a las facturas ya emitidas."
    >
      <Card padding="lg">
        {billing.isPending ? (
          <LoadingState label="Cargando tus datos de facturación..." />
        ) : billing.isError ? (
          <ErrorState
            title="No se pudieron cargar tus datos de facturación"
            error={billing.error}
            headingAs="h3"
            onRetry={() => void billing.refetch()}
            retrying={billing.isFetching}
          />
        ) : (
          <BillingForm key={billing.data?.updatedAt ?? 'new'} billing={billing.data} />
        )}
      </Card>
    </Section>
  );
}

/** /company-billing (company accounts): subscription, plan change, billing data and invoices (spec §2). */
export default function CompanyBillingPage() {
  usePageMeta({
    title: 'Facturación y suscripción',
    description: 'Tu plan, tus datos de facturación y tus facturas en Rutalia.',
    noIndex: true,
  });
  const [params] = useSearchParams();
  const location = useLocation();
  const page = invoicePage(params.get('facturas'));

  const hrefFor = (next: number) => {
    const query = new URLSearchParams(params);
    if (next <= 1) query.delete('facturas');
    else query.set('facturas', String(next));
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}#facturas`;
  };

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi empresa"
          title="Facturación y suscripción"
          subtitle="Consulta tu plan, cámbialo cuando lo necesites, mantén tus datos de facturación al día y descarga tus facturas."
          actions={
            <Button to={paths.dashboard} variant="ghost">
              Volver al panel
            </Button>
          }
        />
        <DunningBanner />
        <StyledStack>
          <SubscriptionSections />
          <Section
            id="pagos"
            title="Pagos"
            description="Tus facturas pendientes y cómo pagarlas. Si pagas por transferencia, pon el número de la factura como concepto."
          >
            <PaymentsSection />
          </Section>
          <BillingDataSection />
          <Section id="facturas" title="Facturas" description="Tus facturas, de la más reciente a la más antigua. Descárgalas en PDF.">
            <Card padding="md">
              <InvoiceHistory page={page} hrefFor={hrefFor} />
            </Card>
          </Section>
        </StyledStack>
      </Container>
    </PageSection>
  );
}
