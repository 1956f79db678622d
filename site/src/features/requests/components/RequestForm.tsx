import { useId, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { Button, Field, FormGrid, htmlToText, InfoIcon, Input, RICH_TEXT_HINT, RichTextEditor, Select, textToHtml } from '../../../ui';
import { textRules } from '../../auth/validation';
import { LocationPicker } from '../../locations/components/LocationPicker';
import { useLocationController } from '../../locations/useLocationController';
import { ServicesSelect } from '../../services/components/ServicesSelect';
import type { JobRequest, RequestUpdate } from '../requests.api';
import { requestStatusLabel } from './RequestStatusBadge';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.belowMd} {
    flex-direction: column-reverse;

    > * {
      width: 100%;
    }
  }
`;

const StyledNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.info};
  }
`;

/** Statuses the owner may set (the API accepts only these; 'closed' is final). */
export type EditableStatus = NonNullable<RequestUpdate['status']>;
export const EDITABLE_STATUSES = ['active', 'completed', 'cancelled'] as const satisfies readonly EditableStatus[];

export const isEditableStatus = (status: string): status is EditableStatus => (EDITABLE_STATUSES as readonly string[]).includes(status);

type Values = {
  title: string;
  description: string;
  services: string[];
  city: string;
  province: string;
  status: string;
};

const FIELDS = ['title', 'description', 'services', 'city', 'province', 'status'] as const;
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 20_000;
const SERVICES_MAX = 15;

export const REQUEST_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  servicesRequired: 'Debes seleccionar al menos un servicio',
  locationRequired: 'Debes seleccionar una ciudad y provincia',
} as const;

export type RequestFormSubmit = RequestUpdate;

export type RequestFormProps = {
  /** The stored request. */
  request: JobRequest;
  /** Saves; a rejection with server field errors puts them next to the fields (the caller shows the toast). */
  onSubmit: (input: RequestFormSubmit) => Promise<unknown>;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Secondary action (e.g. 'Cancelar' link). */
  secondaryAction?: ReactNode;
};

function toValues(request: JobRequest): Values {
  return {
    title: request.title,
    description: htmlToText(request.description),
    services: request.services,
    city: request.city,
    province: request.province,
    status: request.status,
  };
}

/**
 * The edit form of an old request, made before the guided form (no category nor date): title,
 * service type, location, description and status (spec §2 'Request creation and edit', §5).
 * Structured requests are edited with edit/StructuredRequestEditForm.
 */
export function RequestForm({ request, onSubmit, submitting, submitLabel, submittingLabel, secondaryAction }: RequestFormProps) {
  const servicesId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: toValues(request) });
  const location = useLocationController(control, {
    cityRequired: REQUEST_MESSAGES.locationRequired,
    provinceRequired: REQUEST_MESSAGES.locationRequired,
  });
  const services = useController({
    control,
    name: 'services',
    rules: { validate: (value) => (Array.isArray(value) && value.length > 0) || REQUEST_MESSAGES.servicesRequired },
  });
  const storedStatus = request.status;
  const statusEditable = isEditableStatus(storedStatus);

  const submit = handleSubmit(async (values) => {
    const input: RequestFormSubmit = {
      title: values.title.trim(),
      description: textToHtml(values.description),
      services: values.services,
      city: values.city.trim(),
      province: values.province.trim(),
    };
    if (statusEditable && isEditableStatus(values.status)) input.status = values.status;
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  const titleField = (
    <Field key="title" label="Título" error={errors.title?.message} required>
      <Input
        maxLength={TITLE_MAX}
        autoComplete="off"
        {...register('title', textRules({ required: REQUEST_MESSAGES.titleRequired, maxLength: TITLE_MAX, label: 'El título' }))}
      />
    </Field>
  );

  const servicesField = (
    <Field
      key="services"
      label="Tipo de servicio"
      id={servicesId}
      error={errors.services?.message}
      required
      hint="Busca y elige uno o varios servicios: te recomendaremos empresas que los ofrecen."
    >
      <ServicesSelect
        id={servicesId}
        value={services.field.value}
        onChange={services.field.onChange}
        onBlur={services.field.onBlur}
        inputRef={services.field.ref}
        max={SERVICES_MAX}
        invalid={Boolean(errors.services)}
        describedBy={errors.services ? `${servicesId}-error` : `${servicesId}-hint`}
      />
    </Field>
  );

  // One message is enough when both are empty: it already names the city and the province.
  const locationErrors =
    location.errors?.city && location.errors.city === location.errors.province ? { city: location.errors.city } : location.errors;
  const locationField = <LocationPicker key="location" {...location} errors={locationErrors} />;

  const descriptionField = (
    <Field key="description" label="Descripción" error={errors.description?.message} required hint={RICH_TEXT_HINT}>
      <RichTextEditor
        toolbarLabel="Formato de la descripción"
        registration={register(
          'description',
          textRules({ required: REQUEST_MESSAGES.descriptionRequired, maxLength: DESCRIPTION_MAX, label: 'La descripción' }),
        )}
        onFormat={(next) => setValue('description', next, { shouldDirty: true, shouldValidate: Boolean(errors.description) })}
      />
    </Field>
  );

  const statusField = statusEditable ? (
    <Field
      key="status"
      label="Estado"
      error={errors.status?.message}
      hint="Marca la solicitud como completada o cancelada cuando ya no necesites el servicio."
    >
      <Select {...register('status')}>
        <option value="active">Activa</option>
        <option value="completed">Completada</option>
        <option value="cancelled">Cancelada</option>
      </Select>
    </Field>
  ) : (
    <div key="status">
      <Field label="Estado">
        <Input value={requestStatusLabel(storedStatus)} readOnly aria-readonly="true" />
      </Field>
      <StyledNote>
        <InfoIcon size={16} aria-hidden />
        {storedStatus === 'closed'
          ? 'Esta solicitud está cerrada y no se puede volver a abrir: ya no aparece en las búsquedas ni recibe propuestas. Puedes seguir editando sus datos y hablando con las empresas.'
          : 'El estado actual de esta solicitud no se puede cambiar desde aquí.'}
      </StyledNote>
    </div>
  );

  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label="Editar solicitud">
      <FormGrid>{[titleField, servicesField, locationField, descriptionField, statusField]}</FormGrid>
      <StyledActions>
        {secondaryAction}
        <Button type="submit" loading={submitting} size="lg">
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
