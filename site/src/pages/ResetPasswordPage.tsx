import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../api/formErrors';
import { getErrorMessage, isApiError } from '../api/http';
import { resetPassword } from '../features/auth/auth.api';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { newPasswordRules, PASSWORD_HINT } from '../features/auth/validation';
import { paths } from '../paths';
import { Alert, Button, Field, PasswordInput, toast, usePageMeta } from '../ui';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledDone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

type ResetForm = { password: string; confirmation: string };

const INVALID_LINK_MESSAGE = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';

/** /reset-password?token=…: the target of the mailed link; sets a new password. */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Nueva contraseña', description: 'Crea una contraseña nueva para tu cuenta de Rutalia.', noIndex: true });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState<string | null>(token ? null : INVALID_LINK_MESSAGE);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ mode: 'onTouched', defaultValues: { password: '', confirmation: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const { message } = await resetPassword(token, password);
      setDone(message);
    } catch (error) {
      if (isApiError(error) && (error.code === 'INVALID_RESET_TOKEN' || error.fieldErrors().token)) {
        setInvalidLink(error.message);
        return;
      }
      applyServerFieldErrors(error, setError, ['password']);
      const message = getErrorMessage(error);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <AuthLayout
      title="Crea una contraseña nueva"
      subtitle="Elige una contraseña que no uses en otros sitios."
      backTo={{ to: paths.login, label: 'Volver a iniciar sesión' }}
    >
      {done ? (
        <StyledDone>
          <Alert tone="success" title="Contraseña actualizada">
            <p>{done}</p>
          </Alert>
          <Button to={paths.login} size="lg" fullWidth>
            Iniciar sesión
          </Button>
        </StyledDone>
      ) : invalidLink ? (
        <StyledDone>
          <Alert tone="danger" title="Enlace no válido">
            <p>{invalidLink}</p>
          </Alert>
          <Button to={paths.forgotPassword} size="lg" fullWidth>
            Solicitar un nuevo enlace
          </Button>
          <p>
            ¿Recuerdas tu contraseña? <Link to={paths.login}>Inicia sesión</Link>
          </p>
        </StyledDone>
      ) : (
        <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Nueva contraseña">
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Field label="Nueva contraseña" error={errors.password?.message} hint={PASSWORD_HINT} required>
            <PasswordInput autoComplete="new-password" {...register('password', newPasswordRules)} />
          </Field>
          <Field label="Repite la contraseña" error={errors.confirmation?.message} required>
            <PasswordInput
              autoComplete="new-password"
              {...register('confirmation', {
                validate: (value) => {
                  if (!value) return 'Repite la contraseña.';
                  return value === getValues('password') || 'Las contraseñas no coinciden.';
                },
              })}
            />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {isSubmitting ? 'Guardando...' : 'Guardar contraseña'}
          </Button>
        </StyledForm>
      )}
    </AuthLayout>
  );
}
