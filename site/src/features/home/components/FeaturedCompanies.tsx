import { paths } from '../../../paths';
import { ArrowRightIcon, BuildingIcon, Button, EmptyState } from '../../../ui';
import { CompanyCard, CompanyCardSkeleton, StyledCompanyGrid } from '../../companies/components/CompanyCard';
import { FeaturedNote } from '../../companies/components/FeaturedLabel';
import { HOME_GRID_SIZE } from '../home.api';
import { useLatestCompanies } from '../hooks/useLatestCompanies';
import { HomeSection } from './HomeSection';

/** Featured companies (spec §2 'Home'): the 6 newest visible companies, Premium ones boosted in turns, with a link to the directory. */
export function FeaturedCompanies() {
  const companies = useLatestCompanies();

  return (
    <HomeSection
      id="empresas-destacadas"
      eyebrow="Directorio"
      title="Empresas destacadas"
      lede="Empresas de transporte, mudanzas y logística de Rutalia: las últimas en unirse y, por turnos, las de plan Premium."
      action={
        <Button to={paths.companies} variant="outline" iconRight={<ArrowRightIcon size={18} />}>
          Ver todas las empresas
        </Button>
      }
    >
      {companies.isPending ? (
        <StyledCompanyGrid aria-busy="true" aria-label="Cargando empresas">
          {Array.from({ length: HOME_GRID_SIZE }, (_, index) => (
            <li key={index}>
              <CompanyCardSkeleton />
            </li>
          ))}
        </StyledCompanyGrid>
      ) : companies.data && companies.data.length > 0 ? (
        <>
          <StyledCompanyGrid>
            {companies.data.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </StyledCompanyGrid>
          <FeaturedNote items={companies.data} premiumOnly />
        </>
      ) : (
        <EmptyState
          headingAs="h3"
          icon={<BuildingIcon size={26} />}
          title="No hay empresas registradas todavía."
          description="¿Tienes una empresa de transporte o logística? Sé la primera en aparecer aquí."
          action={<Button to={paths.registerCompany}>Registrar mi empresa</Button>}
        />
      )}
    </HomeSection>
  );
}
