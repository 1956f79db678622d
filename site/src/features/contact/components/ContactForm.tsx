import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { Button, Field, FormGrid, Input, Select, Textarea, toast } from '../../../ui';
import { emailRules, textRules } from '../../auth/validation';
import { CONTACT_SUBJECTS, sendContactMessage } from '../contact.api';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  hasMissingRequired,
  MISSING_FIELDS_MESSAGE,
  toContactInput,
  type ContactValues,
  type ContactVariant,
} from '../contactForm';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export type ContactFormProps = {
  /** 'home': subject from a list and an optional company; 'page' (/contact): free-text subject, no company. */
  variant: ContactVariant;
  /** Accessible name of the form. */
  label?: string;
};

/**
 * Contact form (spec §5, §8): name, email, subject and message required (the toast wording
 * depends on the form), phone (and company on the home form) optional. The server checks it
 * all again; its field errors land next to the fields.
 */
export function ContactForm({ variant, label = 'Formulario de contacto' }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ mode: 'onTouched', defaultValues: EMPTY_CONTACT });

  const onValid = async (values: ContactValues) => {
    try {
      await sendContactMessage(toContactInput(values, variant));
      toast.success('Mensaje enviado', { description: 'Te contactaremos pronto. ¡Gracias por tu interés!' });
      reset(EMPTY_CONTACT);
    } catch (error) {
      const { applied, unmatched } = applyServerFieldErrors(error, setError, CONTACT_FIELDS);
      const description = unmatched.length > 0 ? unmatched.join(' ') : applied > 0 ? undefined : getErrorMessage(error);
      toast.error('No se pudo enviar el mensaje. Inténtalo de nuevo.', description ? { description } : undefined);
    }
  };

  const onInvalid = () => {
    // Only a blank required field gets the spec's toast; a bad email just shows its field error.
    if (hasMissingRequired(getValues())) toast.error(MISSING_FIELDS_MESSAGE[variant]);
  };

  const id = (field: keyof ContactValues) => `contact-${variant}-${field}`;

  return (
    <StyledForm onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} noValidate aria-label={label}>
      <FormGrid columns={2}>
        <Field id={id('name')} label="Nombre" error={errors.name?.message} required>
          <Input
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            {...register('name', textRules({ required: 'El nombre es obligatorio.', maxLength: CONTACT_LIMITS.name, label: 'El nombre' }))}
          />
        </Field>
        <Field id={id('email')} label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" inputMode="email" maxLength={CONTACT_LIMITS.email} {...register('email', emailRules)} />
        </Field>
        <Field id={id('phone')} label="Teléfono (opcional)" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={CONTACT_LIMITS.phone}
            {...register('phone', textRules({ maxLength: CONTACT_LIMITS.phone, label: 'El teléfono' }))}
          />
        </Field>
        {variant === 'home' ? (
          <Field id={id('company')} label="Empresa (opcional)" error={errors.company?.message}>
            <Input
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              {...register('company', textRules({ maxLength: CONTACT_LIMITS.company, label: 'La empresa' }))}
            />
          </Field>
        ) : (
          <Field id={id('subject')} label="Asunto" error={errors.subject?.message} required>
            <Input
              maxLength={CONTACT_LIMITS.subject}
              {...register(
                'subject',
                textRules({ required: 'El asunto es obligatorio.', maxLength: CONTACT_LIMITS.subject, label: 'El asunto' }),
              )}
            />
          </Field>
        )}
        {variant === 'home' ? (
          <div data-span="full">
            <Field id={id('subject')} label="Asunto" error={errors.subject?.message} required>
              <Select {...register('subject', textRules({ required: 'Selecciona un asunto.' }))}>
                <option value="">Selecciona un asunto</option>
                {CONTACT_SUBJECTS.map((subject) => (
                  <option key={subject.value} value={subject.value}>
                    {subject.label}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        ) : null}
        <div data-span="full">
          <Field id={id('message')} label="Mensaje" error={errors.message?.message} required>
            <Textarea
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              {...register(
                'message',
                textRules({ required: 'El mensaje es obligatorio.', maxLength: CONTACT_LIMITS.message, label: 'El mensaje' }),
              )}
            />
          </Field>
        </div>
      </FormGrid>
      <StyledFooter>
        <p>Los campos marcados con * son obligatorios.</p>
        <Button type="submit" variant="accent" size="lg" loading={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
        </Button>
      </StyledFooter>
    </StyledForm>
  );
}
