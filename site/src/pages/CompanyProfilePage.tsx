import styled from 'styled-components';
import { AccountSections } from '../features/account/AccountSections';
import { CompanyMediaManager } from '../features/companies/components/CompanyMediaManager';
import { CompanyProfileForm } from '../features/companies/components/CompanyProfileForm';
import { useMyCompany } from '../features/companies/useCompanies';
import { paths } from '../paths';
import { Alert, Button, Card, Container, ErrorState, ExternalLinkIcon, LoadingState, PageHeader, usePageMeta } from '../ui';
import { PageSection } from '../ui/PageSection';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** /profile and /company-profile (company accounts): edit the public profile, logo and gallery. */
export default function CompanyProfilePage() {
  usePageMeta({ title: 'Perfil de empresa', description: 'Edita el perfil público de tu empresa en Rutalia.', noIndex: true });
  const company = useMyCompany();

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi empresa"
          title="Perfil de empresa"
          subtitle="Los clientes ven estos datos en tu página pública y en el directorio."
          actions={
            company.data ? (
              <Button to={paths.companyDetail(company.data.seoParam)} variant="outline" iconRight={<ExternalLinkIcon size={16} />}>
                Ver página pública
              </Button>
            ) : null
          }
        />
        {company.isPending ? (
          <LoadingState label="Cargando tu empresa..." />
        ) : company.isError ? (
          <ErrorState
            title="No se pudo cargar el perfil de empresa"
            error={company.error}
            onRetry={() => void company.refetch()}
            retrying={company.isFetching}
          />
        ) : (
          <StyledStack>
            {!company.data.visible ? (
              <Alert tone="warning" title="Tu empresa no aparece en el directorio">
                {company.data.suspensionReason ?? 'Tu perfil no es visible públicamente en este momento.'}
              </Alert>
            ) : null}
            <StyledLayout>
              <Card padding="lg">
                <CompanyProfileForm key={company.data.id} company={company.data} />
              </Card>
              <Card padding="md">
                <CompanyMediaManager company={company.data} />
              </Card>
            </StyledLayout>
          </StyledStack>
        )}
        <AccountSections />
      </Container>
    </PageSection>
  );
}
