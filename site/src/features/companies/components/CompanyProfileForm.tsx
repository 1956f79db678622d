import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { Button, Field, FormGrid, htmlToText, Input, RICH_TEXT_HINT, RichTextEditor, textToHtml, toast } from '../../../ui';
import { normalizeWebsite, textRules, websiteRules } from '../../auth/validation';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import { ServicesSelect } from '../../services/components/ServicesSelect';
import type { OwnCompany } from '../companies.api';
import { useCompanyProfileMutations } from '../useCompanies';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;

  ${({ theme }) => theme.media.belowMd} {
    > * {
      width: 100%;
    }
  }
`;

type Values = {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  city: string;
  province: string;
  services: string[];
  description: string;
};

const FIELDS = ['companyName', 'contactPerson', 'email', 'phone', 'website', 'city', 'province', 'services', 'description'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DESCRIPTION_MAX = 5000;

function toValues(company: OwnCompany): Values {
  return {
    companyName: company.companyName ?? '',
    contactPerson: company.contactPerson ?? '',
    email: company.email ?? '',
    phone: company.phone ?? '',
    website: company.website ?? '',
    city: company.city ?? '',
    province: company.province ?? '',
    services: company.services ?? [],
    description: htmlToText(company.description),
  };
}

/** Company profile edit (spec §2 'Company screens', §5 'Company profile'). */
export function CompanyProfileForm({ company }: { company: OwnCompany }) {
  const { update } = useCompanyProfileMutations();
  const servicesId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: toValues(company) });
  const location = useLocationController(control);
  const services = useController({ control, name: 'services' });
  const descriptionField = register('description', textRules({ maxLength: DESCRIPTION_MAX, label: 'La descripción' }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        companyName: values.companyName.trim(),
        contactPerson: values.contactPerson.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        website: normalizeWebsite(values.website) ?? '',
        city: values.city.trim(),
        province: values.province.trim(),
        services: values.services,
        description: textToHtml(values.description),
      });
      if (saved) reset(toValues(saved));
      toast.success('Perfil actualizado', { description: 'Tu información se ha guardado correctamente' });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error('No se pudo actualizar el perfil', { description: getErrorMessage(error) });
    }
  });

  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Perfil de empresa">
      <FormGrid columns={2}>
        <Field label="Nombre de la empresa" error={errors.companyName?.message} required>
          <Input
            autoComplete="organization"
            {...register('companyName', textRules({ required: 'El nombre de empresa es obligatorio', maxLength: 200, label: 'El nombre' }))}
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
        <Field label="Email de contacto" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...register('email', {
              validate: (value) => {
                const text = value.trim();
                if (!text) return true;
                return (text.length <= 254 && EMAIL_PATTERN.test(text)) || 'El email no es válido.';
              },
            })}
          />
        </Field>
        <Field label="Teléfono" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone', textRules({ maxLength: 30, label: 'El teléfono' }))} />
        </Field>
        <div data-span="full">
          <Field label="Sitio web" error={errors.website?.message} hint="Por ejemplo: www.tuempresa.es">
            <Input type="url" autoComplete="url" inputMode="url" {...register('website', websiteRules)} />
          </Field>
        </div>
        <div data-span="full">
          <LocationPicker {...location} />
        </div>
        <div data-span="full">
          <Field
            label="Servicios"
            id={servicesId}
            error={errors.services?.message}
            hint="Busca y elige tus servicios: los clientes te encontrarán por ellos."
          >
            <ServicesSelect
              id={servicesId}
              value={services.field.value}
              onChange={services.field.onChange}
              onBlur={services.field.onBlur}
              inputRef={services.field.ref}
              invalid={Boolean(errors.services)}
              describedBy={errors.services ? `${servicesId}-error` : `${servicesId}-hint`}
            />
          </Field>
        </div>
        <div data-span="full">
          <Field label="Descripción" error={errors.description?.message} hint={RICH_TEXT_HINT}>
            <RichTextEditor
              toolbarLabel="Formato de la descripción"
              registration={descriptionField}
              onFormat={(next) => setValue('description', next, { shouldDirty: true })}
            />
          </Field>
        </div>
      </FormGrid>

      <StyledActions>
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !update.isPending}>
          {update.isPending ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
