import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Alert, Button, Card, LockIcon } from '../../../ui';
import type { LoginRedirectState } from '../../auth/redirect';
import { CompanySuspendedNotice } from '../../companies/components/CompanySuspendedNotice';
import { useOwnCompanySuspension } from '../../companies/useOwnCompanySuspension';
import { useSession } from '../../auth/useSession';
import type { JobRequest } from '../../requests/requests.api';

const StyledTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledPrivacy = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.primary500};
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export type JobProposalCtaProps = {
  job: JobRequest;
  /** Company accounts: opens the inline proposal form. */
  onOpenForm: () => void;
  formOpen: boolean;
  /** Id of the form section, for aria-controls. */
  formId: string;
};

/**
 * 'Enviar Propuesta' (spec §2 'Jobs list and detail'): visitors go to /login
 * (and come back here after signing in), signed-in users without a company
 * account to /company-profile, companies open the proposal form.
 */
export function JobProposalCta({ job, onOpenForm, formOpen, formId }: JobProposalCtaProps) {
  const session = useSession();
  const location = useLocation();
  const suspension = useOwnCompanySuspension();
  const open = job.status === 'active';

  let action;
  if (!open) {
    action = <Alert tone="info">Esta solicitud ya no acepta propuestas.</Alert>;
  } else if (session.status === 'loading') {
    action = (
      <Button fullWidth size="lg" variant="accent" loading disabled>
        Enviar Propuesta
      </Button>
    );
  } else if (session.status === 'anonymous') {
    const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    action = (
      <StyledStack>
        <Button fullWidth size="lg" variant="accent" to={paths.login} state={state}>
          Enviar Propuesta
        </Button>
        <StyledText as="div">
          ¿Tu empresa aún no está en Rutalia? <Link to={paths.registerCompany}>Regístrala gratis</Link> (7 días de prueba, sin tarjeta).
        </StyledText>
      </StyledStack>
    );
  } else if (!session.user?.isCompany) {
    action = (
      <StyledStack>
        <Alert tone="info">
          <p>
            Solo las empresas pueden enviar propuestas. Si tienes una empresa de transporte,{' '}
            <Link to={paths.registerCompany}>registra tu empresa</Link>.
          </p>
        </Alert>
        <Button fullWidth size="lg" variant="accent" to={paths.companyProfile}>
          Enviar Propuesta
        </Button>
      </StyledStack>
    );
  } else if (suspension.suspended) {
    // The server would refuse it: say why before the company writes anything.
    action = (
      <StyledStack>
        <CompanySuspendedNotice
          reason={suspension.reason}
          consequence="No puedes enviar propuestas mientras dure la suspensión."
          id="job-cta-suspended"
        />
        <Button fullWidth size="lg" variant="accent" disabled aria-describedby="job-cta-suspended">
          Enviar Propuesta
        </Button>
      </StyledStack>
    );
  } else if (formOpen) {
    // The form is already open (beside or above this card): just lead back to it.
    action = (
      <Button fullWidth variant="outline" onClick={onOpenForm} aria-controls={formId}>
        Ir al formulario de propuesta
      </Button>
    );
  } else {
    action = (
      <Button fullWidth size="lg" variant="accent" onClick={onOpenForm} aria-expanded={false} aria-controls={formId}>
        Enviar Propuesta
      </Button>
    );
  }

  return (
    <Card padding="md" as="section" aria-labelledby="job-cta-title">
      <StyledTitle id="job-cta-title">¿Te interesa este trabajo?</StyledTitle>
      <StyledText>Envía tu propuesta con un mensaje para el cliente y, si quieres, tu precio en euros.</StyledText>
      {action}
      <StyledPrivacy>
        <LockIcon size={18} aria-hidden />
        <p>
          <strong>Datos de contacto del cliente</strong>
          El nombre y el teléfono del cliente solo se comparten con la empresa cuando el cliente acepta su propuesta. El email nunca se
          comparte: la comunicación se hace a través de Rutalia.
        </p>
      </StyledPrivacy>
    </Card>
  );
}
