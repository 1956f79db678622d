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
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }
`;

const StyledWithoutVat = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
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
  /** How many other proposals are still pending (they are declined on acceptance). */
  otherPending: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** «Las otras 2 propuestas pendientes se descartarán…», or null when there are none. */
export function othersDeclinedText(otherPending: number): string | null {
  if (otherPending <= 0) return null;
  return otherPending === 1
    ? 'La otra propuesta pendiente se descartará y avisaremos a su empresa de que has contratado a otra.'
    : `Las otras ${otherPending} propuestas pendientes se descartarán y avisaremos a sus empresas de que has contratado a otra.`;
}

/**
 * Accepting hires the company: it shares the client's name and phone with it (spec §1), declines
 * the other pending proposals and takes the request off the public list. The dialog says all of
 * it, with the exact data the server will copy from the profile; the email is never shared.
 */
export function AcceptProposalDialog({ proposal, otherPending, pending, onConfirm, onClose }: AcceptProposalDialogProps) {
  const profile = useProfile();
  const { user } = useSession();
  const company = proposal?.company?.companyName ?? 'esta empresa';
  const fullName = profile.data?.fullName ?? user?.fullName ?? 'tu nombre del perfil';
  const phone = profile.data?.phone?.trim();
  let phoneText = 'el de tu perfil';
  if (profile.data) phoneText = phone || 'no tienes teléfono en tu perfil';
  const others = othersDeclinedText(otherPending);

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
        Al aceptar, contratas a <strong>{company}</strong> para este trabajo.
      </p>
      <p>
        Compartiremos con <strong>{company}</strong> tu nombre (<strong>{fullName}</strong>) y tu teléfono (
        {phone ? <strong>{phoneText}</strong> : phoneText}) para que pueda contactarte. Tu email no se comparte.
      </p>
      <StyledPrice>
        <span>Precio acordado</span>
        <strong>{proposal?.priceWithVat == null ? 'Sin precio' : `${formatEuros(proposal.priceWithVat)} IVA incl.`}</strong>
        {proposal?.priceWithoutVat != null ? <StyledWithoutVat>{formatEuros(proposal.priceWithoutVat)} sin IVA</StyledWithoutVat> : null}
      </StyledPrice>
      <ul>
        {others ? <li>{others}</li> : null}
        <li>Tu solicitud dejará de aparecer en la lista pública de trabajos y no recibirá más propuestas.</li>
        <li>Cuando se haga el trabajo, podrás marcarlo como completado y valorar a la empresa.</li>
      </ul>
      <StyledNote>
        <InfoIcon size={16} aria-hidden />
        Si la empresa no se presenta, podrás volver a abrir la solicitud.
      </StyledNote>
    </ConfirmDialog>
  );
}
