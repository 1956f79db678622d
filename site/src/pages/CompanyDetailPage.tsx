import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../api/http';
import { CompanyChecksCard } from '../features/companies/components/CompanyChecksCard';
import { CompanyContactCard } from '../features/companies/components/CompanyContactCard';
import { CompanyDescription } from '../features/companies/components/CompanyDescription';
import { CompanyDetailHeader } from '../features/companies/components/CompanyDetailHeader';
import { CompanyGallery } from '../features/companies/components/CompanyGallery';
import { CompanyRatingSummary } from '../features/companies/components/CompanyRatingSummary';
import { CompanySection } from '../features/companies/components/CompanySection';
import { CompanyServicesSection } from '../features/companies/components/CompanyServicesSection';
import { useCompany } from '../features/companies/useCompanies';
import { ReportButton } from '../features/reports/components/ReportButton';
import { useIsOwnCompany } from '../features/reports/useIsOwnCompany';
import { CompanyReviews } from '../features/reviews/components/CompanyReviews';
import { paths } from '../paths';
import { ArrowLeftIcon, Button, Container, EmptyState, ErrorState, LoadingState, usePageMeta } from '../ui';

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[10]};
  }
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary500};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
  }
`;

/** Centred: the floating WhatsApp button sits over the right edge. */
const StyledReport = styled.div`
  display: flex;
  justify-content: center;
`;

/** /company/{seoParam}: public company profile with gallery, contact data and reviews. */
export default function CompanyDetailPage() {
  const { seoParam = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompany(seoParam);
  const data = company.data;
  const isOwnCompany = useIsOwnCompany(data?.id ?? '');

  usePageMeta({
    title: data ? `${data.companyName}${data.city ? ` en ${data.city}` : ''}` : company.isError ? 'Empresa no encontrada' : 'Empresa',
    description: data ? `${data.companyName}: ${data.services.slice(0, 4).join(', ')}. Contacta y pide presupuesto en Rutalia.` : undefined,
    noIndex: company.isError,
  });

  // An outdated or shortened slug: show the canonical URL.
  useEffect(() => {
    if (data && data.seoParam && data.seoParam !== seoParam) {
      void navigate({ pathname: paths.companyDetail(data.seoParam), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [data, seoParam, navigate, location.search, location.hash]);

  if (company.isPending) {
    return (
      <StyledPage>
        <Container>
          <LoadingState label="Cargando empresa..." fullHeight />
        </Container>
      </StyledPage>
    );
  }

  if (company.isError) {
    const notFound = isApiError(company.error) && company.error.isNotFound;
    return (
      <StyledPage>
        <Container narrow>
          {notFound ? (
            <EmptyState
              headingAs="h1"
              title="Empresa no encontrada"
              description="La empresa que buscas no existe o ha sido eliminada."
              action={<Button to={paths.companies}>Ver empresas</Button>}
            />
          ) : (
            <ErrorState
              title="No se pudo cargar la información de la empresa"
              error={company.error}
              onRetry={() => void company.refetch()}
              retrying={company.isFetching}
            />
          )}
        </Container>
      </StyledPage>
    );
  }

  const c = company.data;

  return (
    <StyledPage>
      <Container>
        <StyledBack to={paths.companies}>
          <ArrowLeftIcon size={16} /> Volver al directorio
        </StyledBack>

        <CompanyDetailHeader company={c} />

        <StyledLayout>
          <StyledMain>
            <CompanyDescription description={c.description} />

            <CompanyServicesSection services={c.services} />

            {c.images.length > 0 ? (
              <CompanySection titleId="company-gallery" title="Galería">
                <CompanyGallery images={c.images} companyName={c.companyName} />
              </CompanySection>
            ) : null}

            <CompanySection titleId="company-reviews" title="Valoraciones y reseñas" id="resenas">
              <CompanyReviews companyId={c.id} companyName={c.companyName} />
            </CompanySection>
          </StyledMain>

          <StyledAside aria-labelledby="company-contact">
            <CompanyContactCard company={c} />
            <CompanyChecksCard company={c} />
            <CompanyRatingSummary rating={c.rating} />
            <StyledReport>
              <ReportButton reportType="company" targetId={c.id} targetName={c.companyName} label="Reportar empresa" isOwn={isOwnCompany} />
            </StyledReport>
          </StyledAside>
        </StyledLayout>
      </Container>
    </StyledPage>
  );
}
