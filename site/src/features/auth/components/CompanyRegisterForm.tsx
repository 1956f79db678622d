import type { ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import { ServicesSelect } from '../../services/components/ServicesSelect';
import { PlanPicker, TRIAL_TEXT } from '../../subscriptions/components/PlanPicker';
import type { SubscriptionPlanName } from '../auth.api';
import { Button, Field, FormGrid, Input, PasswordInput, Textarea } from '../../../ui';
import { useRegisterAccount } from '../hooks/useRegisterAccount';
import { emailRules, newPasswordRules, normalizeWebsite, optionalText, PASSWORD_HINT, textRules, websiteRules } from '../validation';
import { RegisterFailureAlert } from './RegisterFailureAlert';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
`;

const StyledSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: 0 0 ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledStep = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledSubmit = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledSubmitNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

type CompanyRegisterValues = {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  password: string;
  city: string;
  province: string;
  services: string[];
  description: string;
  website: string;
  address: string;
  subscriptionPlan: SubscriptionPlanName;
};

const FIELDS = [
  'companyName',
  'contactPerson',
  'email',
  'phone',
  'password',
  'city',
  'province',
  'services',
  'description',
  'website',
  'address',
  'subscriptionPlan',
] as const;

/** Server limits (RegisterDto). */
const DESCRIPTION_MAX = 20_000;
const MAX_SERVICES = 30;

function Section({ step, title, legendId, children }: { step: number; title: string; legendId?: string; children: ReactNode }) {
  return (
    <StyledSection>
      <StyledLegend id={legendId}>
        <StyledStep aria-hidden="true">{step}</StyledStep>
        {title}
      </StyledLegend>
      {children}
    </StyledSection>
  );
}

/**
 * Company sign-up (spec §3 'Registration form', §5): company and contact
 * data, access, location, services and description, and the plan (default
 * basic, 7-day free trial).
 */
export function CompanyRegisterForm({ initialPlan = 'basic' }: { initialPlan?: SubscriptionPlanName }) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyRegisterValues>({
    mode: 'onTouched',
    defaultValues: {
      companyName: '',
      contactPerson: '',
      email: '',
      phone: '',
      password: '',
      city: '',
      province: '',
      services: [],
      description: '',
      website: '',
      address: '',
      subscriptionPlan: initialPlan,
    },
  });
  const location = useLocationController(control, {
    cityRequired: 'La ciudad es obligatoria.',
    provinceRequired: 'La provincia es obligatoria.',
  });
  const services = useController({ control, name: 'services' });
  const plan = useController({ control, name: 'subscriptionPlan' });
  const { submit, failure } = useRegisterAccount(setError, FIELDS);

  const onSubmit = handleSubmit((values) =>
    submit({
      userType: 'company',
      companyName: values.companyName.trim(),
      contactPerson: values.contactPerson.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      password: values.password,
      city: values.city.trim(),
      province: values.province.trim(),
      services: values.services,
      description: optionalText(values.description),
      website: normalizeWebsite(values.website),
      address: optionalText(values.address),
      subscriptionPlan: values.subscriptionPlan,
    }),
  );

  const servicesError = errors.services?.message ?? errors.services?.root?.message;
  const servicesId = 'register-services';

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Registro de empresa">
      <Section step={1} title="Datos de la empresa">
        <FormGrid columns={2}>
          <Field label="Nombre de la empresa" error={errors.companyName?.message} required>
            <Input
              autoComplete="organization"
              {...register(
                'companyName',
                textRules({ required: 'El nombre de la empresa es obligatorio.', maxLength: 200, label: 'El nombre de empresa' }),
              )}
            />
          </Field>
          <Field label="Persona de contacto" error={errors.contactPerson?.message} required>
            <Input
              autoComplete="name"
              {...register(
                'contactPerson',
                textRules({ required: 'La persona de contacto es obligatoria.', maxLength: 150, label: 'La persona de contacto' }),
              )}
            />
          </Field>
          <Field label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" inputMode="email" placeholder="empresa@email.com" {...register('email', emailRules)} />
          </Field>
          <Field label="Teléfono" error={errors.phone?.message} required>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="600 123 456"
              {...register('phone', textRules({ required: 'El teléfono es obligatorio.', maxLength: 30, label: 'El teléfono' }))}
            />
          </Field>
          <Field label="Contraseña" error={errors.password?.message} hint={PASSWORD_HINT} required>
            <PasswordInput autoComplete="new-password" {...register('password', newPasswordRules)} />
          </Field>
          <Field label="Sitio web (opcional)" error={errors.website?.message}>
            <Input type="url" autoComplete="url" inputMode="url" placeholder="www.tuempresa.es" {...register('website', websiteRules)} />
          </Field>
        </FormGrid>
      </Section>

      <Section step={2} title="Ubicación">
        <LocationPicker {...location} />
        <Field label="Dirección (opcional)" error={errors.address?.message}>
          <Input
            autoComplete="street-address"
            placeholder="Calle, número, polígono…"
            {...register('address', textRules({ maxLength: 255, label: 'La dirección' }))}
          />
        </Field>
      </Section>

      <Section step={3} title="Servicios y descripción">
        <Field
          label="Servicios que ofreces"
          id={servicesId}
          error={servicesError}
          hint="Busca y elige tus servicios: los clientes te encontrarán por ellos."
        >
          <ServicesSelect
            id={servicesId}
            value={services.field.value}
            onChange={services.field.onChange}
            onBlur={services.field.onBlur}
            inputRef={services.field.ref}
            invalid={Boolean(servicesError)}
            max={MAX_SERVICES}
            describedBy={servicesError ? `${servicesId}-error` : `${servicesId}-hint`}
          />
        </Field>
        <Field
          label="Descripción de la empresa"
          error={errors.description?.message}
          hint="Cuenta a los clientes qué hacéis, dónde operáis y qué os diferencia."
        >
          <Textarea rows={5} {...register('description', textRules({ maxLength: DESCRIPTION_MAX, label: 'La descripción' }))} />
        </Field>
      </Section>

      <Section step={4} title="Elige tu plan" legendId="register-plan-legend">
        <PlanPicker value={plan.field.value} onChange={(name) => plan.field.onChange(name)} labelledBy="register-plan-legend" />
      </Section>

      <StyledSubmit>
        <RegisterFailureAlert failure={failure} />
        <Button type="submit" variant="accent" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Creando tu cuenta...' : 'Crear cuenta de empresa'}
        </Button>
        <StyledSubmitNote>{TRIAL_TEXT}</StyledSubmitNote>
      </StyledSubmit>
    </StyledForm>
  );
}
