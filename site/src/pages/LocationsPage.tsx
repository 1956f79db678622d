import { CITIES, PROVINCES, TOP_CITIES } from '@rutalia/catalog/locations';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths';
import { Card, Container, MapPinIcon, PageHeader, usePageMeta } from '../ui';

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[12]};
  }

  h2 {
    margin: ${({ theme }) => theme.space[10]} 0 ${({ theme }) => theme.space[4]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const StyledCities = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledCityLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.xs};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentText};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledProvinces = styled.ul`
  columns: 2;
  column-gap: ${({ theme }) => theme.space[6]};
  list-style: none;

  ${({ theme }) => theme.media.md} {
    columns: 3;
  }
  ${({ theme }) => theme.media.lg} {
    columns: 4;
  }

  li {
    break-inside: avoid;
    padding: ${({ theme }) => theme.space[1]} 0;
  }
  /* Underlined: the link sits in a line of text (the city count), colour alone is not enough. */
  a {
    color: ${({ theme }) => theme.colors.primary500};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const cityCount = new Map<string, number>();
for (const city of CITIES) cityCount.set(city.provinceSlug, (cityCount.get(city.provinceSlug) ?? 0) + 1);

/** /ubicaciones: the 12 largest cities and every province (with its number of cities in the catalog). */
export default function LocationsPage() {
  usePageMeta({
    title: 'Ubicaciones',
    description: 'Empresas de transporte, mudanzas y logística por ciudad y provincia en toda España.',
  });

  return (
    <StyledPage>
      <Container>
        <PageHeader
          eyebrow="Ubicaciones"
          title="Empresas de transporte por ciudad y provincia"
          subtitle="Elige tu ciudad o tu provincia y encuentra empresas de transporte, mudanzas y logística cerca de ti."
        />

        <h2>Ciudades principales</h2>
        <StyledCities>
          {TOP_CITIES.map((city) => (
            <li key={city.slug}>
              <StyledCityLink to={paths.location(city.provinceSlug, city.slug)}>
                <MapPinIcon size={20} />
                <span>
                  <strong>{city.name}</strong>
                  <span>{city.province}</span>
                </span>
              </StyledCityLink>
            </li>
          ))}
        </StyledCities>

        <h2>Provincias</h2>
        <Card padding="md">
          <StyledProvinces>
            {PROVINCES.map((province) => {
              const count = cityCount.get(province.slug) ?? 0;
              return (
                <li key={province.slug}>
                  <Link to={paths.location(province.slug)}>{province.name}</Link>{' '}
                  <span>
                    ({count} {count === 1 ? 'ciudad' : 'ciudades'})
                  </span>
                </li>
              );
            })}
          </StyledProvinces>
        </Card>
      </Container>
    </StyledPage>
  );
}
