import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { useSessionState } from '../../auth/useSession';
import { Button, Container, toast } from '../../../ui';
import { useResendVerification, useVerificationStatus } from './emailVerification.api';

const StyledBanner = styled.div`
  background: ${({ theme }) => theme.colors.warningSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  padding: ${({ theme }) => theme.space[3]} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Issue 22: under the header for clients and companies whose email is not verified yet, with
 * «Reenviar». Until then their requests and proposals wait as drafts.
 */
export function EmailVerificationBanner() {
  const session = useSessionState();
  const eligible = session.status === 'authenticated' && !session.user.isAdmin;
  const status = useVerificationStatus(eligible);
  const resend = useResendVerification();
  if (!eligible || !status.data || status.data.verified) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <StyledBanner role="status" data-testid="email-verification-banner">
      <Container>
        <StyledRow>
          <span>
            <strong>Verifica tu email para publicar tus solicitudes y enviar propuestas.</strong> Te enviamos un enlace a{' '}
            {status.data.email}; hasta que lo abras, lo que publiques se guarda como borrador.
          </span>
          <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? 'Enviando…' : 'Reenviar'}
          </Button>
        </StyledRow>
      </Container>
    </StyledBanner>
  );
}
