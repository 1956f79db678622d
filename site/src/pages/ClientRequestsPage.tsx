import { useId } from 'react';
import styled from 'styled-components';
import { ClientRequestCard } from '../features/requests/components/ClientRequestCard';
import { useMyRequests } from '../features/requests/hooks/useRequests';
import { MY_REQUESTS_PAGE_SIZE, type MyRequestsFilters, type MyRequestsStats } from '../features/requests/requests.api';
import { paths } from '../paths';
import {
  Breadcrumbs,
  BuildingIcon,
  Button,
  CheckCircleIcon,
  Container,
  EmptyState,
  ErrorState,
  FilterBar,
  FilterControl,
  FilterSelect,
  InboxIcon,
  Input,
  Label,
  LoadingState,
  MessageSquareIcon,
  NewspaperIcon,
  oneOf,
  PageHeader,
  PageSection,
  Pagination,
  RefreshIcon,
  SearchBox,
  SearchIcon,
  StatCard,
  StatGrid,
  type UrlFilters,
  useDebouncedSearch,
  usePageMeta,
  useUrlFilters,
} from '../ui';

const StyledStats = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledFilters = styled(FilterBar)`
  margin-bottom: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
    > :first-child {
      grid-column: auto;
    }
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

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

type Status = NonNullable<MyRequestsFilters['status']>;
type ProposalsFilter = NonNullable<MyRequestsFilters['proposals']>;
type Sort = NonNullable<MyRequestsFilters['sort']>;

const STATUSES: readonly { value: Status; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Activa' },
  { value: 'hired', label: 'Contratada' },
  { value: 'completed', label: 'Completada' },
  { value: 'cancelled', label: 'Cancelada' },
  { value: 'closed', label: 'Cerrada' },
];
const PROPOSALS: readonly { value: ProposalsFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'with', label: 'Con propuestas' },
  { value: 'without', label: 'Sin propuestas' },
];
const SORTS: readonly { value: Sort; label: string }[] = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'oldest', label: 'Más antiguas' },
  { value: 'most', label: 'Más propuestas' },
  { value: 'least', label: 'Menos propuestas' },
];

/** The list's filters besides `q` and `page`. */
const FILTERS = { status: oneOf(STATUSES, 'all'), proposals: oneOf(PROPOSALS, 'all'), sort: oneOf(SORTS, 'newest') };

function Stats({ stats }: { stats: MyRequestsStats }) {
  return (
    <StyledStats>
      <StatGrid aria-label="Resumen de tus solicitudes">
        <StatCard layout="inline" label="Total" value={stats.total} icon={<NewspaperIcon size={22} />} tone="primary" />
        <StatCard layout="inline" label="Activas" value={stats.active} icon={<RefreshIcon size={22} />} tone="success" />
        <StatCard layout="inline" label="Con propuestas" value={stats.withProposals} icon={<MessageSquareIcon size={22} />} tone="accent" />
        <StatCard layout="inline" label="Contratadas" value={stats.hired} icon={<BuildingIcon size={22} />} tone="warning" />
        <StatCard layout="inline" label="Completadas" value={stats.completed} icon={<CheckCircleIcon size={22} />} tone="info" />
      </StatGrid>
    </StyledStats>
  );
}

/** /client/requests (client accounts): 'Todas mis Solicitudes' with stats, filters in the URL and pagination. */
export default function ClientRequestsPage() {
  usePageMeta({
    title: 'Todas mis Solicitudes',
    description: 'Consulta y gestiona todas tus solicitudes de transporte y sus propuestas.',
    noIndex: true,
  });
  const urlFilters = useUrlFilters(FILTERS);
  const { filters, clear, searchFor } = urlFilters;
  // Search as you type; a new search goes back to page 1. The box follows the URL when it changes from outside.
  const [text, setText] = useDebouncedSearch(filters.q, (q) => urlFilters.apply({ q }, { replace: true }));
  const searchId = useId();

  const list = useMyRequests({
    q: filters.q || undefined,
    status: filters.status,
    proposals: filters.proposals,
    sort: filters.sort,
    page: filters.page,
  });

  /** Any filter change goes back to page 1. */
  const apply = (next: Partial<UrlFilters<typeof FILTERS>>) => urlFilters.apply({ q: text.trim(), ...next });
  const clearFilters = () => {
    setText('');
    clear();
  };

  const hasFilters = Boolean(filters.q || filters.status !== 'all' || filters.proposals !== 'all');
  const data = list.data;
  const pageSize = data?.pageSize || MY_REQUESTS_PAGE_SIZE;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const hasNone = data?.stats.total === 0;

  return (
    <PageSection>
      <Container>
        <Breadcrumbs items={[{ label: 'Panel', to: paths.dashboard }, { label: 'Todas mis Solicitudes' }]} />
        <PageHeader
          eyebrow="Mis solicitudes"
          title="Todas mis Solicitudes"
          subtitle="Consulta el estado de tus solicitudes, revisa las propuestas recibidas y edita lo que necesites."
          actions={
            <Button to={paths.requestCreate} variant="accent">
              Nueva Solicitud
            </Button>
          }
        />

        {data ? <Stats stats={data.stats} /> : null}

        {hasNone ? null : (
          <StyledFilters role="search" aria-label="Filtrar solicitudes">
            <FilterControl>
              <Label htmlFor={searchId}>Buscar</Label>
              <SearchBox>
                <Input
                  id={searchId}
                  type="search"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') apply({ q: text.trim() });
                  }}
                  placeholder="Título, descripción, ubicación o servicio…"
                  maxLength={100}
                />
              </SearchBox>
            </FilterControl>
            <FilterSelect label="Estado" value={filters.status} options={STATUSES} onChange={(status) => apply({ status })} />
            <FilterSelect label="Propuestas" value={filters.proposals} options={PROPOSALS} onChange={(proposals) => apply({ proposals })} />
            <FilterSelect label="Ordenar por" value={filters.sort} options={SORTS} onChange={(sort) => apply({ sort })} />
          </StyledFilters>
        )}

        {list.isPending ? (
          <LoadingState label="Cargando tus solicitudes..." />
        ) : list.isError ? (
          <ErrorState
            title="No se pudieron cargar tus solicitudes"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : hasNone ? (
          <EmptyState
            icon={<InboxIcon size={26} />}
            title="No tienes solicitudes"
            description="Publica tu primera solicitud y empieza a recibir propuestas de empresas de transporte y logística."
            action={
              <Button to={paths.requestCreate} variant="accent">
                Crear Primera Solicitud
              </Button>
            }
          />
        ) : list.data.items.length === 0 && list.data.total > 0 ? (
          <EmptyState
            title="No se encontraron solicitudes"
            description={`Esta página no existe: hay ${list.data.total} ${list.data.total === 1 ? 'solicitud' : 'solicitudes'} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
            action={
              <Button variant="outline" to={`${paths.clientRequests}${searchFor({ page: 1 })}`}>
                Ir a la primera página
              </Button>
            }
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            icon={<SearchIcon size={26} />}
            title="No se encontraron solicitudes"
            description="Ninguna de tus solicitudes coincide con los filtros. Prueba con otros términos o quita algún filtro."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Limpiar filtros
              </Button>
            }
          />
        ) : (
          <>
            <StyledSummary>
              <p aria-live="polite">
                Mostrando {list.data.items.length} de {list.data.total} solicitudes
              </p>
              {hasFilters ? (
                <Button variant="ghost" size="sm" onClick={clearFilters}>
                  Limpiar filtros
                </Button>
              ) : null}
            </StyledSummary>
            <StyledList aria-busy={list.isPlaceholderData || undefined}>
              {list.data.items.map((request) => (
                <li key={request.id}>
                  <ClientRequestCard request={request} />
                </li>
              ))}
            </StyledList>
            <Pagination
              numbers="sliding"
              stepLabels
              page={Math.min(filters.page, totalPages)}
              totalPages={totalPages}
              hrefFor={(page) => `${paths.clientRequests}${searchFor({ page })}`}
              label="Páginas de solicitudes"
            />
          </>
        )}
      </Container>
    </PageSection>
  );
}
