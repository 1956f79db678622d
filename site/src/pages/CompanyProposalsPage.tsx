import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled from 'styled-components';
import { MyProposalCard } from '../features/proposals/components/MyProposalCard';
import { listMyProposals, MY_PROPOSALS_PAGE_SIZE, type MyProposalsFilters } from '../features/proposals/proposals.api';
import { paths } from '../paths';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  BackLink,
  Button,
  CheckCircleIcon,
  Container,
  EmptyState,
  ErrorState,
  FilterBar,
  FilterControl,
  FilterSelect,
  formatEuros,
  InboxIcon,
  Input,
  Label,
  oneOf,
  PageHeader,
  PageSection,
  RefreshIcon,
  scrollToTop,
  SearchIcon,
  SkeletonBlock,
  StatCard,
  StatGrid,
  TruckIcon,
  type UrlFilters,
  useDebouncedSearch,
  usePageMeta,
  useUrlFilters,
} from '../ui';

type Status = NonNullable<MyProposalsFilters['status']>;
type Sort = NonNullable<MyProposalsFilters['sort']>;

const STATUS_OPTIONS: { value: Status; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'pending', label: 'Pendiente' },
  { value: 'accepted', label: 'Aceptada' },
  { value: 'rejected', label: 'Rechazada' },
  { value: 'expired', label: 'Caducada' },
];

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'oldest', label: 'Más antiguas' },
  { value: 'price-high', label: 'Precio más alto' },
  { value: 'price-low', label: 'Precio más bajo' },
];

/** The list's filters besides `q` and `page`. */
const FILTERS = { status: oneOf(STATUS_OPTIONS, 'all'), sort: oneOf(SORT_OPTIONS, 'newest') };

const StyledStats = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledFilters = styled(FilterBar)`
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const StyledSearchControl = styled(FilterControl)`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const StyledClear = styled.div`
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }

  button {
    width: 100%;
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

const StyledPager = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
  }
`;

