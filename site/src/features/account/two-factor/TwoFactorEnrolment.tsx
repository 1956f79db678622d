import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Field, Input, toast } from '../../../ui';
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

const StyledCodes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-family: monospace;
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

  if (recoveryCodes) {
    return (
      <StyledStep>
        <Alert tone="success" title="Verificación en dos pasos activada">
          Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una vez si pierdes el móvil. No los volveremos a mostrar.
        </Alert>
        <StyledCodes aria-label="Códigos de recuperación">
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </StyledCodes>
        <div>
          <Button
            variant="outline"
            onClick={() => void navigator.clipboard?.writeText(recoveryCodes.join('\n')).then(() => toast.success('Códigos copiados.'))}
          >
            Copiar códigos
          </Button>{' '}
          <Button onClick={onDone}>He guardado los códigos</Button>
        </div>
      </StyledStep>
    );
  }

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
