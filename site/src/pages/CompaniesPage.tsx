import { DIRECTORY_PROVINCES, DIRECTORY_SERVICES } from '@catalog/services';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DIRECTORY_PAGE_SIZE } from '../features/companies/companies.api';
import { CompanyCard, CompanyCardSkeleton, StyledCompanyGrid } from '../features/companies/components/CompanyCard';
import { useCompanyList } from '../features/companies/useCompanies';
import { paths } from '../paths';
import { Button, Container, EmptyState, ErrorState, FilterBar, FilterControl, FilterSelect, Input, Label, PageHeader, Pagination, SearchIcon, usePageMeta } from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledFilters = styled(FilterBar)`
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const SERVICE_OPTIONS = DIRECTORY_SERVICES.map((service) => ({ value: service, label: service }));
const PROVINCE_OPTIONS = DIRECTORY_PROVINCES.map((province) => ({ value: province, label: province }));

const StyledSummary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Filters = { q: string; service: string; province: string; page: number };

function readFilters(params: URLSearchParams): Filters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q')?.trim() ?? '',
    service: params.get('service') ?? '',
    province: params.get('province') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

function toSearch(filters: Partial<Filters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.service) params.set('service', filters.service);
  if (filters.province) params.set('province', filters.province);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** /companies: the company directory; every filter lives in the URL (shareable, back button works). */
export default function CompaniesPage() {
  usePageMeta({
    title: 'Empresas de transporte y logística',
    description: 'Directorio de empresas de transporte, mudanzas y logística en España: busca por servicio y provincia y compara valoraciones reales.',
  });
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [text, setText] = useState(filters.q);
  const searchId = useId();

  // Keep the box in sync when the URL changes (back button, clear filters).
  useEffect(() => setText(filters.q), [filters.q]);

  const list = useCompanyList({
    q: filters.q || undefined,
    service: filters.service || undefined,
    province: filters.province || undefined,
    page: filters.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });

  /** Any filter change goes back to page 1. */
  const apply = (next: Partial<Filters>) => setParams(toSearch({ ...filters, ...next, page: 1 }).slice(1));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply({ q: text.trim() });
  };

  const hasFilters = Boolean(filters.q || filters.service || filters.province);
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.pageSize || DIRECTORY_PAGE_SIZE))) : 1;

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Directorio"
          title="Empresas de transporte y logística"
          subtitle="Encuentra transportistas, empresas de mudanzas y operadores logísticos de toda España y contacta con ellos directamente."
        />

        <StyledFilters as="form" role="search" aria-label="Filtrar empresas" onSubmit={onSubmit}>
          <FilterControl>
            <Label htmlFor={searchId}>Buscar</Label>
            <Input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Nombre, servicio o ciudad…"
              maxLength={100}
            />
          </FilterControl>
          <FilterSelect
            label="Servicio"
            value={filters.service}
            options={SERVICE_OPTIONS}
            emptyLabel="Todos los servicios"
            onChange={(service) => apply({ service, q: text.trim() })}
          />
          <FilterSelect
            label="Provincia"
            value={filters.province}
            options={PROVINCE_OPTIONS}
            emptyLabel="Todas las provincias"
            onChange={(province) => apply({ province, q: text.trim() })}
          />
          <Button type="submit" iconLeft={<SearchIcon size={18} />}>
            Buscar
          </Button>
        </StyledFilters>

        {list.isPending ? (
          <StyledCompanyGrid aria-busy="true" aria-label="Cargando empresas">
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <CompanyCardSkeleton />
              </li>
            ))}
          </StyledCompanyGrid>
        ) : list.isError ? (
          <ErrorState
            title="No se pudieron cargar las empresas"
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : list.data.items.length === 0 && list.data.total > 0 ? (
          // A page past the end (an old link): offer the first one.
          <EmptyState
            title="No se encontraron empresas"
            description={`Esta página no existe: hay ${list.data.total} ${list.data.total === 1 ? 'empresa' : 'empresas'} en ${totalPages} ${totalPages === 1 ? 'página' : 'páginas'}.`}
            action={
              <Button variant="outline" to={`${paths.companies}${toSearch({ ...filters, page: 1 })}`}>
                Ir a la primera página
              </Button>
            }
          />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title="No se encontraron empresas"
            description={hasFilters ? 'Prueba con otros términos o quita algún filtro.' : 'No hay empresas registradas todavía.'}
            action={
              hasFilters ? (
                <Button variant="outline" onClick={() => setParams('')}>
                  Limpiar filtros
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <StyledSummary aria-live="polite">
              {list.data.total === 1 ? '1 empresa encontrada' : `${list.data.total} empresas encontradas`}
              {totalPages > 1 ? ` · Página ${filters.page} de ${totalPages}` : ''}
            </StyledSummary>
            <StyledCompanyGrid aria-busy={list.isPlaceholderData || undefined}>
              {list.data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </StyledCompanyGrid>
            <Pagination
              page={Math.min(filters.page, totalPages)}
              totalPages={totalPages}
              hrefFor={(page) => `${paths.companies}${toSearch({ ...filters, page })}`}
              label="Páginas de empresas"
            />
          </>
        )}
      </Container>
    </PageSection>
  );
}