const StyledPagerText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledPagerButtons = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
`;

/** /company/proposals (company accounts): 'Mis Propuestas', filters in the URL, 10 per page from the server. */
export default function CompanyProposalsPage() {
  usePageMeta({ title: 'Mis Propuestas', description: 'Las propuestas que tu empresa ha enviado en Rutalia.', noIndex: true });
  const urlFilters = useUrlFilters(FILTERS);
  const { filters, clear } = urlFilters;
  // Search as you type; a new search goes back to page 1. The box follows the URL when it changes from outside.
  const [text, setText] = useDebouncedSearch(filters.q, (q) => urlFilters.apply({ q }, { replace: true }));
  const searchId = useId();

  const query: MyProposalsFilters = { q: filters.q || undefined, status: filters.status, sort: filters.sort, page: filters.page };
  const list = useQuery({
    queryKey: ['proposals', 'mine', query],
    queryFn: ({ signal }) => listMyProposals(query, signal),
    placeholderData: keepPreviousData,
  });

  /** Any filter change goes back to page 1. */
  const apply = (next: Partial<UrlFilters<typeof FILTERS>>) => urlFilters.apply({ q: text.trim(), ...next });
  const goToPage = (page: number) => {
    urlFilters.goToPage(page);
    scrollToTop();
  };
  const clearFilters = () => {
    setText('');
    clear();
  };

  const hasFilters = Boolean(filters.q || text.trim() || filters.status !== 'all' || filters.sort !== 'newest');
  const data = list.data;
  const pageSize = data?.pageSize || MY_PROPOSALS_PAGE_SIZE;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const currentPage = Math.min(filters.page, totalPages);
  const from = data && data.total > 0 ? (currentPage - 1) * pageSize + 1 : 0;
  const to = data ? Math.min(currentPage * pageSize, data.total) : 0;

  return (
    <PageSection>
      <Container>
        <BackLink to={paths.dashboard}>Volver al dashboard</BackLink>
        <PageHeader
          title="Mis Propuestas"
          subtitle="Revisa el estado de las propuestas que has enviado y consulta los datos del cliente cuando las acepte."
          actions={
            <Button variant="accent" to={paths.jobs} iconLeft={<SearchIcon size={18} />}>
              Buscar trabajos
            </Button>
          }
        />

        <StyledStats>
          {data ? (
            <StatGrid aria-label="Resumen de tus propuestas">
              <StatCard label="Total" value={data.stats.total} icon={<InboxIcon size={18} />} />
              <StatCard label="Pendientes" value={data.stats.pending} icon={<RefreshIcon size={18} />} tone="warning" />
              <StatCard label="Aceptadas" value={data.stats.accepted} icon={<CheckCircleIcon size={18} />} tone="success" />
              <StatCard label="Valor total" value={formatEuros(data.stats.totalValue)} icon={<TruckIcon size={18} />} tone="accent" />
            </StatGrid>
          ) : list.isPending ? (
            <StatGrid aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <SkeletonBlock $height={112} />
                </li>
              ))}
            </StatGrid>
          ) : null}
        </StyledStats>

        <StyledFilters role="search" aria-label="Filtrar propuestas">
          <StyledSearchControl>
            <Label htmlFor={searchId}>Buscar</Label>
            <Input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Título o ubicación de la solicitud…"
              maxLength={100}
              autoComplete="off"
            />
          </StyledSearchControl>
          <FilterSelect label="Estado" value={filters.status} options={STATUS_OPTIONS} onChange={(status) => apply({ status })} />
          <FilterSelect label="Ordenar por" value={filters.sort} options={SORT_OPTIONS} onChange={(sort) => apply({ sort })} />
          <StyledClear>
            <Button variant="outline" onClick={clearFilters} disabled={!hasFilters}>
              Limpiar filtros
            </Button>
          </StyledClear>
        </StyledFilters>

        {list.isPending ? (
          <StyledList aria-busy="true" aria-label="Cargando propuestas">
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <SkeletonBlock $height={260} />
              </li>
            ))}
          </StyledList>
        ) : list.isError ? (
          <ErrorState
            title="No se pudieron cargar las propuestas"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 && list.data.total > 0 ? (
          // A page past the end (an old link): offer the first one.
          <EmptyState
            title="No se encontraron propuestas"
            description={`Esta página no existe: hay ${list.data.total} ${list.data.total === 1 ? 'propuesta' : 'propuestas'} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
            action={
              <Button variant="outline" onClick={() => goToPage(1)}>
                Ir a la primera página
              </Button>
            }
          />
        ) : list.data.items.length === 0 && list.data.stats.total > 0 ? (
          <EmptyState
            title="No se encontraron propuestas"
            description="Ninguna de tus propuestas coincide con la búsqueda. Prueba a ajustar los filtros."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Limpiar filtros
              </Button>
            }
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title="Aún no has enviado ninguna propuesta"
            description="Explora los trabajos publicados por los clientes y envía tu primera propuesta."
            action={
              <Button variant="accent" to={paths.jobs} iconRight={<ArrowRightIcon size={18} />}>
                Ver trabajos disponibles
              </Button>
            }
          />
        ) : (
          <>
            <StyledList aria-busy={list.isPlaceholderData || undefined} aria-label="Propuestas">
              {list.data.items.map((proposal) => (
                <li key={proposal.id}>
                  <MyProposalCard proposal={proposal} />
                </li>
              ))}
            </StyledList>
            {totalPages > 1 ? (
              <StyledPager aria-label="Páginas de propuestas">
                <StyledPagerText aria-live="polite">
                  Mostrando {from} a {to} de {list.data.total} propuestas
                </StyledPagerText>
                <StyledPagerButtons>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => goToPage(currentPage - 1)}
                    disabled={currentPage <= 1}
                    iconLeft={<ArrowLeftIcon size={16} />}
                  >
                    Anterior
                  </Button>
                  <span aria-current="page">
                    Página {currentPage} de {totalPages}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => goToPage(currentPage + 1)}
                    disabled={currentPage >= totalPages}
                    iconRight={<ArrowRightIcon size={16} />}
                  >
                    Siguiente
                  </Button>
                </StyledPagerButtons>
              </StyledPager>
            ) : null}
          </>
        )}
      </Container>
    </PageSection>
  );
}
