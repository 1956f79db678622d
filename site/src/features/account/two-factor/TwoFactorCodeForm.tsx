import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '../../../api/http';
import { Alert, Button, Field, Input } from '../../../ui';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CODE_HINT = 'El código de 6 cifras de tu aplicación de autenticación, o uno de tus códigos de recuperación.';

interface TwoFactorCodeFormProps {
  /** Sends the code; a rejection shows its (Spanish) message next to the field. */
  onSubmit: (code: string) => Promise<void>;
  onCancel?: () => void;
  submitLabel?: string;
  label?: string;
}

/** One code field: used by the sign-in code step (site login). */
export function TwoFactorCodeForm({
  onSubmit,
  onCancel,
  submitLabel = 'Verificar',
  label = 'Código de verificación',
}: TwoFactorCodeFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Escribe el código de 6 cifras de tu aplicación o un código de recuperación.');
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(getErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label="Verificación en dos pasos">
      <Alert tone="info" title="Verificación en dos pasos">
        Abre tu aplicación de autenticación y escribe el código que muestra para Rutalia.
      </Alert>
      <Field label={label} error={error} hint={CODE_HINT} required>
        <Input autoComplete="one-time-code" inputMode="text" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <StyledActions>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Volver
          </Button>
        ) : null}
      </StyledActions>
    </StyledForm>
  );
}
