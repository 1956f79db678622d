import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BADGES_HELP_PATH } from '../features/companies/components/CompanyChecksCard';
import { TrustBadges } from '../features/companies/components/TrustBadges';
import { DocumentKindCard } from '../features/documents/components/DocumentKindCard';
import { DOCUMENT_KINDS } from '../features/documents/documentTexts';
import type { MyDocuments } from '../features/documents/documents.api';
import { useMyDocuments } from '../features/documents/useDocuments';
import { paths } from '../paths';
import { Alert, Button, Card, Container, ErrorState, LoadingState, PageHeader, PageSection, usePageMeta } from '../ui';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const StyledPublic = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.primary500};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * /company/documents (company accounts, issue 20): upload the CIF, the transport authorisation and
 * the insurances, see how each review went and what the public sees. The files stay private.
 */
export default function CompanyDocumentsPage() {
  usePageMeta({
    title: 'Documentos',
    description: 'Sube tu CIF, tu autorización de transporte y tus seguros para mostrar insignias comprobadas en tu perfil.',
    noIndex: true,
  });
  const documents = useMyDocuments();

  return (
    <PageSection>
      <Container>
        <PageHeader
          eyebrow="Mi empresa"
          title="Documentos"
          subtitle="Acredita tu empresa: revisamos cada documento en 24-48 horas y, al aprobarlo, tu perfil muestra su insignia."
          actions={
            <Button to={paths.dashboard} variant="ghost">
              Volver al panel
            </Button>
          }
        />
        {documents.isPending ? (
          <Card padding="lg">
            <LoadingState label="Cargando tus documentos..." />
          </Card>
        ) : documents.isError ? (
          <ErrorState
            title="No se pudieron cargar tus documentos"
            error={documents.error}
            onRetry={() => void documents.refetch()}
            retrying={documents.isFetching}
          />
        ) : (
          <DocumentsContent data={documents.data} />
        )}
      </Container>
    </PageSection>
  );
}

/** What the public sees, the note on «Verificado» and one card per kind of document. */
function DocumentsContent({ data }: { data: MyDocuments }) {
  return (
    <StyledStack>
      <Card padding="md" as="section" aria-labelledby="documents-public">
        <StyledPublic>
          <h2 id="documents-public">Lo que ven los clientes</h2>
          {data.verified || data.badges.length > 0 ? (
            <TrustBadges verified={data.verified} badges={data.badges} size="md" compact={false} />
          ) : (
            <p>Aún no tienes documentos aprobados: tu perfil no muestra ninguna insignia.</p>
          )}
          <p>
            Tu perfil, tus tarjetas en el directorio y tus propuestas muestran estas insignias. Los archivos solo los ve nuestro equipo de
            revisión: nunca se publican. <Link to={BADGES_HELP_PATH}>Qué significa cada insignia</Link>
          </p>
        </StyledPublic>
      </Card>
      {!data.verified ? (
        <Alert tone="info" title="«Verificado» depende de tu CIF">
          Tu empresa aparece como «Verificado» en cuanto aprobamos tu CIF o NIF.
        </Alert>
      ) : null}
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentKindCard key={kind} kind={kind} items={data.items} maxBytes={data.maxBytes} />
      ))}
    </StyledStack>
  );
}
