import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { JobFacts, StyledFactList } from '../features/jobs/components/JobFacts';
import { JobMeta } from '../features/jobs/components/JobMeta';
import { JobPhotos } from '../features/jobs/components/JobPhotos';
import { JobProposalCta } from '../features/jobs/components/JobProposalCta';
import { JobQueryFallback, isJobNotFound } from '../features/jobs/components/JobQueryFallback';
import { useDelayedNavigate } from '../features/jobs/hooks/useDelayedNavigate';
import { useJob } from '../features/jobs/hooks/useJobs';
import { PROPOSAL_REDIRECT_MS } from '../features/jobs/jobs.constants';
import { routeText } from '../features/jobs/jobText';
import { ProposalForm } from '../features/proposals/components/ProposalForm';
import { ReportButton } from '../features/reports/components/ReportButton';
import { RequestStatusBadge } from '../features/requests/components/RequestStatusBadge';
import { idFromSeoParam, paths } from '../paths';
import {
  ArrowLeftIcon,
  Breadcrumbs,
  Button,
  Card,
  Container,
  excerpt,
  htmlToPlainText,
  RichTextContent,
  TagList,
  usePageMeta,
} from '../ui';

const StyledPage = styled.section`
  flex: 1;
  padding: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[10]};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

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

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeightLg} + ${({ theme }) => theme.space[4]});
  }
`;

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

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

const StyledSectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

// Sections of the job right under its h1: h2 for the heading order, smaller than the form's title.
const StyledSubTitle = styled.h2`
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFormIntro = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled(JobFacts)`
  margin-top: ${({ theme }) => theme.space[5]};
`;

/** The answers are short («Piso», «2.º», «Sí»): two columns even on phones. */
const StyledDetails = styled(StyledFactList)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

/** Centred: the floating WhatsApp button sits over the right edge. */
const StyledReport = styled.div`
  display: flex;
  justify-content: center;
`;

/** /job/{seoParam} and /jobs/{seoParam}: a public request, with 'Enviar Propuesta'. */
export default function JobDetailPage() {
  const { seoParam = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = idFromSeoParam(seoParam) ?? seoParam;
  const job = useJob(id);
  const data = job.data;
  const [formOpen, setFormOpen] = useState(false);
  const formSection = useRef<HTMLElement | null>(null);
  const navigateLater = useDelayedNavigate();
  const notFound = job.isError && isJobNotFound(job.error);

  usePageMeta({
    title: data ? data.title : notFound ? 'Trabajo no encontrado' : 'Trabajo',
    description: data
      ? excerpt(`${[routeText(data), data.keyDetails].filter(Boolean).join('. ')}. ${htmlToPlainText(data.description)}`, 155)
      : undefined,
    noIndex: job.isError,
  });

  // An outdated or id-only URL, or the /jobs/ alias: show the canonical /job/{seoParam}.
  useEffect(() => {
    if (data?.seoParam && (data.seoParam !== seoParam || !location.pathname.startsWith('/job/'))) {
      void navigate({ pathname: paths.jobDetail(data.seoParam), search: location.search, hash: location.hash }, { replace: true });
    }
  }, [data?.seoParam, seoParam, navigate, location.pathname, location.search, location.hash]);

  // Opening the form brings it into view and puts the caret in the message.
  useEffect(() => {
    if (!formOpen || !formSection.current) return;
    const section = formSection.current;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
  }, [formOpen]);

  if (job.isPending || job.isError) {
    return (
      <StyledPage>
        <JobQueryFallback job={job} />
      </StyledPage>
    );
  }

  const j = job.data;
  const formId = 'job-proposal-form';

  return (
    <StyledPage>
      <Container>
        <Breadcrumbs items={[{ label: 'Inicio', to: paths.home }, { label: 'Trabajos', to: paths.jobs }, { label: j.title }]} />

        <StyledLayout>
          <StyledMain>
            <Card padding="md" as="article" aria-labelledby="job-title">
              <StyledHeader>
                <div>
                  <RequestStatusBadge status={j.status} />
                </div>
                <h1 id="job-title">{j.title}</h1>
                <JobMeta job={j} />
              </StyledHeader>

              <StyledFacts job={j} />

              {j.detailsSummary.length > 0 ? (
                <>
                  <StyledSubTitle>Detalles</StyledSubTitle>
                  <StyledDetails>
                    {j.detailsSummary.map((line) => (
                      <div key={line.label}>
                        <dt>{line.label}</dt>
                        <dd>{line.value}</dd>
                      </div>
                    ))}
                  </StyledDetails>
                </>
              ) : null}

              <StyledSubTitle>Servicios solicitados</StyledSubTitle>
              {j.services.length > 0 ? (
                <TagList items={j.services} label="Servicios solicitados" />
              ) : (
                <p>{j.serviceType || 'No especificado'}</p>
              )}

              <StyledSubTitle>Descripción</StyledSubTitle>
              {j.description ? <RichTextContent html={j.description} /> : <p>El cliente no ha añadido una descripción.</p>}

              {j.photos && j.photos.length > 0 ? (
                <>
                  <StyledSubTitle>Fotos</StyledSubTitle>
                  <JobPhotos photos={j.photos} title={j.title} />
                </>
              ) : null}
            </Card>

            {formOpen ? (
              <section id={formId} ref={formSection} aria-labelledby="job-proposal-title">
                <Card padding="md">
                  <StyledSectionTitle id="job-proposal-title">Enviar propuesta</StyledSectionTitle>
                  <StyledFormIntro>Preséntate al cliente, explica cómo harías el trabajo y, si quieres, indica tu precio.</StyledFormIntro>
                  <ProposalForm
                    requestId={j.id}
                    category={j.category}
                    onCancel={() => setFormOpen(false)}
                    onSent={() => navigateLater(paths.dashboard, PROPOSAL_REDIRECT_MS)}
                  />
                </Card>
              </section>
            ) : null}
          </StyledMain>

          <StyledAside aria-label="Enviar propuesta">
            <JobProposalCta
              job={j}
              formOpen={formOpen}
              formId={formId}
              onOpenForm={() => {
                if (formOpen) formSection.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
                else setFormOpen(true);
              }}
            />
            <Button to={paths.jobs} variant="ghost" iconLeft={<ArrowLeftIcon size={18} />}>
              Ver más trabajos
            </Button>
            <StyledReport>
              <ReportButton
                reportType="request"
                targetId={j.id}
                targetName={j.title}
                label="Reportar solicitud"
                isOwn={j.isOwner === true}
              />
            </StyledReport>
          </StyledAside>
        </StyledLayout>
      </Container>
    </StyledPage>
  );
}
