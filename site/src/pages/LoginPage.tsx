import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../api/formErrors';
import { getErrorMessage } from '../api/http';
import { PasskeySignInButton } from '../features/account/passkeys/PasskeySignInButton';
import { TwoFactorCodeForm } from '../features/account/two-factor/TwoFactorCodeForm';
import { isTwoFactorChallenge, login, verifyTwoFactor, type AuthSession } from '../features/auth/auth.api';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { redirectTarget, type LoginRedirectState } from '../features/auth/redirect';
import { completeSignIn } from '../features/auth/sessionManager';
import { currentPasswordRules, emailRules } from '../features/auth/validation';
import { paths } from '../paths';
import { Alert, Button, Checkbox, Field, Input, PasswordInput, toast, usePageMeta } from '../ui';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

const StyledForgotLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledRegisterLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
`;

type LoginForm = { email: string; password: string; remember: boolean };

/** /login (spec §2 'Login', §8 'Login'). Signed-in users never reach it (GuestOnly). */
export default function LoginPage() {
  usePageMeta({ title: 'Iniciar sesión', description: 'Accede a tu cuenta de Rutalia.', noIndex: true });
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = location.state as LoginRedirectState | null;
  const [formError, setFormError] = useState<string | null>(null);
  /** Two-factor on: the password was right and the code step comes next (issue 22). */
  const [challenge, setChallenge] = useState<{ token: string; remember: boolean } | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    mode: 'onTouched',
    defaultValues: { email: state?.email ?? '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password, remember: values.remember });
      if (isTwoFactorChallenge(answer)) return setChallenge({ token: answer.challengeToken, remember: values.remember });
      finishSignIn(answer, values.remember);
    } catch (error) {
      // The server already words every case (credentials, suspension with its reason, rate limit).
      applyServerFieldErrors(error, setError, ['email', 'password']);
      const message = getErrorMessage(error);
      setFormError(message);
      toast.error(message);
    }
  });

  function finishSignIn(session: AuthSession, remember: boolean) {
    // Nothing cached for a previous visitor may leak into this session.
    queryClient.clear();
    completeSignIn(session, remember);
    toast.success('Inicio de sesión exitoso');
    void navigate(redirectTarget(state), { replace: true }); // a data router's navigation never rejects
  }

  return (
    <AuthLayout
      title="Iniciar sesión"
      subtitle="Accede a tu cuenta para gestionar tus solicitudes, propuestas y mensajes."
      footer={
        <>
          <p>¿Aún no tienes cuenta?</p>
          <StyledRegisterLinks>
            <Link to={paths.registerCompany}>Registra tu empresa</Link>
            <span aria-hidden="true">·</span>
            <Link to={paths.registerClient}>Regístrate como cliente</Link>
          </StyledRegisterLinks>
        </>
      }
    >
      {challenge ? (
        <TwoFactorCodeForm
          onSubmit={async (code) => finishSignIn(await verifyTwoFactor(challenge.token, code), challenge.remember)}
          onCancel={() => setChallenge(null)}
        />
      ) : null}
      <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Iniciar sesión" hidden={challenge !== null}>
        {formError ? (
          <Alert tone="danger" title="No se pudo iniciar sesión">
            {formError}
          </Alert>
        ) : null}

        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...register('email', emailRules)} />
        </Field>

        <Field label="Contraseña" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password', currentPasswordRules)} />
        </Field>

        <StyledRow>
          <Checkbox label="Recordarme" hint="Mantener la sesión iniciada en este dispositivo" {...register('remember')} />
          <StyledForgotLink to={paths.forgotPassword}>¿Olvidaste tu contraseña?</StyledForgotLink>
        </StyledRow>

        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
        <PasskeySignInButton
          remember={() => getValues('remember')}
          onSignedIn={finishSignIn}
          onError={(message) => {
            setFormError(message);
            toast.error(message);
          }}
        />
      </StyledForm>
    </AuthLayout>
  );
}
