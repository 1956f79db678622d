import { useId, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { getErrorMessage } from '../../../api/http';
import { Button, Field, FormGrid, Input, Textarea, toast } from '../../../ui';
import { normalizeWebsite, textRules, websiteRules } from '../../auth/validation';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import { ServicesSelect } from '../../services/components/ServicesSelect';
import type { OwnCompany } from '../companies.api';
import { htmlToText, textToHtml } from '../richText';
import { useCompanyProfileMutations } from '../useCompanies';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledToolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[2]};

  button {
    min-width: 36px;
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.primary50};
  }
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
  const descriptionRef = useRef<HTMLTextAreaElement | null>(null);

  /** Toolbar: '**bold**' around the selection, or '- ' in front of the selected lines. */
  const format = (kind: 'bold' | 'list') => {
    const el = descriptionRef.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    let next: string;
    let caret: [number, number];
    if (kind === 'bold') {
      const selected = value.slice(start, end) || 'texto';
      next = `${value.slice(0, start)}**${selected}**${value.slice(end)}`;
      caret = [start + 2, start + 2 + selected.length];
    } else {
      const lineStart = value.lastIndexOf('\n', start - 1) + 1;
      const block = value.slice(lineStart, end);
      const listed = block
        .split('\n')
        .map((line) => (/^\s*[-*•]\s/.test(line) ? line : `- ${line}`))
        .join('\n');
      next = `${value.slice(0, lineStart)}${listed}${value.slice(end)}`;
      caret = [lineStart, lineStart + listed.length];
    }
    setValue('description', next, { shouldDirty: true });
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(caret[0], caret[1]);
    });
  };

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
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Perfil de empresa">
      <FormGrid columns={2}>
        <Field label="Nombre de la empresa" error={errors.companyName?.message} required>
          <Input autoComplete="organization" {...register('companyName', textRules({ required: 'El nombre de empresa es obligatorio', maxLength: 200, label: 'El nombre' }))} />
        </Field>
        <Field label="Persona de contacto" error={errors.contactPerson?.message} required>
          <Input autoComplete="name" {...register('contactPerson', textRules({ required: 'La persona de contacto es obligatoria.', maxLength: 150, label: 'La persona de contacto' }))} />
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
          <Field label="Servicios" id={servicesId} error={errors.services?.message} hint="Busca y elige tus servicios: los clientes te encontrarán por ellos.">
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
          <Field
            label="Descripción"
            error={errors.description?.message}
            hint="Separa los párrafos con una línea en blanco; empieza una línea con «- » para hacer una lista y usa **texto** para la negrita."
          >
            <>
              <StyledToolbar role="toolbar" aria-label="Formato de la descripción">
                <button type="button" onClick={() => format('bold')} aria-label="Negrita" title="Negrita">
                  <strong>B</strong>
                </button>
                <button type="button" onClick={() => format('list')} aria-label="Lista" title="Lista">
                  • Lista
                </button>
              </StyledToolbar>
              <Textarea
                rows={8}
                {...descriptionField}
                ref={(el) => {
                  descriptionField.ref(el);
                  descriptionRef.current = el;
                }}
              />
            </>
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
