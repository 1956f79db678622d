import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CompanyCard, CompanyCardSkeleton, StyledCompanyGrid } from '../features/companies/components/CompanyCard';
import { FeaturedNote } from '../features/companies/components/FeaturedLabel';
import { useCompanyList } from '../features/companies/useCompanies';
import { ServiceIcon } from '../features/services/components/ServiceIcon';
import { serviceLandingListing } from '../features/services/serviceLandingListing';
import { paths } from '../paths';
import { ArrowRightIcon, Button, Card, CheckCircleIcon, Container, EmptyState, ErrorState, usePageMeta } from '../ui';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[16]} 0;
  }
`;

const StyledHeroInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 760px;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    letter-spacing: -0.02em;
  }
  p {
    color: ${({ theme }) => theme.colors.textInverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

const StyledIcon = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSection = styled.section<{ $alt?: boolean }>`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surfaceAlt : theme.colors.surface)};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const StyledBenefits = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

const StyledFeatures = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledSectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    margin-bottom: 0;
  }
`;

const StyledNotFound = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[16]} 0;
`;

function useKeywords(keywords: readonly string[] | undefined) {
  useEffect(() => {
    if (!keywords || keywords.length === 0) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
    const created = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'keywords';
      document.head.appendChild(tag);
    }
    const previous = tag.content;
    tag.content = keywords.join(', ');
    return () => {
      if (created) tag?.remove();
      else if (tag) tag.content = previous;
    };
  }, [keywords]);
}

/** /services/{slug} and /{slug}: service landing with content from the catalog and related companies. */
export default function ServiceLandingPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const slug = params.service ?? pathname.replace(/^\/+|\/+$/g, '');
  const { landing, relatedService, filters } = serviceLandingListing(slug);

  usePageMeta(
    landing ? { title: landing.title, description: landing.metaDescription } : { title: 'Servicio no encontrado', noIndex: true },
  );
  useKeywords(landing?.keywords);

  const related = useCompanyList(filters);

  if (!landing) {
    return (
      <StyledNotFound>
        <Container narrow>
          <EmptyState
            headingAs="h1"
            title="Servicio no encontrado"
            description="El servicio que buscas no existe."
            action={<Button to={paths.home}>Volver al inicio</Button>}
          />
        </Container>
      </StyledNotFound>
    );
  }

  const companiesHref = relatedService ? `${paths.companies}?service=${encodeURIComponent(relatedService)}` : paths.companies;

  return (
    <>
      <StyledHero>
        <Container>
          <StyledHeroInner>
            <StyledIcon>
              <ServiceIcon name={landing.icon} />
            </StyledIcon>
            <h1>{landing.h1}</h1>
            <p>{landing.description}</p>
            <StyledActions>
              <Button to={companiesHref} variant="accent" size="lg">
                Ver Empresas
              </Button>
              <Button to={paths.requestCreate} variant="inverse" size="lg">
                Solicitar Presupuesto
              </Button>
            </StyledActions>
          </StyledHeroInner>
        </Container>
      </StyledHero>

      <StyledSection>
        <Container>
          <h2>Ventajas</h2>
          <StyledBenefits>
            {landing.benefits.map((benefit) => (
              <li key={benefit.title}>
                <Card padding="md">
                  <h3>{benefit.title}</h3>
                  <p>{benefit.text}</p>
                </Card>
              </li>
            ))}
          </StyledBenefits>
        </Container>
      </StyledSection>

      <StyledSection $alt>
        <Container>
          <h2>Qué incluye</h2>
          <StyledFeatures>
            {landing.features.map((feature) => (
              <li key={feature}>
                <CheckCircleIcon size={20} />
                <span>{feature}</span>
              </li>
            ))}
          </StyledFeatures>
        </Container>
      </StyledSection>

      <StyledSection>
        <Container>
          <StyledSectionHead>
            <h2>Empresas de {landing.name.toLowerCase()}</h2>
            <Button to={companiesHref} variant="ghost" iconRight={<ArrowRightIcon size={18} />}>
              Ver todas
            </Button>
          </StyledSectionHead>
          {related.isPending ? (
            <StyledCompanyGrid aria-busy="true" aria-label="Cargando empresas">
              {Array.from({ length: 3 }, (_, index) => (
                <li key={index}>
                  <CompanyCardSkeleton />
                </li>
              ))}
            </StyledCompanyGrid>
          ) : related.isError ? (
            <ErrorState
              headingAs="h3"
              title="No se pudieron cargar las empresas"
              error={related.error}
              onRetry={() => void related.refetch()}
            />
          ) : related.data.items.length === 0 ? (
            <EmptyState
              headingAs="h3"
              title="No se encontraron empresas"
              action={<Button to={paths.companies}>Ver todas las empresas</Button>}
            />
          ) : (
            <>
              <StyledCompanyGrid>
                {related.data.items.map((company) => (
                  <li key={company.id}>
                    <CompanyCard company={company} />
                  </li>
                ))}
              </StyledCompanyGrid>
              <FeaturedNote items={related.data.items} premiumOnly />
            </>
          )}
        </Container>
      </StyledSection>
    </>
  );
}
