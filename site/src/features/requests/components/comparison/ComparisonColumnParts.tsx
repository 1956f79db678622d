import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../../paths';
import { Button, CheckIcon, MessageSquareIcon } from '../../../../ui';
import { CompanyLogo } from '../../../companies/components/CompanyLogo';
import { TrustBadges } from '../../../companies/components/TrustBadges';
import { companyConversationPath } from '../../../messages/messagePaths';
import type { Proposal } from '../../../proposals/proposals.api';
import { clientProposalState, isAcceptable } from '../../proposalFacts';
import { ClientProposalStatusBadge } from '../ClientProposalStatusBadge';

const StyledHead = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  > * {
    width: 100%;
  }
`;

/** Logo, name (to the company page), state badge and what Rutalia checked: the top of a proposal's column. */
export function ComparisonColumnHead({ proposal, today }: { proposal: Proposal; today: string }) {
  const company = proposal.company;
  const name = company?.companyName ?? 'Empresa';
  return (
    <StyledHead>
      <StyledName>
        <CompanyLogo name={name} logo={company?.logo} size={40} />
        {company && company.available ? <Link to={paths.companyDetail(company.seoParam)}>{name}</Link> : name}
      </StyledName>
      <StyledBadges>
        <ClientProposalStatusBadge state={clientProposalState(proposal, today)} size="sm" />
      </StyledBadges>
      {company ? <TrustBadges verified={company.verified} badges={company.badges} /> : null}
    </StyledHead>
  );
}

export type ComparisonActionProps = {
  proposal: Proposal;
  today: string;
  /** The request is active: its pending proposals can be accepted and their companies asked. */
  canRespond: boolean;
  /** This proposal is being accepted. */
  accepting: boolean;
  /** Some proposal is being answered: the others wait. */
  busy: boolean;
  onAccept: (proposal: Proposal) => void;
};

/**
 * «Aceptar» for a proposal the client can still accept, «Preguntar» also for one that just
 * lapsed (the company may keep its price); nothing once the request is not active.
 */
export function ComparisonActions({ proposal, today, canRespond, accepting, busy, onAccept }: ComparisonActionProps) {
  const state = clientProposalState(proposal, today);
  const askable = canRespond && proposal.company?.available !== false && (state === 'pending' || state === 'expired');
  if (!askable) return null;
  const name = proposal.company?.companyName ?? 'la empresa';
  return (
    <StyledActions>
      {isAcceptable(proposal, today) ? (
        <Button
          size="sm"
          variant="primary"
          iconLeft={<CheckIcon size={16} />}
          onClick={() => onAccept(proposal)}
          loading={accepting}
          disabled={busy && !accepting}
          aria-label={`Aceptar la propuesta de ${name}`}
        >
          Aceptar
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        to={companyConversationPath(proposal.companyId, proposal.requestId)}
        iconLeft={<MessageSquareIcon size={16} />}
        aria-label={`Preguntar a ${name} sobre su propuesta`}
      >
        Preguntar
      </Button>
    </StyledActions>
  );
}
