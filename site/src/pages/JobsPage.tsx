import { JOB_DATE_FILTERS, JOB_LOCATION_FILTERS, JOB_SERVICE_FILTERS, JOB_SORTS } from '@rutalia/catalog/services';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { JobCategories } from '../features/jobs/components/JobCategories';
import { JobCard, JobCardSkeleton, StyledJobGrid } from '../features/jobs/components/JobCard';
import { SiteFigures } from '../features/jobs/components/SiteFigures';
import { useJobList } from '../features/jobs/hooks/useJobs';
import { JOB_SEARCH_DEBOUNCE_MS, JOB_SERVICE_URL_VALUES } from '../features/jobs/jobs.constants';
import { JOBS_PAGE_SIZE, type JobFilters } from '../features/requests/requests.api';
import { paths } from '../paths';
import {
  BuildingIcon,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  FilterBar,
  FilterControl,
  FilterSelect,
  Input,
  Label,
  oneOf,
  PageHeader,
  Pagination,
  SearchBox,
  TruckIcon,
  type UrlFilters,
  usePageMeta,
  useUrlFilters,
} from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledFilters = styled(FilterBar)`
  grid-template-columns: repeat(2, minmax(0, 1fr));

  > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2.2fr) repeat(4, minmax(0, 1fr));

    > :first-child {
      grid-column: auto;
    }
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledClear = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary500};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

/** The list's filters besides `q` and `page` (catalog values only; anything else reads as none). */
const FILTERS = {
  service: oneOf(JOB_SERVICE_URL_VALUES),
  location: oneOf(JOB_LOCATION_FILTERS),
  date: oneOf(JOB_DATE_FILTERS),
  sort: oneOf(JOB_SORTS, 'newest'),
};

/** /jobs: public list of active requests; search, filters, sort and page live in the URL. */
export default function JobsPage() {
  usePageMeta({
    title: 'Trabajos de transporte y mudanzas',
    description: 'Solicitudes activas de transporte, mudanzas, logística y mensajería en España: encuentra clientes y envía tu propuesta.',
  });
  const { filters, apply: applyFilters, clear, searchFor } = useUrlFilters(FILTERS);
  const [text, setText] = useState(filters.q);
  const searchId = useId();

  // The q this box last wrote to the URL: echoes of our own typing must not overwrite newer keystrokes.
  const ownQ = useRef(filters.q);
  // Keep the box in sync when the URL changes elsewhere (back button, category links, clear filters).
  useEffect(() => {
    if (filters.q !== ownQ.current) setText(filters.q);
    ownQ.current = filters.q;
  }, [filters.q]);

  /** Any filter change goes back to page 1. */
  const apply = (next: Partial<UrlFilters<typeof FILTERS>>) => {
    if (next.q !== undefined) ownQ.current = next.q;
    applyFilters(next);
  };

  // Search as you type, 300 ms after the last key (replacing the history entry).
  const typed = text.trim();
  useEffect(() => {
    if (typed === filters.q) return;
    const timer = setTimeout(() => {
      ownQ.current = typed;
      applyFilters({ q: typed }, { replace: true });
    }, JOB_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters.q, applyFilters]);

  const list = useJobList({
    q: filters.q || undefined,
    service: (filters.service || undefined) as JobFilters['service'],
    location: filters.location || undefined,
    date: filters.date || undefined,
    // The API's default: left out, so the unfiltered first page shares its cache with the home's latest jobs.
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== filters.q) apply({ q: typed });
  };

  const hasFilters = Boolean(filters.q || filters.service || filters.location || filters.date);
  const pageSize = list.data?.pageSize || JOBS_PAGE_SIZE;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / pageSize)) : 1;

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Trabajos"
          title="Trabajos de transporte disponibles"
          subtitle="Solicitudes activas de clientes que buscan mudanza, transporte, logística o mensajería. Encuentra la tuya y envía tu propuesta."
          actions={
            <>
              <Button to={paths.requestCreate} variant="accent" iconLeft={<TruckIcon size={18} />}>
                Publicar solicitud
              </Button>
              <Button to={paths.companies} variant="outline" iconLeft={<BuildingIcon size={18} />}>
                Ver empresas
              </Button>
            </>
          }
        />

        <StyledFilters as="form" role="search" aria-label="Filtrar trabajos" onSubmit={onSubmit}>
          <FilterControl>
            <Label htmlFor={searchId}>Buscar trabajos</Label>
            <SearchBox>
              <Input
                id={searchId}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="Título, ubicación, servicio…"
                maxLength={100}
                enterKeyHint="search"
              />
            </SearchBox>
          </FilterControl>
          <FilterSelect
            label="Servicio"
            value={filters.service}
            options={JOB_SERVICE_FILTERS}
            emptyLabel="Todos"
            onChange={(service) => apply({ service, q: typed })}
          />
          <FilterSelect
            label="Ubicación"
            value={filters.location}
            options={JOB_LOCATION_FILTERS}
            emptyLabel="Todas"
            onChange={(location) => apply({ location, q: typed })}
          />
          <FilterSelect
            label="Fecha"
            value={filters.date}
            options={JOB_DATE_FILTERS}
            emptyLabel="Cualquiera"
            onChange={(date) => apply({ date, q: typed })}
          />
          <FilterSelect label="Ordenar por" value={filters.sort} options={JOB_SORTS} onChange={(sort) => apply({ sort, q: typed })} />
        </StyledFilters>

        <StyledLayout>
          <div>
            {list.isPending ? (
              <StyledJobGrid aria-busy="true" aria-label="Cargando trabajos">
                {Array.from({ length: JOBS_PAGE_SIZE }, (_, index) => (
                  <li key={index}>
                    <JobCardSkeleton />
                  </li>
                ))}
              </StyledJobGrid>
            ) : list.isError ? (
              <ErrorState
                title="No se pudieron cargar los trabajos"
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            ) : list.data.items.length === 0 && list.data.total > 0 ? (
              // A page past the end (an old link): offer the first one.
              <EmptyState
                title="No se encontraron trabajos"
                description={`Esta página no existe: hay ${list.data.total} ${list.data.total === 1 ? 'trabajo' : 'trabajos'} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
                action={
                  <Button variant="outline" to={`${paths.jobs}${searchFor({ page: 1 })}`}>
                    Ir a la primera página
                  </Button>
                }
              />
            ) : list.data.items.length === 0 ? (
              <EmptyState
                title="No se encontraron trabajos"
                description={
                  hasFilters
                    ? 'Prueba con otros términos o quita algún filtro.'
                    : 'Todavía no hay solicitudes activas. ¡Publica la primera!'
                }
                action={
                  hasFilters ? (
                    <Button variant="outline" onClick={clear}>
                      Limpiar filtros
                    </Button>
                  ) : (
                    <Button to={paths.requestCreate}>Publicar solicitud</Button>
                  )
                }
              />
            ) : (
              <>
                <StyledSummary>
                  <p aria-live="polite">
                    {list.data.total === 1 ? '1 trabajo disponible' : `${list.data.total} trabajos disponibles`}
                    {totalPages > 1 ? ` · Página ${Math.min(filters.page, totalPages)} de ${totalPages}` : ''}
                  </p>
                  {hasFilters ? (
                    <StyledClear type="button" onClick={clear}>
                      Limpiar filtros
                    </StyledClear>
                  ) : null}
                </StyledSummary>
                <StyledJobGrid aria-busy={list.isPlaceholderData || undefined}>
                  {list.data.items.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} headingAs="h2" />
                    </li>
                  ))}
                </StyledJobGrid>
                <Pagination
                  page={Math.min(filters.page, totalPages)}
                  totalPages={totalPages}
                  hrefFor={(page) => `${paths.jobs}${searchFor({ page })}`}
                  label="Páginas de trabajos"
                />
              </>
            )}
          </div>

          <StyledAside aria-label="Categorías y cifras">
            <Card padding="sm" as="section" aria-labelledby="jobs-categories">
              <h2 id="jobs-categories">Categorías</h2>
              <JobCategories active={filters.service} />
            </Card>
            <Card padding="sm" as="section" aria-labelledby="jobs-figures">
              <h2 id="jobs-figures">Rutalia en cifras</h2>
              <SiteFigures />
            </Card>
            <Card padding="sm" as="section" aria-labelledby="jobs-cta">
              <h2 id="jobs-cta">¿Necesitas un transporte?</h2>
              <p>Publica tu solicitud gratis y recibe presupuestos de empresas verificadas.</p>
              <Button to={paths.requestCreate} fullWidth>
                Publicar solicitud
              </Button>
            </Card>
          </StyledAside>
        </StyledLayout>
      </Container>
    </PageSection>
  );
}
