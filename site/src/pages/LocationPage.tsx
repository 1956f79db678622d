import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyCard, CompanyCardSkeleton, StyledCompanyGrid } from '../features/companies/components/CompanyCard';
import { FeaturedNote } from '../features/companies/components/FeaturedLabel';
import { useCompanyList } from '../features/companies/useCompanies';
import { LOCATION_PAGE_SIZE, locationListing } from '../features/locations/locationListing';
import { paths } from '../paths';
import { Breadcrumbs, Button, Container, EmptyState, ErrorState, MapPinIcon, Pagination, usePageMeta, VisuallyHidden } from '../ui';

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledHead = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.02em;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCount = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSeo = styled.section`
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

/** /location/{province} and /location/{province}/{city}: companies of a place. */
export default function LocationPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const provinceParam = params.province ?? '';
  const cityParam = params.city;
  const { provinceName, cityName, place, pageNumber, filters } = locationListing(provinceParam, cityParam, search);

  usePageMeta({
    title: `Empresas de transporte y mudanzas en ${place}`,
    description: `Encuentra empresas de transporte, mudanzas y logística en ${place}${cityName ? ` (${provinceName})` : ''}. Compara y pide presupuesto gratis en Rutalia.`,
  });

  const list = useCompanyList(filters);
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.pageSize || LOCATION_PAGE_SIZE))) : 1;
  const basePath = paths.location(provinceParam, cityParam);

  const crumbs = [
    { label: 'Inicio', to: paths.home },
    { label: 'Empresas', to: paths.companies },
    ...(cityName ? [{ label: provinceName, to: paths.location(provinceParam) }] : []),
    { label: place },
  ];

  return (
    <StyledPage>
      <Container>
        <Breadcrumbs items={crumbs} />
        <StyledHead>
          <h1>Empresas de transporte y mudanzas en {place}</h1>
          <p>
            Transportistas, empresas de mudanzas y operadores logísticos que trabajan en {place}
            {cityName ? ` (${provinceName})` : ''}. Contacta directamente con ellos o publica tu solicitud y recibe presupuestos.
          </p>
        </StyledHead>
        {/* The cards' names are h3: the list needs its h2 (heading order), the header already says it visibly. */}
        <VisuallyHidden as="h2">Empresas en {place}</VisuallyHidden>

        {list.isPending ? (
          <StyledCompanyGrid aria-busy="true" aria-label="Cargando empresas">
            {Array.from({ length: 3 }, (_, index) => (
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
        ) : list.data.items.length === 0 ? (
          <EmptyState
            title="No se encontraron empresas"
            description={`Todavía no hay empresas registradas en ${place}. Consulta el directorio completo.`}
            action={<Button to={paths.companies}>Ver todas las empresas</Button>}
          />
        ) : (
          <>
            <StyledCount aria-live="polite">
              <MapPinIcon size={16} />
              {list.data.total === 1 ? '1 empresa encontrada' : `${list.data.total} empresas encontradas`}
            </StyledCount>
            <StyledCompanyGrid>
              {list.data.items.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} variant="location" />
                </li>
              ))}
            </StyledCompanyGrid>
            <FeaturedNote items={list.data.items} premiumOnly />
            <Pagination
              page={Math.min(pageNumber, totalPages)}
              totalPages={totalPages}
              hrefFor={(p) => (p > 1 ? `${basePath}?page=${p}` : basePath)}
            />
          </>
        )}

        <StyledSeo aria-labelledby="location-seo">
          <h2 id="location-seo">Transporte, mudanzas y logística en {place}</h2>
          <p>
            En Rutalia reunimos a empresas de transporte de mercancías, mudanzas, paquetería y almacenaje que operan en {place}. Cada
            empresa tiene su perfil con servicios, fotos y valoraciones de clientes reales, para que compares antes de decidir.
          </p>
          <p>
            ¿Necesitas mover una carga o planificar una mudanza? Publica tu solicitud gratis y recibe propuestas de empresas de la zona con
            precio y condiciones. Tú eliges la que mejor encaja con tus plazos y tu presupuesto.
          </p>
        </StyledSeo>
      </Container>
    </StyledPage>
  );
}
