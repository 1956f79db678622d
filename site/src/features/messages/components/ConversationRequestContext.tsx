import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Badge, CheckIcon, MapPinIcon, type BadgeTone } from '../../../ui';
import type { ConversationProposal, ConversationRequest } from '../messages.api';
import { conversationProposalState, proposalChipText, requestContextMeta, type ConversationProposalState } from '../messageTexts';

/** One line, cut with an ellipsis (the full title is in `title`). */
const StyledTitle = styled(Link)`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    max-width: 100%;
  }
`;

/** The proposal chip is a link: underlined on hover like the title, the chip keeps its colours. */
const StyledProposalLink = styled(Link)`
  display: inline-flex;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }
`;

const PROPOSAL_TONES: Record<ConversationProposalState, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  expired: 'neutral',
  discarded: 'neutral',
};

/** Who reads the header: the client goes to the request's proposals, the company to its own proposal. */
export type ConversationViewer = 'client' | 'company';

function ProposalChip({ requestId, proposal, viewer }: { requestId: string; proposal: ConversationProposal; viewer: ConversationViewer }) {
  const text = proposalChipText(proposal);
  const [to, hint] =
    viewer === 'client'
      ? [paths.jobProposals(requestId), 'Ver las propuestas de la solicitud']
      : [paths.companyProposalDetail(proposal.id), 'Ver tu propuesta'];
  return (
    <StyledProposalLink to={to} title={hint} aria-label={`${text}. ${hint}`}>
      <Badge size="sm" tone={PROPOSAL_TONES[conversationProposalState(proposal)]}>
        {text}
      </Badge>
    </StyledProposalLink>
  );
}

/** What the conversation is about, under the other party's name: the request's title, a link to its job page. */
export function ConversationRequestTitle({ request }: { request: ConversationRequest }) {
  return (
    <StyledTitle to={paths.jobDetail(request.seoParam)} title={request.title}>
      {request.title}
    </StyledTitle>
  );
}

/**
 * The request's route, service date, accepted price and the company's proposal (a link) as small
 * chips (nothing when none is known).
 */
export function ConversationRequestMeta({
  request,
  viewer,
  className,
}: {
  request: ConversationRequest;
  viewer: ConversationViewer;
  className?: string;
}) {
  const { route, date, price } = requestContextMeta(request);
  const { proposal } = request;
  if (!route && !date && !price && !proposal) return null;
  return (
    <StyledMeta aria-label="Datos del trabajo" className={className}>
      {route ? (
        <li>
          <Badge size="sm" icon={<MapPinIcon size={12} />}>
            {route}
          </Badge>
        </li>
      ) : null}
      {date ? (
        <li>
          <Badge size="sm">{date}</Badge>
        </li>
      ) : null}
      {price ? (
        <li>
          <Badge size="sm" tone="success" icon={<CheckIcon size={12} />}>
            {price}
          </Badge>
        </li>
      ) : null}
      {proposal ? (
        <li>
          <ProposalChip requestId={request.id} proposal={proposal} viewer={viewer} />
        </li>
      ) : null}
    </StyledMeta>
  );
}
