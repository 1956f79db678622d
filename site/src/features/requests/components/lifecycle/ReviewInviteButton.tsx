import styled from 'styled-components';
import { Button, StarIcon, type ButtonSize } from '../../../../ui';
import type { JobRequest } from '../../requests.api';
import { reviewInvitationPath } from '../../reviewInvitation';

/** A long company name wraps instead of pushing the button out of a phone's screen. */
const StyledButton = styled(Button)`
  max-width: 100%;
  padding-top: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  white-space: normal;
`;

/** «Valorar a {empresa}» on a completed request whose hire the client has not reviewed yet. */
export function ReviewInviteButton({ request, size = 'sm' }: { request: JobRequest; size?: ButtonSize }) {
  const hired = request.hiredProposal;
  if (request.status !== 'completed' || !request.reviewable || !hired) return null;
  return (
    <StyledButton
      size={size}
      variant="accent"
      to={reviewInvitationPath(hired.companySeoParam, request.id)}
      iconLeft={<StarIcon size={16} />}
    >
      Valorar a {hired.companyName}
    </StyledButton>
  );
}
