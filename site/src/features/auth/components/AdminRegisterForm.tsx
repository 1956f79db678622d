import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../paths';
import { Alert, Button, Field, FormGrid, Input, PasswordInput } from '../../../ui';
import { useRegisterAccount } from '../hooks/useRegisterAccount';
import { emailRules, newPasswordRules, optionalText, PASSWORD_HINT, textRules } from '../validation';
import { RegisterFailureAlert } from './RegisterFailureAlert';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

type AdminRegisterValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  invitationToken: string;
};

const FIELDS = ['fullName', 'email', 'phone', 'password', 'invitationToken'] as const;

/**
 * Administrator sign-up, only with the invitation link's token (the server
 * answers 403 INVITATION_REQUIRED otherwise). Without a token the page
 * explains how to get one instead of showing a form that cannot succeed.
 */
export function AdminRegisterForm({ invitationToken }: { invitationToken: string | null }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminRegisterValues>({
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', phone: '', password: '', invitationToken: invitationToken ?? '' },
  });
  const { submit, failure } = useRegisterAccount(setError, FIELDS);

  if (!invitationToken) {
    return (
      <Alert tone="warning" title="Necesitas una invitación" role="status">
        <p>
          El registro de administradores solo está disponible con una invitación. Abre el enlace del email de invitación que has recibido o
          pide una nueva a un super administrador.
        </p>
        <p>
          <Link to={paths.login}>¿Ya tienes cuenta? Inicia sesión</Link>
        </p>
      </Alert>
    );
  }

  const onSubmit = handleSubmit((values) =>
    submit({
      userType: 'admin',
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: optionalText(values.phone),
      password: values.password,
      invitationToken: values.invitationToken,
    }),
  );

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Registro de administrador">
      {errors.invitationToken?.message ? <Alert tone="danger">{errors.invitationToken.message}</Alert> : null}
      <FormGrid columns={2}>
        <Field label="Nombre completo" error={errors.fullName?.message} required>
          <Input
            autoComplete="name"
            {...register('fullName', textRules({ required: 'El nombre completo es obligatorio.', maxLength: 150, label: 'El nombre' }))}
          />
        </Field>
        <Field label="Email" error={errors.email?.message} hint="El de la invitación." required>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email', emailRules)} />
        </Field>
        <Field label="Contraseña" error={errors.password?.message} hint={PASSWORD_HINT} required>
          <PasswordInput autoComplete="new-password" {...register('password', newPasswordRules)} />
        </Field>
        <Field label="Teléfono (opcional)" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone', textRules({ maxLength: 30, label: 'El teléfono' }))} />
        </Field>
      </FormGrid>

      <RegisterFailureAlert failure={failure} />

      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {isSubmitting ? 'Creando tu cuenta...' : 'Crear cuenta de administrador'}
      </Button>
    </StyledForm>
  );
}
