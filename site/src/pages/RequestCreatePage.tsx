import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../api/http';
import { RecommendedCompanies } from '../features/requests/components/RecommendedCompanies';
import { RequestForm } from '../features/requests/components/RequestForm';
import { RequestStatusBadge } from '../features/requests/components/RequestStatusBadge';
import { useCreateRequest } from '../features/requests/hooks/useRequests';
import type { JobRequest } from '../features/requests/requests.api';
import { paths } from '../paths';
import {
  ArrowRightIcon,
  Breadcrumbs,
  Button,
  Card,
  CheckCircleIcon,
  Container,
  ExternalLinkIcon,
  MapPinIcon,
  PageHeader,
  PageSection,
  scrollToTop,
  toast,
  usePageMeta,
} from '../ui';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledTipsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTips = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSuccess = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  border-color: ${({ theme }) => theme.colors.successSoft};
`;

const StyledSuccessHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledSuccessTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledSummaryTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

const StyledSectionTitle = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledSectionText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledContinue = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.belowMd} {
    > * {
      width: 100%;
    }
  }
`;

/** After publishing: summary, link to the published request and the recommended companies. */
function RequestCreated({ request }: { request: JobRequest }) {
  return (
    <>
      <StyledSuccess padding="md" role="status">
        <StyledSuccessHead>
          <CheckCircleIcon size={32} aria-hidden />
          <div>
            <StyledSuccessTitle>¡Solicitud creada!</StyledSuccessTitle>
            <p>
              Tu solicitud ya está publicada. Las empresas de transporte empezarán a enviarte propuestas y te avisaremos cuando lleguen.
            </p>
          </div>
        </StyledSuccessHead>
        <StyledSummary>
          <StyledSummaryTitle>{request.title}</StyledSummaryTitle>
          <StyledMeta>
            <RequestStatusBadge status={request.status} />
            <span>
              <MapPinIcon size={14} aria-hidden />
              {request.location}
            </span>
            <span>{request.serviceType}</span>
          </StyledMeta>
        </StyledSummary>
        <StyledButtons>
          <Button to={paths.jobDetail(request.seoParam)} variant="outline" iconLeft={<ExternalLinkIcon size={18} />}>
            Ver solicitud publicada
          </Button>
          <Button to={paths.jobProposals(request.id)} variant="ghost">
            Ver Propuestas
          </Button>
        </StyledButtons>
      </StyledSuccess>

      <section aria-labelledby="recommended-title">
        <StyledSectionTitle id="recommended-title">Empresas recomendadas</StyledSectionTitle>
        <StyledSectionText>
          Empresas que ofrecen los servicios que necesitas, en tu zona o cerca. Contacta con ellas directamente si quieres.
        </StyledSectionText>
        <RecommendedCompanies requestId={request.id} />
      </section>

      <StyledContinue>
        <Button to={paths.dashboard} size="lg" iconRight={<ArrowRightIcon size={18} />}>
          Continuar
        </Button>
      </StyledContinue>
    </>
  );
}

/** /request (client accounts): publish a new request, then see recommended companies. */
export default function RequestCreatePage() {
  usePageMeta({
    title: 'Nueva solicitud',
    description: 'Publica tu solicitud de transporte, mudanza o logística y recibe propuestas de empresas.',
    noIndex: true,
  });
  const create = useCreateRequest();
  const [created, setCreated] = useState<JobRequest | null>(null);

  return (
    <PageSection>
      <Container>
        <Breadcrumbs
          items={[
            { label: 'Panel', to: paths.dashboard },
            { label: 'Mis solicitudes', to: paths.clientRequests },
            { label: 'Nueva solicitud' },
          ]}
        />
        {created ? (
          <>
            <PageHeader eyebrow="Solicitud publicada" title="Tu solicitud está en marcha" />
            <RequestCreated request={created} />
          </>
        ) : (
          <>
            <PageHeader
              eyebrow="Nueva solicitud"
              title="Publica tu solicitud"
              subtitle="Cuéntanos qué necesitas transportar y recibe propuestas de empresas verificadas. Es gratis y sin compromiso."
            />
            <StyledLayout>
              <Card padding="lg">
                <RequestForm
                  mode="create"
                  submitting={create.isPending}
                  submitLabel="Publicar solicitud"
                  submittingLabel="Publicando..."
                  onSubmit={async (input) => {
                    try {
                      const saved = await create.mutateAsync(input);
                      toast.success('¡Solicitud creada!', {
                        description: 'Las empresas ya pueden ver tu solicitud y enviarte propuestas.',
                      });
                      setCreated(saved);
                      scrollToTop();
                    } catch (error) {
                      if (isApiError(error)) {
                        toast.error(`Error al crear la solicitud: ${getErrorMessage(error)}`);
                      } else {
                        toast.error('Error inesperado al crear la solicitud');
                      }
                      throw error;
                    }
                  }}
                />
              </Card>
              <Card as="aside" padding="md" aria-labelledby="request-tips-title">
                <StyledTipsTitle id="request-tips-title">Cómo funciona</StyledTipsTitle>
                <StyledTips>
                  <li>
                    <strong>Publica tu solicitud</strong>
                    <span>Describe el servicio con detalle: qué, desde dónde, hasta dónde y cuándo.</span>
                  </li>
                  <li>
                    <strong>Recibe propuestas</strong>
                    <span>Las empresas interesadas te envían su propuesta con precio.</span>
                  </li>
                  <li>
                    <strong>Elige la mejor</strong>
                    <span>Al aceptar una propuesta, solo esa empresa verá tu nombre y tu teléfono. Tu email nunca se comparte.</span>
                  </li>
                </StyledTips>
              </Card>
            </StyledLayout>
          </>
        )}
      </Container>
    </PageSection>
  );
}
