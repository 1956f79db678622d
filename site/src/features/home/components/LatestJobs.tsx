import styled from 'styled-components';
import { paths } from '../../../paths';
import { ArrowRightIcon, Button, EmptyState, ErrorState, SkeletonBlock } from '../../../ui';
import { JobCard, StyledJobGrid } from '../../jobs/components/JobCard';
import { useJobList } from '../../jobs/hooks/useJobs';
import { HOME_GRID_SIZE } from '../home.api';
import { HomeSection } from './HomeSection';

const StyledGrid = styled(StyledJobGrid)`
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Latest jobs (spec §2 'Home'): the 6 newest active requests and 'Ver todos los trabajos'. */
export function LatestJobs() {
  // The public list's first page is 6 requests, newest first: the home grid size.
  const jobs = useJobList({ page: 1 });
  const items = jobs.data?.items.slice(0, HOME_GRID_SIZE) ?? [];

  return (
    <HomeSection
      id="ultimos-trabajos"
      alt
      eyebrow="Trabajos"
      title="Últimos trabajos publicados"
      lede="Solicitudes reales de clientes que buscan transporte, mudanza o logística ahora mismo."
      action={
        <Button to={paths.jobs} variant="outline" iconRight={<ArrowRightIcon size={18} />}>
          Ver todos los trabajos
        </Button>
      }
    >
      {jobs.isPending ? (
        <StyledGrid aria-busy="true" aria-label="Cargando trabajos">
          {Array.from({ length: HOME_GRID_SIZE }, (_, index) => (
            <li key={index}>
              {/* About a loaded card's height, so the sections below (and #contacto) do not move much. */}
              <SkeletonBlock $height={370} aria-hidden="true" />
            </li>
          ))}
        </StyledGrid>
      ) : jobs.isError ? (
        <ErrorState
          headingAs="h3"
          title="No se pudieron cargar los trabajos"
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          headingAs="h3"
          title="Todavía no hay trabajos publicados"
          description="Publica tu solicitud gratis y recibe presupuestos de empresas verificadas."
          action={<Button to={paths.requestCreate}>Publicar solicitud</Button>}
        />
      ) : (
        <StyledGrid>
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </StyledGrid>
      )}
    </HomeSection>
  );
}
