import { InsightsReport } from '../features/insights/components/InsightsReport';
import { periodLabel } from '../features/insights/insightsFormat';
import { useInsights } from '../features/insights/useInsights';
import { paths } from '../paths';
import { Button, Card, Container, ErrorState, LoadingState, PageHeader, PageSection, usePageMeta } from '../ui';

/** /company/insights (company accounts): how the clients find the company and how its proposals do (issue 19). */
export default function CompanyInsightsPage() {
  usePageMeta({
    title: 'Estadísticas',
    description: 'Visitas a tu perfil, apariciones en listados y resultados de tus propuestas en los últimos 30 días.',
    noIndex: true,
  });
  const insights = useInsights();
  // The period once there are figures; a plan without them gets the promise instead.
  const subtitle =
    insights.data && insights.data.level !== 'none'
      ? `Últimos 30 días: ${periodLabel(insights.data.from, insights.data.to)}`
      : 'Cómo te encuentran los clientes y cómo te va con tus propuestas.';
  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi empresa"
          title="Estadísticas"
          subtitle={subtitle}
          actions={
            <Button to={paths.dashboard} variant="ghost">
              Volver al panel
            </Button>
          }
        />
        {insights.isPending ? (
          <Card padding="lg">
            <LoadingState label="Cargando tus estadísticas..." />
          </Card>
        ) : insights.isError ? (
          <ErrorState
            title="No se pudieron cargar tus estadísticas"
            error={insights.error}
            onRetry={() => void insights.refetch()}
            retrying={insights.isFetching}
          />
        ) : (
          <InsightsReport insights={insights.data} />
        )}
      </Container>
    </PageSection>
  );
}
