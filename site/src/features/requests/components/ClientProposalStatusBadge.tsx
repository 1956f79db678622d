import { Badge, type BadgeTone } from '../../../ui';
import { CLIENT_PROPOSAL_STATES, type ClientProposalState } from '../proposalFacts';

const TONES: Record<ClientProposalState, BadgeTone> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'danger',
  declined: 'neutral',
  requestClosed: 'neutral',
  noShow: 'danger',
  expired: 'neutral',
};

/** A proposal's state as the client who received it reads it («Descartada», «Caducada»…). */
export function ClientProposalStatusBadge({ state, size = 'md' }: { state: ClientProposalState; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={TONES[state]} size={size}>
      {CLIENT_PROPOSAL_STATES[state].label}
    </Badge>
  );
}
