import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../api/formErrors';
import { getErrorMessage } from '../api/http';
import { requestPasswordReset } from '../features/auth/auth.api';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { emailRules } from '../features/auth/validation';
import { paths } from '../paths';
import { Alert, Button, Field, Input, MailIcon, toast, usePageMeta } from '../ui';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledSent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type ForgotForm = { email: string };

/**
 * /forgot-password: asks for a reset link. The server answers the same
 * message whether the email exists or not (no account enumeration); the page
 * shows exactly that message.
 */
export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Recuperar contraseña', description: 'Recupera el acceso a tu cuenta de Rutalia.', noIndex: true });
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotForm>({ mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setSent({ email: email.trim(), message });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
      const message = getErrorMessage(error);
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <AuthLayout
      title="¿Olvidaste tu contraseña?"
      subtitle="Escribe el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
      backTo={{ to: paths.login, label: 'Volver a iniciar sesión' }}
      footer={
        <p>
          ¿La recordaste? <Link to={paths.login}>Inicia sesión</Link>
        </p>
      }
    >
      {sent ? (
        <StyledSent>
          <Alert tone="success" title="Revisa tu correo">
            <p>{sent.message}</p>
          </Alert>
          <p>
            Si no lo ves en unos minutos, mira en la carpeta de correo no deseado. El enlace caduca pasado un tiempo: si ya no funciona,
            pide otro aquí.
          </p>
          <StyledActions>
            <Button to={paths.login}>Ir a iniciar sesión</Button>
            <Button
              variant="outline"
              onClick={() => {
                reset({ email: sent.email });
                setSent(null);
              }}
            >
              Enviar otro enlace
            </Button>
          </StyledActions>
        </StyledSent>
      ) : (
        <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Recuperar contraseña">
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...register('email', emailRules)} />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting} iconLeft={<MailIcon size={20} />}>
            {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
          </Button>
        </StyledForm>
      )}
    </AuthLayout>
  );
}
