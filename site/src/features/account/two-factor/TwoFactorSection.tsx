import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Badge, Button, Card, CardTitle, Field, formatDateTime, Input, PasswordInput, toast } from '../../../ui';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { RecoveryCodes } from './RecoveryCodes';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from './twoFactor.api';
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

/** A code (of the app or a recovery one) for ten new recovery codes, then shows them once. */
function NewRecoveryCodes({ onClose }: { onClose: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();

  if (codes) return <RecoveryCodes codes={codes} title="Nuevos códigos de recuperación" onDone={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Escribe el código de 6 cifras de tu aplicación o un código de recuperación.');
    setError(null);
    regenerate.mutate(code.trim(), {
      onSuccess: (answer) => setCodes(answer.recoveryCodes),
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Nuevos códigos de recuperación">
      <StyledMuted>Los códigos de recuperación que tienes ahora dejarán de valer.</StyledMuted>
      <Field label="Código de verificación" error={error} hint={CODE_HINT} required>
        <Input autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" loading={regenerate.isPending}>
          Generar códigos
        </Button>{' '}
        <Button type="button" variant="ghost" onClick={onClose}>
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
  /** What the enabled state shows below its status: nothing, the disable form or new recovery codes. */
  const [action, setAction] = useState<'none' | 'disable' | 'codes'>('none');
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
            {data.recoveryCodesLeft <= 3 ? ' Genera nuevos antes de quedarte sin ninguno.' : null}
          </StyledMuted>
          {data.required ? <StyledMuted>Es obligatoria para los administradores.</StyledMuted> : null}
          {action === 'disable' ? (
            <DisableForm onCancel={() => setAction('none')} />
          ) : action === 'codes' ? (
            <NewRecoveryCodes onClose={() => setAction('none')} />
          ) : (
            <div>
              <Button variant="outline" onClick={() => setAction('codes')}>
                Nuevos códigos de recuperación
              </Button>{' '}
              {data.required ? null : (
                <Button variant="outline" onClick={() => setAction('disable')}>
                  Desactivar
                </Button>
              )}
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
