import { TOP_CITIES } from '@rutalia/catalog/locations';
import { SERVICE_CATEGORIES } from '@rutalia/catalog/services';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LandingCtas, LandingHero, LandingSection } from '../features/landing/LandingParts';
import { paths } from '../paths';
import { Button, MapPinIcon, TruckIcon, usePageMeta } from '../ui';

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

/** /empresas: static directory landing with a search box, service categories, main cities and calls to register. */
export default function EmpresasPage() {
  usePageMeta({
    title: 'Directorio de empresas de transporte y logística',
    description: 'Busca empresas de transporte, mudanzas y logística por servicio o ciudad en toda España, o registra la tuya gratis.',
  });
  return (
    <>
      <LandingHero
        title="Encuentra la empresa de transporte que necesitas"
        text="Cientos de transportistas, empresas de mudanzas y operadores logísticos de toda España, con valoraciones de clientes reales."
        searchLabel="Buscar empresas"
        placeholder="Nombre, servicio o ciudad…"
        buttonLabel="Buscar"
        target={paths.companies}
      />

      <LandingSection title="Categorías de servicio">
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
      </LandingSection>

      <LandingSection title="Ciudades principales" alt>
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
      </LandingSection>

      <LandingSection>
        <LandingCtas
          stretchActions
          items={[
            {
              title: '¿Tienes una empresa de transporte?',
              text: 'Crea tu perfil, aparece en el directorio y recibe solicitudes de clientes de tu zona.',
              action: (
                <Button to={paths.registerCompany} variant="accent">
                  Registrar mi empresa
                </Button>
              ),
            },
            {
              title: '¿Necesitas un transporte?',
              text: 'Regístrate gratis, publica tu solicitud y recibe presupuestos de empresas verificadas.',
              action: <Button to={paths.registerClient}>Registrarme como cliente</Button>,
            },
          ]}
        />
      </LandingSection>
    </>
  );
}
