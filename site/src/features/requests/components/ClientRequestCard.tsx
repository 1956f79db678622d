import styled from 'styled-components';
import { paths } from '../../../paths';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  EyeIcon,
  htmlExcerpt,
  MessageSquareIcon,
  MetaList,
  proposalCountLabel,
  TruckIcon,
} from '../../../ui';
import { formatDate } from '../../../ui/format';
import { JobHighlights } from '../../jobs/components/JobHighlights';
import type { JobRequest } from '../requests.api';
import { HiredJobActions } from './lifecycle/HiredJobActions';
import { HireSummary } from './lifecycle/HireSummary';
import { ReviewInviteButton } from './lifecycle/ReviewInviteButton';
import { RequestStatusBadge } from './RequestStatusBadge';

const StyledHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
`;

const StyledMeta = styled(MetaList)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledHighlights = styled(JobHighlights)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const StyledExcerpt = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`;

const StyledHire = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledDue = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Only a completed, not yet reviewed hire has the button; otherwise the box takes no room. */
const StyledReview = styled.div`
  &:empty {
    display: none;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.belowMd} {
    > * {
      flex: 1;
    }
  }
`;

/**
 * One of the client's requests in 'Todas mis Solicitudes': route, date and key details, services,
 * excerpt, actions; once hired, the company and what to do next (complete, reopen or review).
 */
export function ClientRequestCard({ request }: { request: JobRequest }) {
  const text = htmlExcerpt(request.description, 200);
  const hire = request.hiredProposal && (request.status === 'hired' || request.status === 'completed');
  return (
    <Card as="article" padding="md" aria-labelledby={`request-${request.id}-title`}>
      <StyledHead>
        <CardTitle as="h2" id={`request-${request.id}-title`} tabIndex={-1}>
          {request.title}
        </CardTitle>
        <StyledBadges>
          <RequestStatusBadge status={request.status} size="md" />
          {request.proposalCount > 0 ? (
            <Badge tone="accent" size="md" icon={<MessageSquareIcon size={14} aria-hidden />}>
              {proposalCountLabel(request.proposalCount)}
            </Badge>
          ) : null}
        </StyledBadges>
      </StyledHead>
      <StyledHighlights job={request} />
      <StyledMeta>
        <li>
          <TruckIcon size={16} aria-hidden />
          <span>{request.serviceType}</span>
        </li>
        <li>
          <span>
            Publicada el <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </span>
        </li>
      </StyledMeta>
      {text ? <StyledExcerpt>{text}</StyledExcerpt> : null}
      {hire ? (
        <StyledHire>
          <HireSummary request={request} />
          {request.completionDue ? <StyledDue>¿Se hizo el trabajo? Ya pasó la fecha del servicio.</StyledDue> : null}
          <HiredJobActions request={request} focusTargetId={`request-${request.id}-title`} />
          <StyledReview>
            <ReviewInviteButton request={request} />
          </StyledReview>
        </StyledHire>
      ) : null}
      <StyledActions>
        <Button
          to={paths.jobProposals(request.id)}
          size="sm"
          iconLeft={<EyeIcon size={16} />}
          aria-label={`Ver Propuestas de ${request.title}`}
        >
          Ver Propuestas
        </Button>
        <Button to={paths.requestEdit(request.id)} size="sm" variant="outline" aria-label={`Editar ${request.title}`}>
          Editar
        </Button>
      </StyledActions>
    </Card>
  );
}
