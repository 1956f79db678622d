import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import {
  AlertCircleIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  BackLink,
  Button,
  Card,
  EmptyState,
  ErrorState,
  formatDate,
  formatEuros,
  LoadingState,
  MapPinIcon,
  MetaList,
  RichTextContent,
} from '../../../ui';
import { RequestStatusBadge } from '../../requests/components/RequestStatusBadge';
import { getProposal, type Proposal } from '../proposals.api';
import { ClientActions, CompanyContactBox, CompanySummary, StyledActions, StyledMuted, StyledSubheading } from './ProposalPanels';
import { ProposalStatusBadge, proposalStatusLabel } from './ProposalStatusBadge';
import { ProposalTermsDetails } from './ProposalTermsDetails';

/** Who is looking at the proposal: the proposing company, the request's client or an admin. */
export type ProposalViewer = 'company' | 'client' | 'admin';

export const proposalDetailKey = (id: string) => ['proposals', 'detail', id] as const;

/** One proposal (404 and 403 are final: the client's retry rule, app/queryClient.ts). */
export function useProposal(id: string) {
  return useQuery({
    queryKey: proposalDetailKey(id),
    queryFn: ({ signal }) => getProposal(id, signal),
    enabled: id.length > 0,
  });
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledCardTitle = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  dt {
    margin-bottom: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledPrice = styled.dd`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
`;

const StyledMeta = styled(MetaList)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

function backLinkFor(viewer: ProposalViewer, proposal?: Proposal): { to: string; children: string } {
  if (viewer === 'company') return { to: paths.companyProposals, children: 'Volver a Mis Propuestas' };
  if (viewer === 'client') {
    return proposal
      ? { to: paths.jobProposals(proposal.requestId), children: 'Volver a las propuestas de la solicitud' }
      : { to: paths.clientRequests, children: 'Volver a mis solicitudes' };
  }
  return { to: paths.dashboard, children: 'Volver al dashboard' };
}

export type ProposalDetailProps = {
  proposalId: string;
  viewer: ProposalViewer;
};

/**
 * Proposal detail shared by /company/proposal/{id} (the proposing company) and
 * /proposals/{id} (the request's client, the company or an admin): the
 * proposal, the request it answers and the company card. The company sees the
 * client's name and phone only once the proposal is accepted.
 */
export function ProposalDetail({ proposalId, viewer }: ProposalDetailProps) {
  const query = useProposal(proposalId);

  if (query.isPending) return <LoadingState label="Cargando propuesta..." fullHeight />;

  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.isNotFound || query.error.statusCode === 403);
    if (notFound || proposalId.length === 0) {
      const back =
        viewer === 'company'
          ? { to: paths.companyProposals, label: 'Volver a Mis Propuestas' }
          : viewer === 'client'
            ? { to: paths.clientRequests, children: 'Volver a mis solicitudes' }
            : { to: paths.dashboard, label: 'Volver al dashboard' };
      return (
        <EmptyState
          headingAs="h1"
          icon={<AlertCircleIcon size={26} />}
          title="Propuesta no encontrada"
          description="La propuesta que buscas no existe o no tienes acceso a ella."
          action={
            <Button variant="primary" to={back.to} iconLeft={<ArrowLeftIcon size={18} />}>
              {back.label}
            </Button>
          }
        />
      );
    }
    return (
      <>
        <BackLink {...backLinkFor(viewer)} />
        <ErrorState
          title="No se pudo cargar la propuesta"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }

  const proposal = query.data;
  const request = proposal.request;
  const company = proposal.company;
  const ownProposal = viewer === 'company';

  return (
    <article aria-labelledby="proposal-title">
      <BackLink {...backLinkFor(viewer, proposal)} />
      <StyledHeader>
        <StyledEyebrow>{ownProposal ? 'Tu propuesta' : 'Detalle de la propuesta'}</StyledEyebrow>
        <StyledTitle id="proposal-title">{request?.title ?? 'Propuesta'}</StyledTitle>
      </StyledHeader>

      <StyledLayout>
        <StyledColumn>
          {ownProposal ? <CompanyContactBox proposal={proposal} /> : null}

          <Card padding="md" as="section" aria-labelledby="proposal-heading">
            <StyledCardTitle id="proposal-heading">
              {ownProposal ? 'Tu propuesta' : company ? `Propuesta de ${company.companyName}` : 'Propuesta'}
              <ProposalStatusBadge status={proposal.status} closedReason={proposal.closedReason} size="md" />
            </StyledCardTitle>
            <StyledFacts>
              <div>
                <dt>Precio</dt>
                {proposal.price !== null ? (
                  <StyledPrice>{formatEuros(proposal.price)}</StyledPrice>
                ) : (
                  <dd>
                    <StyledMuted>Sin precio</StyledMuted>
                  </dd>
                )}
              </div>
              <div>
                <dt>Enviada</dt>
                <dd>
                  <time dateTime={proposal.createdAt}>{formatDate(proposal.createdAt)}</time>
                </dd>
              </div>
              {proposal.respondedAt ? (
                <div>
                  <dt>{proposal.status === 'pending' ? 'Respondida' : proposalStatusLabel(proposal.status, proposal.closedReason)}</dt>
                  <dd>
                    <time dateTime={proposal.respondedAt}>{formatDate(proposal.respondedAt)}</time>
                  </dd>
                </div>
              ) : null}
            </StyledFacts>
            <ProposalTermsDetails proposal={proposal} />
            <StyledSubheading>Mensaje</StyledSubheading>
            {proposal.message ? <RichTextContent compact html={proposal.message} /> : <StyledMuted>Sin mensaje.</StyledMuted>}
            {viewer === 'client' ? <ClientActions proposal={proposal} /> : null}
          </Card>

          {request ? (
            <Card padding="md" as="section" aria-labelledby="proposal-request">
              <StyledCardTitle id="proposal-request">
                Solicitud
                <RequestStatusBadge status={request.status} size="md" />
              </StyledCardTitle>
              <StyledSubheading as="p">{request.title}</StyledSubheading>
              <StyledMeta>
                {request.location ? (
                  <li>
                    <MapPinIcon size={16} aria-hidden />
                    {request.location}
                  </li>
                ) : null}
                {request.serviceType ? <li>{request.serviceType}</li> : null}
                <li>
                  Publicada el <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                </li>
              </StyledMeta>
              {request.description ? <RichTextContent compact html={request.description} /> : null}
              {request.status === 'active' ? (
                <StyledActions>
                  <Button variant="outline" size="sm" to={paths.jobDetail(request.seoParam)} iconRight={<ArrowRightIcon size={16} />}>
                    Ver la publicación
                  </Button>
                </StyledActions>
              ) : null}
            </Card>
          ) : null}
        </StyledColumn>

        <StyledColumn as="aside" aria-label="Empresa">
          {company ? <CompanySummary company={company} viewer={viewer} /> : null}
        </StyledColumn>
      </StyledLayout>
    </article>
  );
}

/** Page title for a loaded proposal. */
export function proposalPageTitle(proposal: Proposal | undefined): string {
  return proposal?.request ? `Propuesta: ${proposal.request.title}` : 'Detalle de la propuesta';
}
