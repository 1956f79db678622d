import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import { Button, Field, FormGrid, Input, PasswordInput } from '../../../ui';
import { useRegisterAccount } from '../hooks/useRegisterAccount';
import { emailRules, newPasswordRules, optionalText, PASSWORD_HINT, textRules } from '../validation';
import { RegisterFailureAlert } from './RegisterFailureAlert';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

type ClientRegisterValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  city: string;
  province: string;
};

const FIELDS = ['fullName', 'email', 'phone', 'password', 'city', 'province'] as const;

/** Client sign-up: full name, email and password; phone, city and province optional. */
export function ClientRegisterForm() {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ClientRegisterValues>({
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', phone: '', password: '', city: '', province: '' },
  });
  // Only the full name is required of clients (as on the server); location and phone help companies.
  const location = useLocationController(control);
  const { submit, failure } = useRegisterAccount(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    submit({
      userType: 'client',
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: optionalText(values.phone),
      password: values.password,
      city: optionalText(values.city),
      province: optionalText(values.province),
    }),
  );

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Registro de cliente">
      <FormGrid columns={2}>
        <Field label="Nombre completo" error={errors.fullName?.message} required>
          <Input
            autoComplete="name"
            {...register('fullName', textRules({ required: 'El nombre completo es obligatorio.', maxLength: 150, label: 'El nombre' }))}
          />
        </Field>
        <Field label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" placeholder="tu@email.com" {...register('email', emailRules)} />
        </Field>
        <Field label="Contraseña" error={errors.password?.message} hint={PASSWORD_HINT} required>
          <PasswordInput autoComplete="new-password" {...register('password', newPasswordRules)} />
        </Field>
        <Field label="Teléfono (opcional)" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="600 123 456"
            {...register('phone', textRules({ maxLength: 30, label: 'El teléfono' }))}
          />
        </Field>
        <div data-span="full">
          <LocationPicker {...location} cityLabel="Ciudad (opcional)" provinceLabel="Provincia (opcional)" />
        </div>
      </FormGrid>

      <RegisterFailureAlert failure={failure} />

      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        {isSubmitting ? 'Creando tu cuenta...' : 'Crear cuenta'}
      </Button>
    </StyledForm>
  );
}
