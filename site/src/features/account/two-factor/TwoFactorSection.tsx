import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Badge, Button, Card, CardTitle, Field, formatDateTime, Input, PasswordInput, toast } from '../../../ui';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { useDisableTwoFactor, useTwoFactorStatus } from './twoFactor.api';
import { CODE_HINT } from './TwoFactorCodeForm';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Password and a code turn it off (not for admins, for whom it is mandatory). */
function DisableForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disable = useDisableTwoFactor();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) return setError('Escribe tu contraseña y un código.');
    setError(null);
    disable.mutate(
      { password, code: code.trim() },
      {
        onSuccess: () => toast.success('Verificación en dos pasos desactivada.'),
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Desactivar verificación en dos pasos">
      <Field label="Contraseña" required>
        <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Field label="Código de verificación" error={error} hint={CODE_HINT} required>
        <Input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" variant="danger" loading={disable.isPending}>
          Desactivar
        </Button>{' '}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </StyledForm>
  );
}

/**
 * «Verificación en dos pasos» in «Cuenta y privacidad» (issue 22): optional for clients and
 * companies; a code of an authenticator app after the password at every sign-in.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [disabling, setDisabling] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const data = status.data;

  return (
    <Card as="section" padding="lg" aria-labelledby="account-2fa-title" data-testid="account-two-factor">
      <CardTitle id="account-2fa-title">Verificación en dos pasos</CardTitle>
      {!data ? (
        <p>{status.isError ? getErrorMessage(status.error) : 'Cargando…'}</p>
      ) : data.enabled && !enrolling ? (
        <>
          <p>
            <Badge tone="success">Activada</Badge> {data.enabledAt ? `desde el ${formatDateTime(data.enabledAt)}` : null}
          </p>
          <StyledMuted>
            Al iniciar sesión te pediremos el código de tu aplicación. Te quedan {data.recoveryCodesLeft} códigos de recuperación.
          </StyledMuted>
          {data.required ? (
            <StyledMuted>Es obligatoria para los administradores.</StyledMuted>
          ) : disabling ? (
            <DisableForm onCancel={() => setDisabling(false)} />
          ) : (
            <div>
              <Button variant="outline" onClick={() => setDisabling(true)}>
                Desactivar
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <StyledMuted>
            Protege tu cuenta: además de la contraseña, al iniciar sesión te pediremos un código de 6 cifras de una aplicación de
            autenticación en tu móvil.
          </StyledMuted>
          <TwoFactorEnrolment onStarted={() => setEnrolling(true)} onDone={() => setEnrolling(false)} />
        </>
      )}
    </Card>
  );
}
