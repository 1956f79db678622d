import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../api/http';
import { CompanyGallery } from '../features/companies/components/CompanyGallery';
import { CompanyLogo } from '../features/companies/components/CompanyLogo';
import { useCompany } from '../features/companies/useCompanies';
import { CompanyReviews } from '../features/reviews/components/CompanyReviews';
import { formatRating, reviewCountLabel, Stars } from '../features/reviews/components/Stars';
import { paths } from '../paths';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  Card,
  CheckCircleIcon,
  Container,
  EmptyState,
  ErrorState,
  ExternalLinkIcon,
  LoadingState,
  MailIcon,
  MapPinIcon,
  MessageSquareIcon,
  PhoneIcon,
  usePageMeta,
  UserIcon,
} from '../ui';

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

const StyledHero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
  }
`;

const StyledHeroText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.02em;
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
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

const StyledSectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledRichText = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space[3]};
  }
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
  }
`;

const StyledTags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
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

const StyledContactList = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary500};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  p {
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary500};
  }
`;

const StyledRatingLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** /company/{seoParam}: public company profile with gallery, contact data and reviews. */
export default function CompanyDetailPage() {
  const { seoParam = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const company = useCompany(seoParam);
  const data = company.data;

  usePageMeta({
    title: data ? `${data.companyName}${data.city ? ` en ${data.city}` : ''}` : company.isError ? 'Empresa no encontrada' : 'Empresa',
    description: data ? `${data.companyName}: ${data.services.slice(0, 4).join(', ')}. Contacta y pide presupuesto en Rutalia.` : undefined,
    noIndex: company.isError,
  });

  // An outdated or shortened slug: show the canonical URL.
  useEffect(() => {
    if (data && data.seoParam && data.seoParam !== seoParam) {
      navigate({ pathname: paths.companyDetail(data.seoParam), search: location.search, hash: location.hash }, { replace: true });
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
  const place = [c.city, c.province].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(', ');

  return (
    <StyledPage>
      <Container>
        <StyledBack to={paths.companies}>
          <ArrowLeftIcon size={16} /> Volver al directorio
        </StyledBack>

        <Card padding="md">
          <StyledHero>
            <CompanyLogo name={c.companyName} logo={c.logo} size={96} />
            <StyledHeroText>
              <h1>{c.companyName}</h1>
              <StyledMeta>
                {place ? (
                  <span>
                    <MapPinIcon size={16} /> {place}
                  </span>
                ) : null}
                {c.verified ? (
                  <Badge tone="success" icon={<CheckCircleIcon size={14} />}>
                    Verificado
                  </Badge>
                ) : null}
                {c.rating.count > 0 && c.rating.average !== null ? (
                  <span>
                    <Stars value={c.rating.average} /> {formatRating(c.rating.average)} ({reviewCountLabel(c.rating.count)})
                  </span>
                ) : (
                  <span>Sin reseñas</span>
                )}
              </StyledMeta>
            </StyledHeroText>
            <Button to={paths.messagesWithCompany(c.id)} variant="accent" iconLeft={<MessageSquareIcon size={18} />}>
              Contactar
            </Button>
          </StyledHero>
        </Card>

        <StyledLayout>
          <StyledMain>
            <Card padding="md" as="section" aria-labelledby="company-about">
              <StyledSectionTitle id="company-about">Sobre la empresa</StyledSectionTitle>
              {c.description ? (
                // Sanitized on the server (allow-list of tags and attributes) when it is written.
                <StyledRichText dangerouslySetInnerHTML={{ __html: c.description }} />
              ) : (
                <p>Esta empresa todavía no ha añadido una descripción.</p>
              )}
            </Card>

            {c.services.length > 0 ? (
              <Card padding="md" as="section" aria-labelledby="company-services">
                <StyledSectionTitle id="company-services">Servicios</StyledSectionTitle>
                <StyledTags>
                  {c.services.map((service) => (
                    <li key={service}>
                      <Badge tone="info">{service}</Badge>
                    </li>
                  ))}
                </StyledTags>
              </Card>
            ) : null}

            {c.images.length > 0 ? (
              <Card padding="md" as="section" aria-labelledby="company-gallery">
                <StyledSectionTitle id="company-gallery">Galería</StyledSectionTitle>
                <CompanyGallery images={c.images} companyName={c.companyName} />
              </Card>
            ) : null}

            <Card padding="md" as="section" aria-labelledby="company-reviews" id="resenas">
              <StyledSectionTitle id="company-reviews">Valoraciones y reseñas</StyledSectionTitle>
              <CompanyReviews companyId={c.id} />
            </Card>
          </StyledMain>

          <StyledAside aria-labelledby="company-contact">
            <Card padding="md">
              <StyledSectionTitle id="company-contact">Información de contacto</StyledSectionTitle>
              <StyledContactList>
                {c.contactPerson ? (
                  <li>
                    <UserIcon size={18} />
                    <span>
                      <strong>Persona de contacto</strong>
                      <p>{c.contactPerson}</p>
                    </span>
                  </li>
                ) : null}
                {c.phone ? (
                  <li>
                    <PhoneIcon size={18} />
                    <span>
                      <strong>Teléfono</strong>
                      <p>
                        <a href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</a>
                      </p>
                    </span>
                  </li>
                ) : null}
                {c.email ? (
                  <li>
                    <MailIcon size={18} />
                    <span>
                      <strong>Email</strong>
                      <p>
                        <a href={`mailto:${c.email}`}>{c.email}</a>
                      </p>
                    </span>
                  </li>
                ) : null}
                {c.website ? (
                  <li>
                    <ExternalLinkIcon size={18} />
                    <span>
                      <strong>Sitio web</strong>
                      <p>
                        <a href={websiteHref(c.website)} target="_blank" rel="noopener noreferrer nofollow">
                          {c.website.replace(/^https?:\/\//i, '')}
                        </a>
                      </p>
                    </span>
                  </li>
                ) : null}
              </StyledContactList>
              <Button to={paths.messagesWithCompany(c.id)} fullWidth iconLeft={<MessageSquareIcon size={18} />}>
                Contactar
              </Button>
            </Card>
            {c.rating.count > 0 && c.rating.average !== null ? (
              <Card padding="sm">
                <StyledRatingLine>
                  <Stars value={c.rating.average} size={18} />
                  <strong>{formatRating(c.rating.average)}</strong> de 5 · {reviewCountLabel(c.rating.count)}
                </StyledRatingLine>
              </Card>
            ) : null}
          </StyledAside>
        </StyledLayout>
      </Container>
    </StyledPage>
  );
}
