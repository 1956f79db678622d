import { JOB_SORTS } from '@rutalia/catalog/services';
import { categoryByKey } from '@rutalia/catalog/taxonomy';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ActiveFilterChips } from '../features/jobs/components/ActiveFilterChips';
import { JobCategories } from '../features/jobs/components/JobCategories';
import { JobCard, JobCardSkeleton, StyledJobGrid } from '../features/jobs/components/JobCard';
import { JobFilterFields } from '../features/jobs/components/JobFilterFields';
import { JobFilterSheet } from '../features/jobs/components/JobFilterSheet';
import { SlidersIcon } from '../features/jobs/components/jobIcons';
import { SiteFigures } from '../features/jobs/components/SiteFigures';
import { useIsPhone } from '../features/jobs/hooks/useIsPhone';
import { useJobList } from '../features/jobs/hooks/useJobs';
import { activeJobFilters, effectiveCategory, JOB_URL_FILTERS, jobListQuery, type JobUrlFilters } from '../features/jobs/jobFilters';
import { JOB_SEARCH_DEBOUNCE_MS } from '../features/jobs/jobs.constants';
import { JOBS_PAGE_SIZE } from '../features/requests/requests.api';
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
  Input,
  Label,
  PageHeader,
  Pagination,
  SearchBox,
  Select,
  TruckIcon,
  usePageMeta,
  useUrlFilters,
  resultSummary,
} from '../ui';
import { PageSection } from '../ui/PageSection';

/** Phones: the search and «Filtros»; from 768 px the fields in three columns, from 1024 px in six, under the search. */
const StyledFilters = styled(FilterBar)`
  grid-template-columns: minmax(0, 1fr) auto;
  margin-bottom: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const StyledFiltersButton = styled(Button)`
  position: relative;
`;

const StyledCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledChips = styled(ActiveFilterChips)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const StyledSort = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  label {
    white-space: nowrap;
  }
  select {
    width: auto;
    min-height: 36px;
    padding-top: 0;
    padding-bottom: 0;
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

/** Every filter of the sheet off; the search and the sort stay. */
const NO_FILTERS: Partial<JobUrlFilters> = {
  category: '',
  service: '',
  location: '',
  originProvince: '',
  destinationProvince: '',
  dateFrom: '',
  dateTo: '',
  date: '',
};

/** The sort, beside the count of results. */
function SortSelect({ value, onChange }: { value: JobUrlFilters['sort']; onChange: (sort: JobUrlFilters['sort']) => void }) {
  const id = useId();
  return (
    <StyledSort>
      <Label htmlFor={id}>Ordenar por</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as JobUrlFilters['sort'])}>
        {JOB_SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </Select>
    </StyledSort>
  );
}

/**
 * /jobs: public list of active requests; search, filters (category, origin and destination
 * provinces, service dates, publication date), sort and page live in the URL. On phones the
 * filters fold into a «Filtros» bottom sheet; the active ones show as removable chips.
 */
export default function JobsPage() {
  const { filters, apply: applyFilters, clear, searchFor } = useUrlFilters(JOB_URL_FILTERS);
  // Filtered by a category it is that category's page (in the sitemap, titled like the server does).
  const category = filters.category ? categoryByKey(filters.category) : undefined;
  usePageMeta(
    category
      ? {
          title: `Trabajos de ${category.name}`,
          description: `Solicitudes activas de ${category.name.toLocaleLowerCase('es-ES')} publicadas por clientes de toda España: envía tu propuesta.`,
        }
      : {
          title: 'Trabajos de transporte y mudanzas',
          description:
            'Solicitudes activas de transporte, mudanzas, logística y mensajería en España: encuentra clientes y envía tu propuesta.',
        },
  );
  const [text, setText] = useState(filters.q);
  const [sheetOpen, setSheetOpen] = useState(false);
  const isPhone = useIsPhone();
  const searchId = useId();

  // The q this box last wrote to the URL: echoes of our own typing must not overwrite newer keystrokes.
  const ownQ = useRef(filters.q);
  // Keep the box in sync when the URL changes elsewhere (back button, category links, clear filters).
  useEffect(() => {
    if (filters.q !== ownQ.current) setText(filters.q);
    ownQ.current = filters.q;
  }, [filters.q]);

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

  /** Any filter change goes back to page 1, with the text typed so far. */
  const apply = (next: Partial<JobUrlFilters>) => {
    ownQ.current = typed;
    applyFilters({ q: typed, ...next });
  };

  const list = useJobList(jobListQuery(filters));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typed !== filters.q) apply({ q: typed });
  };

  const chips = activeJobFilters(filters);
  const hasFilters = Boolean(filters.q || chips.length > 0);
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
                placeholder="Título, ciudad…"
                maxLength={100}
                enterKeyHint="search"
              />
            </SearchBox>
          </FilterControl>
          {isPhone ? (
            <StyledFiltersButton
              variant="outline"
              iconLeft={<SlidersIcon size={18} />}
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
              aria-label={chips.length ? `Filtros (${chips.length} ${chips.length === 1 ? 'activo' : 'activos'})` : 'Filtros'}
            >
              Filtros
              {chips.length ? <StyledCount aria-hidden>{chips.length}</StyledCount> : null}
            </StyledFiltersButton>
          ) : (
            <JobFilterFields filters={filters} apply={apply} />
          )}
        </StyledFilters>
        <StyledChips chips={chips} onRemove={(chip) => apply(chip.clear)} />
        {isPhone ? (
          <JobFilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            filters={filters}
            apply={apply}
            onClear={() => apply(NO_FILTERS)}
            total={list.data?.total}
            totalCapped={list.data?.totalCapped}
            loading={list.isFetching}
          />
        ) : null}

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
                    {resultSummary(list.data, { one: 'trabajo disponible', many: 'trabajos disponibles' }, filters.page, totalPages)}
                    {hasFilters ? (
                      <>
                        {' · '}
                        <StyledClear type="button" onClick={clear}>
                          Limpiar filtros
                        </StyledClear>
                      </>
                    ) : null}
                  </p>
                  <SortSelect value={filters.sort} onChange={(sort) => apply({ sort })} />
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
              <JobCategories active={effectiveCategory(filters)} />
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
