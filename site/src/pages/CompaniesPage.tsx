import { DIRECTORY_PROVINCES, DIRECTORY_SERVICES } from '@rutalia/catalog/services';
import { categoryByKey } from '@rutalia/catalog/taxonomy';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DIRECTORY_PAGE_SIZE } from '../features/companies/companies.api';
import { CompanyCard, CompanyCardSkeleton, StyledCompanyGrid } from '../features/companies/components/CompanyCard';
import { FeaturedNote } from '../features/companies/components/FeaturedLabel';
import { useCompanyList } from '../features/companies/useCompanies';
import { paths } from '../paths';
import {
  anyText,
  Button,
  Container,
  EmptyState,
  ErrorState,
  FilterBar,
  FilterControl,
  FilterSelect,
  Input,
  Label,
  PageHeader,
  Pagination,
  SearchIcon,
  usePageMeta,
  useUrlFilters,
  resultSummary,
} from '../ui';
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

/** The directory's filters besides `q` and `page` (any text: the API checks it). */
const FILTERS = { service: anyText(), province: anyText() };

/** /companies: the company directory; every filter lives in the URL (shareable, back button works). */
export default function CompaniesPage() {
  // Any filter change goes back to page 1.
  const { filters, apply, clear, searchFor } = useUrlFilters(FILTERS);
  // Filtered by a category it is that category's page (in the sitemap, titled like the server does).
  const category = filters.service ? categoryByKey(filters.service) : undefined;
  usePageMeta(
    category
      ? {
          title: `Empresas de ${category.name}`,
          description: `Empresas de ${category.name.toLocaleLowerCase('es-ES')} en España: compara perfiles, opiniones y servicios y pide presupuesto gratis.`,
        }
      : {
          title: 'Empresas de transporte y logística',
          description:
            'Directorio de empresas de transporte, mudanzas y logística en España: busca por servicio y provincia y compara valoraciones reales.',
        },
  );
  const [text, setText] = useState(filters.q);
  const searchId = useId();

  // Keep the box in sync when the URL changes (back button, clear filters): adjusted while rendering.
  const [syncedQ, setSyncedQ] = useState(filters.q);
  if (syncedQ !== filters.q) {
    setSyncedQ(filters.q);
    setText(filters.q);
  }

  const list = useCompanyList({
    q: filters.q || undefined,
    service: filters.service || undefined,
    province: filters.province || undefined,
    page: filters.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  });

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
              <Button variant="outline" to={`${paths.companies}${searchFor({ page: 1 })}`}>
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
                <Button variant="outline" onClick={clear}>
                  Limpiar filtros
                </Button>
              ) : null
            }
          />
        ) : (
          <>
            <StyledSummary aria-live="polite">
              {resultSummary(list.data, { one: 'empresa encontrada', many: 'empresas encontradas' }, filters.page, totalPages)}
            </StyledSummary>
            <StyledCompanyGrid aria-busy={list.isPlaceholderData || undefined}>
              {list.data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </StyledCompanyGrid>
            <FeaturedNote items={list.data.items} />
            <Pagination
              page={Math.min(filters.page, totalPages)}
              totalPages={totalPages}
              hrefFor={(page) => `${paths.companies}${searchFor({ page })}`}
              label="Páginas de empresas"
            />
          </>
        )}
      </Container>
    </PageSection>
  );
}
