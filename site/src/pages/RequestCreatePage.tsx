import { useState } from 'react';
import styled from 'styled-components';
import { GuidedRequestForm } from '../features/requests/components/guided/GuidedRequestForm';
import { RecommendedCompanies } from '../features/requests/components/RecommendedCompanies';
import { RequestStatusBadge } from '../features/requests/components/RequestStatusBadge';
import type { JobRequest } from '../features/requests/requests.api';
import { paths } from '../paths';
import {
  ArrowRightIcon,
  Button,
  Card,
  CheckCircleIcon,
  Container,
  ExternalLinkIcon,
  MapPinIcon,
  PageSection,
  scrollToTop,
  usePageMeta,
} from '../ui';

const StyledContainer = styled(Container)`
  max-width: 880px;
`;

const StyledIntro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.belowMd} {
    margin-bottom: ${({ theme }) => theme.space[4]};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
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

const StyledKeyDetails = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  // A new account's request waits as a draft until its email is verified (issue 22).
  const draft = request.status === 'draft';
  return (
    <>
      <StyledSuccess padding="md" role="status">
        <StyledSuccessHead>
          <CheckCircleIcon size={32} aria-hidden />
          <div>
            <StyledSuccessTitle>¡Solicitud creada!</StyledSuccessTitle>
            <p>
              {draft
                ? 'Tu solicitud está guardada como borrador: se publicará en cuanto abras el enlace que te hemos enviado por email para verificar tu cuenta. Después, las empresas de transporte empezarán a enviarte propuestas.'
                : 'Tu solicitud ya está publicada. Las empresas de transporte empezarán a enviarte propuestas y te avisaremos cuando lleguen.'}
            </p>
          </div>
        </StyledSuccessHead>
        <StyledSummary>
          <StyledSummaryTitle>{request.title}</StyledSummaryTitle>
          <StyledMeta>
            <RequestStatusBadge status={request.status} />
            <span>
              <MapPinIcon size={14} aria-hidden />
              {request.destination ? `${request.origin.city} → ${request.destination.city}` : request.location}
            </span>
            {request.distanceText ? <span>{request.distanceText}</span> : null}
            <span>{request.categoryName ?? request.serviceType}</span>
          </StyledMeta>
          {request.keyDetails ? <StyledKeyDetails>{request.keyDetails}</StyledKeyDetails> : null}
        </StyledSummary>
        <StyledButtons>
          <Button to={paths.jobDetail(request.seoParam)} variant="outline" iconLeft={<ExternalLinkIcon size={18} />}>
            {draft ? 'Ver solicitud' : 'Ver solicitud publicada'}
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

/**
 * /request (public): the guided request form; a visitor creates the account on its last step.
 * Once published (spec: after creation the screen shows recommended companies; Continuar goes to
 * /dashboard) the same page shows the request's summary, its link and the recommended companies.
 */
export default function RequestCreatePage() {
  usePageMeta({
    title: 'Pide presupuestos',
    description: 'Cuéntanos qué necesitas mover, desde dónde, hasta dónde y cuándo, y recibe presupuestos de empresas verificadas.',
    noIndex: true,
  });
  const [created, setCreated] = useState<JobRequest | null>(null);
  return (
    <PageSection>
      <StyledContainer>
        <StyledIntro>
          <h1>{created ? 'Tu solicitud está en marcha' : 'Pide presupuestos gratis'}</h1>
          {created ? null : <p>Unas pocas preguntas y las empresas verificadas te envían su precio. Sin compromiso.</p>}
        </StyledIntro>
        {created ? (
          <RequestCreated request={created} />
        ) : (
          <GuidedRequestForm
            onPublished={(request) => {
              setCreated(request);
              scrollToTop();
            }}
          />
        )}
      </StyledContainer>
    </PageSection>
  );
}
