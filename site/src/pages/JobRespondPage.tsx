import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { JobQueryFallback, isJobNotFound } from '../features/jobs/components/JobQueryFallback';
import { JobSummaryCard } from '../features/jobs/components/JobSummaryCard';
import { useDelayedNavigate } from '../features/jobs/hooks/useDelayedNavigate';
import { useJob } from '../features/jobs/hooks/useJobs';
import { PROPOSAL_REDIRECT_MS } from '../features/jobs/jobs.constants';
import { ProposalForm } from '../features/proposals/components/ProposalForm';
import { idFromSeoParam, paths } from '../paths';
import { Alert, ArrowLeftIcon, Breadcrumbs, Button, Card, Container, PageHeader, usePageMeta } from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;

    /* The summary sits on the right on wide screens, first on phones. */
    > :first-child {
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
    }
    > :nth-child(2) {
      grid-column: 1;
      grid-row: 1;
    }
  }
`;

const StyledFormTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledClosed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

/** /jobs/{id}/respond (company accounts): a request's summary and the proposal form. */
export default function JobRespondPage() {
  const { id: param = '' } = useParams();
  const id = idFromSeoParam(param) ?? param;
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const job = useJob(id);
  const notFound = job.isError && isJobNotFound(job.error);

  usePageMeta({
    title: job.data ? `Enviar propuesta: ${job.data.title}` : notFound ? 'Trabajo no encontrado' : 'Enviar propuesta',
    noIndex: true,
  });

  if (job.isPending || job.isError) {
    return (
      <PageSection>
        <JobQueryFallback job={job} />
      </PageSection>
    );
  }

  const j = job.data;
  const open = j.status === 'active';

  return (
    <PageSection>
      <Container>
        <Breadcrumbs
          items={[{ label: 'Inicio', to: paths.home }, { label: 'Dashboard', to: paths.dashboard }, { label: 'Enviar propuesta' }]}
        />
        <PageHeader
          title="Enviar propuesta"
          subtitle="Preséntate al cliente, explica cómo harías el trabajo y, si quieres, indica tu precio. El cliente verá tu propuesta junto a tu perfil de empresa."
          actions={
            <Button to={paths.dashboard} variant="ghost" iconLeft={<ArrowLeftIcon size={18} />}>
              Volver al panel
            </Button>
          }
        />

        <StyledLayout>
          <JobSummaryCard job={j} />
          <Card padding="md" as="section" aria-labelledby="respond-form-title">
            <StyledFormTitle id="respond-form-title">Tu propuesta</StyledFormTitle>
            {open ? (
              <ProposalForm
                requestId={j.id}
                category={j.category}
                onCancel={() => void navigate(paths.dashboard)}
                onSent={() => navigateLater(paths.dashboard, PROPOSAL_REDIRECT_MS)}
              />
            ) : (
              <StyledClosed>
                <Alert tone="info" title="Solicitud cerrada">
                  Esta solicitud ya no acepta propuestas.
                </Alert>
                <Button to={paths.jobs} variant="outline">
                  Ver otros trabajos
                </Button>
              </StyledClosed>
            )}
          </Card>
        </StyledLayout>
      </Container>
    </PageSection>
  );
}
