import { TOP_CITIES } from '@catalog/locations';
import { SERVICE_CATEGORIES } from '@catalog/services';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths';
import { Button, Card, Container, Input, MapPinIcon, SearchIcon, TruckIcon, usePageMeta, VisuallyHidden } from '../ui';

const StyledHero = styled.section`
  padding: ${({ theme }) => theme.space[12]} 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    max-width: 60ch;
    margin: ${({ theme }) => theme.space[4]} auto 0;
    color: ${({ theme }) => theme.colors.textInverseMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledSearch = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 620px;
  margin: ${({ theme }) => theme.space[8]} auto 0;

  > div {
    flex: 1;
  }
  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column;
  }
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

const StyledGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const StyledTile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary200};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const StyledCta = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /empresas: static directory landing with a search box, service categories, main cities and calls to register. */
export default function EmpresasPage() {
  usePageMeta({
    title: 'Directorio de empresas de transporte y logística',
    description: 'Busca empresas de transporte, mudanzas y logística por servicio o ciudad en toda España, o registra la tuya gratis.',
  });
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    navigate(text ? `${paths.companies}?q=${encodeURIComponent(text)}` : paths.companies);
  };

  return (
    <>
      <StyledHero>
        <Container>
          <h1>Encuentra la empresa de transporte que necesitas</h1>
          <p>Cientos de transportistas, empresas de mudanzas y operadores logísticos de toda España, con valoraciones de clientes reales.</p>
          <StyledSearch role="search" onSubmit={onSubmit}>
            <div>
              <VisuallyHidden as="label" htmlFor={inputId}>
                Buscar empresas
              </VisuallyHidden>
              <Input id={inputId} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Nombre, servicio o ciudad…" maxLength={100} />
            </div>
            <Button type="submit" variant="accent" iconLeft={<SearchIcon size={18} />}>
              Buscar
            </Button>
          </StyledSearch>
        </Container>
      </StyledHero>

      <StyledSection>
        <Container>
          <h2>Categorías de servicio</h2>
          <StyledGrid $min="220px">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.slug}>
                <StyledTile to={`${paths.companies}?service=${encodeURIComponent(category.name)}`}>
                  <TruckIcon size={20} />
                  {category.name}
                </StyledTile>
              </li>
            ))}
          </StyledGrid>
        </Container>
      </StyledSection>

      <StyledSection $alt>
        <Container>
          <h2>Ciudades principales</h2>
          <StyledGrid $min="180px">
            {TOP_CITIES.map((city) => (
              <li key={city.slug}>
                <StyledTile to={paths.location(city.provinceSlug, city.slug)}>
                  <MapPinIcon size={20} />
                  {city.name}
                </StyledTile>
              </li>
            ))}
          </StyledGrid>
        </Container>
      </StyledSection>

      <StyledSection>
        <Container>
          <StyledCta>
            <Card padding="lg">
              <h3>¿Tienes una empresa de transporte?</h3>
              <p>Crea tu perfil, aparece en el directorio y recibe solicitudes de clientes de tu zona.</p>
              <Button to={paths.registerCompany} variant="accent">
                Registrar mi empresa
              </Button>
            </Card>
            <Card padding="lg">
              <h3>¿Necesitas un transporte?</h3>
              <p>Regístrate gratis, publica tu solicitud y recibe presupuestos de empresas verificadas.</p>
              <Button to={paths.registerClient}>Registrarme como cliente</Button>
            </Card>
          </StyledCta>
        </Container>
      </StyledSection>
    </>
  );
}
