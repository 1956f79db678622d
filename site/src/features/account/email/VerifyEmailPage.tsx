import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '../../../api/http';
import { paths } from '../../../paths';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { Alert, Button, LoadingState, usePageMeta } from '../../../ui';
import { verifyEmail, type VerifiedEmail } from './emailVerification.api';

const StyledDone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

type Outcome = { kind: 'done'; result: VerifiedEmail } | { kind: 'failed'; title: string; message: string };

const MISSING = 'El enlace de verificación no es válido. Comprueba que lo has copiado entero o pide uno nuevo.';
const TITLES: Record<string, string> = {
  VERIFICATION_TOKEN_USED: 'Enlace ya usado',
  VERIFICATION_TOKEN_EXPIRED: 'Enlace caducado',
};

function publishedNote({ requests, proposals }: VerifiedEmail['published']): string | null {
  const parts = [];
  if (requests) parts.push(requests === 1 ? 'se ha publicado 1 solicitud' : `se han publicado ${requests} solicitudes`);
  if (proposals) parts.push(proposals === 1 ? 'se ha enviado 1 propuesta' : `se han enviado ${proposals} propuestas`);
  return parts.length ? `Además, ${parts.join(' y ')} que tenías en borrador.` : null;
}

/** /verify-email?token=…: the target of the verification link (sign-up or email change). */
export default function VerifyEmailPage() {
  usePageMeta({ title: 'Verificar email', description: 'Confirma tu dirección de email en Rutalia.', noIndex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'failed', title: 'Enlace no válido', message: MISSING });
  const started = useRef(false);

  useEffect(() => {
    // Once per page (StrictMode runs effects twice): a second call would find the link used.
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      (result) => {
        setOutcome({ kind: 'done', result });
        void queryClient.invalidateQueries();
      },
      (error) =>
        setOutcome({
          kind: 'failed',
          title: (isApiError(error) && error.code && TITLES[error.code]) || 'Enlace no válido',
          message: getErrorMessage(error),
        }),
    );
  }, [token, queryClient]);

  return (
    <AuthLayout
      title="Verificar email"
      subtitle="Confirmamos tu dirección de email."
      backTo={{ to: paths.home, label: 'Volver al inicio' }}
    >
      {!outcome ? (
        <LoadingState />
      ) : outcome.kind === 'done' ? (
        <StyledDone>
          <Alert tone="success" title={outcome.result.changed ? 'Email cambiado' : 'Email verificado'}>
            <p>{outcome.result.message}</p>
            {publishedNote(outcome.result.published) ? <p>{publishedNote(outcome.result.published)}</p> : null}
          </Alert>
          <Button to={paths.dashboard} size="lg" fullWidth>
            Ir a mi panel
          </Button>
        </StyledDone>
      ) : (
        <StyledDone>
          <Alert tone="danger" title={outcome.title}>
            <p>{outcome.message}</p>
          </Alert>
          <Button to={paths.dashboard} size="lg" variant="outline" fullWidth>
            Ir a mi panel
          </Button>
        </StyledDone>
      )}
    </AuthLayout>
  );
}
