import { AlertSettingsForm } from '../features/alerts/components/AlertSettingsForm';
import { AlertsUpsell } from '../features/alerts/components/AlertsUpsell';
import { RecentAlertsList } from '../features/alerts/components/RecentAlertsList';
import { useAlertSettings } from '../features/alerts/useAlerts';
import { paths } from '../paths';
import {
  Button,
  Card,
  Container,
  ErrorState,
  LoadingState,
  PageHeader,
  PageSection,
  SectionStack,
  StackNote,
  StackSection,
  StackSectionTitle,
  usePageMeta,
} from '../ui';

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
        <StackNote>Vista previa: así elegirás de qué solicitudes te avisamos cuando tu plan incluya alertas.</StackNote>
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
        <SectionStack>
          <AlertSettingsSection />
          <StackSection aria-labelledby="alerts-recent-title">
            <StackSectionTitle id="alerts-recent-title">Últimas alertas</StackSectionTitle>
            <RecentAlertsList />
          </StackSection>
        </SectionStack>
      </Container>
    </PageSection>
  );
}
