import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { ArrowLeftIcon, Button, Container, EmptyState, ErrorState, LoadingState } from '../../../ui';
import type { JobRequest } from '../../requests/requests.api';

/** The job does not exist or is not public (404), or the address is not a valid id (400). */
export function isJobNotFound(error: unknown): boolean {
  return isApiError(error) && (error.isNotFound || error.statusCode === 400);
}

/**
 * What a job page shows before it has the job: a spinner while it loads, then
 * 'Trabajo no encontrado' or the error with a retry. Render it inside the page's
 * own section while `job.isPending || job.isError`.
 */
export function JobQueryFallback({ job }: { job: UseQueryResult<JobRequest> }) {
  if (job.isPending) {
    return (
      <Container>
        <LoadingState label="Cargando trabajo..." fullHeight />
      </Container>
    );
  }
  return (
    <Container narrow>
      {isJobNotFound(job.error) ? (
        <EmptyState
          headingAs="h1"
          title="Trabajo no encontrado"
          description="Este trabajo no existe o ya no está disponible."
          action={
            <Button to={paths.jobs} iconLeft={<ArrowLeftIcon size={18} />}>
              Volver a trabajos
            </Button>
          }
        />
      ) : (
        <ErrorState title="No se pudo cargar el trabajo" error={job.error} onRetry={() => void job.refetch()} retrying={job.isFetching} />
      )}
    </Container>
  );
}
