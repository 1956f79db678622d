import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../api/http';
import { isStructuredRequest } from '../features/requests/components/edit/editDraft';
import { StructuredRequestEditForm } from '../features/requests/components/edit/StructuredRequestEditForm';
import { RequestForm } from '../features/requests/components/RequestForm';
import { RequestStatusBadge } from '../features/requests/components/RequestStatusBadge';
import { useRequest, useUpdateRequest } from '../features/requests/hooks/useRequests';
import type { JobRequest } from '../features/requests/requests.api';
import { paths } from '../paths';
import { Breadcrumbs, Button, Card, Container, LoadingState, PageHeader, PageSection, toast, usePageMeta } from '../ui';

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNarrow = styled.div`
  max-width: 860px;
`;

function EditForm({ request }: { request: JobRequest }) {
  const navigate = useNavigate();
  const update = useUpdateRequest(request.id);
  return (
    <RequestForm
      request={request}
      submitting={update.isPending}
      submitLabel="Guardar cambios"
      submittingLabel="Guardando..."
      secondaryAction={
        <Button to={paths.dashboard} variant="ghost" size="lg">
          Cancelar
        </Button>
      }
      onSubmit={async (input) => {
        try {
          await update.mutateAsync(input);
          toast.success('Solicitud actualizada', { description: 'Tu solicitud ha sido actualizada correctamente' });
          void navigate(paths.dashboard); // a data router's navigation never rejects
        } catch (error) {
          toast.error('No se pudo actualizar la solicitud', { description: getErrorMessage(error) });
          throw error;
        }
      }}
    />
  );
}

/**
 * /request/:id/edit (client accounts): edit one of the client's own requests, any status. A
 * structured request (guided form) is edited with the same questions; an old one with the plain form.
 */
export default function RequestEditPage() {
  usePageMeta({ title: 'Editar solicitud', noIndex: true });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const request = useRequest(id);
  const handled = useRef(false);

  // Spec §8: not found → 'Error' / 'Solicitud no encontrada'; other failures 'No se pudo cargar la solicitud'; both back to /dashboard.
  // Someone else's active request is public but not editable: treated as not found too.
  const notMine = request.data?.isOwner === false;
  useEffect(() => {
    if (!(request.isError || notMine) || handled.current) return;
    handled.current = true;
    const error = request.error;
    if (notMine || (isApiError(error) && (error.statusCode === 404 || error.statusCode === 403))) {
      toast.error('Error', { description: 'Solicitud no encontrada' });
    } else {
      toast.error('No se pudo cargar la solicitud', { description: getErrorMessage(error) });
    }
    void navigate(paths.dashboard, { replace: true });
  }, [request.isError, request.error, notMine, navigate]);

  return (
    <PageSection>
      <Container>
        <Breadcrumbs
          items={[
            { label: 'Panel', to: paths.dashboard },
            { label: 'Mis solicitudes', to: paths.clientRequests },
            { label: 'Editar solicitud' },
          ]}
        />
        <StyledNarrow>
          <PageHeader
            eyebrow="Mis solicitudes"
            title="Editar solicitud"
            subtitle={
              request.data ? (
                <StyledMeta as="span">
                  <RequestStatusBadge status={request.data.status} />
                  <span>{request.data.title}</span>
                </StyledMeta>
              ) : undefined
            }
          />
          {request.data && !notMine ? (
            isStructuredRequest(request.data) ? (
              <StructuredRequestEditForm key={request.data.id} request={request.data} />
            ) : (
              <Card padding="lg">
                <EditForm key={request.data.id} request={request.data} />
              </Card>
            )
          ) : (
            <Card padding="lg">
              <LoadingState label="Cargando la solicitud..." />
            </Card>
          )}
        </StyledNarrow>
      </Container>
    </PageSection>
  );
}
