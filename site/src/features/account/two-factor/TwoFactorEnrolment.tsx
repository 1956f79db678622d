import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Button, Field, Input, toast } from '../../../ui';
import { RecoveryCodes } from './RecoveryCodes';
import { startTwoFactorSetup, useEnableTwoFactor, type TwoFactorSetup } from './twoFactor.api';

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledQr = styled.img`
  width: 220px;
  height: 220px;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledSecret = styled.code`
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Turning two-factor on: a QR (and the secret to type by hand), the first code, then the ten
 * recovery codes, shown once.
 */
export function TwoFactorEnrolment({ onStarted, onDone }: { onStarted: () => void; onDone: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enable = useEnableTwoFactor();

  const start = async () => {
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
      onStarted(); // keeps this screen up while the status turns to «activada» (recovery codes next)
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    } finally {
      setStarting(false);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Escribe el código de 6 cifras que muestra tu aplicación.');
    setError(null);
    enable.mutate(code.trim(), {
      onSuccess: (answer) => setRecoveryCodes(answer.recoveryCodes),
      onError: (failure) => setError(getErrorMessage(failure)),
    });
  };

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} title="Verificación en dos pasos activada" onDone={onDone} />;

  if (!setup) {
    return (
      <div>
        <Button onClick={() => void start()} loading={starting}>
          Activar verificación en dos pasos
        </Button>
      </div>
    );
  }

  return (
    <StyledStep as="form" onSubmit={confirm} noValidate aria-label="Activar verificación en dos pasos">
      <p>1. Escanea este código QR con una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).</p>
      <StyledQr src={setup.qrCode} alt="Código QR para la aplicación de autenticación" />
      <p>
        ¿No puedes escanearlo? Escribe esta clave en la aplicación: <StyledSecret data-testid="totp-secret">{setup.secret}</StyledSecret>
      </p>
      <Field label="2. Código de 6 cifras de la aplicación" error={error} required>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <div>
        <Button type="submit" loading={enable.isPending}>
          Confirmar y activar
        </Button>
      </div>
    </StyledStep>
  );
}
