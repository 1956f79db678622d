import styled from 'styled-components';
import { AlertSettingsForm } from '../features/alerts/components/AlertSettingsForm';
import { AlertsUpsell } from '../features/alerts/components/AlertsUpsell';
import { RecentAlertsList } from '../features/alerts/components/RecentAlertsList';
import { useAlertSettings } from '../features/alerts/useAlerts';
import { paths } from '../paths';
import { Button, Card, Container, ErrorState, LoadingState, PageHeader, PageSection, usePageMeta } from '../ui';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledPreviewNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function AlertSettingsSection() {
  const settings = useAlertSettings();
  if (settings.isPending) {
    return (
      <Card padding="lg">
        <LoadingState label="Cargando tus alertas..." />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        title="No se pudieron cargar tus alertas"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  const data = settings.data;
  if (!data.available) {
    return (
      <>
        <AlertsUpsell upgradeTo={data.upgradeTo} />
        <StyledPreviewNote>Vista previa: así elegirás de qué solicitudes te avisamos cuando tu plan incluya alertas.</StyledPreviewNote>
        <AlertSettingsForm settings={data} locked />
      </>
    );
  }
  return <AlertSettingsForm settings={data} locked={false} />;
}

/** /company/alerts (company accounts): what new requests the company hears about, and the latest it did (issue 19). */
export default function CompanyAlertsPage() {
  usePageMeta({
    title: 'Alertas de nuevas solicitudes',
    description: 'Elige de qué solicitudes nuevas te avisa Rutalia y cómo.',
    noIndex: true,
  });
  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi empresa"
          title="Alertas de nuevas solicitudes"
          subtitle="Elige qué solicitudes te interesan y dónde: te avisamos en cuanto un cliente publica una que encaja."
          actions={
            <Button to={paths.dashboard} variant="ghost">
              Volver al panel
            </Button>
          }
        />
        <StyledStack>
          <AlertSettingsSection />
          <StyledSection aria-labelledby="alerts-recent-title">
            <StyledSectionTitle id="alerts-recent-title">Últimas alertas</StyledSectionTitle>
            <RecentAlertsList />
          </StyledSection>
        </StyledStack>
      </Container>
    </PageSection>
  );
}
