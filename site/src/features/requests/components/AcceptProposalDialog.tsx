import styled from 'styled-components';
import { ConfirmDialog, formatEuros, InfoIcon } from '../../../ui';
import { useSession } from '../../auth/useSession';
import type { Proposal } from '../../proposals/proposals.api';
import { useProfile } from '../../profile/useProfile';

const StyledPrice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const StyledNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;

export type AcceptProposalDialogProps = {
  /** The proposal the client is about to accept; null keeps the dialog closed. */
  proposal: Proposal | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Accepting shares the client's name and phone with the company (spec §1), so it is confirmed
 * here with the exact data the server will copy from the profile. The email is never shared.
 */
export function AcceptProposalDialog({ proposal, pending, onConfirm, onClose }: AcceptProposalDialogProps) {
  const profile = useProfile();
  const { user } = useSession();
  const company = proposal?.company?.companyName ?? 'esta empresa';
  const fullName = profile.data?.fullName ?? user?.fullName ?? 'tu nombre del perfil';
  const phone = profile.data?.phone?.trim();
  let phoneText = 'el de tu perfil';
  if (profile.data) phoneText = phone || 'no tienes teléfono en tu perfil';

  return (
    <ConfirmDialog
      open={proposal !== null}
      title={`¿Aceptar la propuesta de ${company}?`}
      confirmLabel="Aceptar y compartir mis datos"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Compartiremos con <strong>{company}</strong> tu nombre (<strong>{fullName}</strong>) y tu teléfono (
        {phone ? <strong>{phoneText}</strong> : phoneText}) para que pueda contactarte. Tu email no se comparte.
      </p>
      <StyledPrice>
        <span>Precio propuesto</span>
        <strong>{proposal?.price == null ? 'Sin precio' : formatEuros(proposal.price)}</strong>
      </StyledPrice>
      <StyledNote>
        <InfoIcon size={16} aria-hidden />
        Las propuestas de las demás empresas no cambian: las que estén pendientes lo seguirán estando.
      </StyledNote>
    </ConfirmDialog>
  );
}
