import { requestCategoryForm } from '@rutalia/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from '../../../../api/http';
import { paths } from '../../../../paths';
import { Alert, Button, Card, Field, htmlToText, Input, RICH_TEXT_HINT, Select, Textarea, toast } from '../../../../ui';
import { invalidateRequestData, useUpdateRequest } from '../../hooks/useRequests';
import { uploadRequestPhotos, type JobRequest } from '../../requests.api';
import { CategoryIcon } from '../guided/categories';
import { ChoiceChips } from '../guided/ChoiceChips';
import { shrinkPhoto, toDraftPhoto, type DraftPhoto } from '../guided/photos';
import { categoryOf, stillStanding, TITLE_MAX_LENGTH, type StepErrors } from '../guided/rules';
import { fieldId } from '../guided/stepProps';
import { DetailsStep } from '../guided/steps/DetailsStep';
import { WhatStep } from '../guided/steps/WhatStep';
import { WhenStep } from '../guided/steps/WhenStep';
import { WhereStep } from '../guided/steps/WhereStep';
import { serverFailure } from '../guided/usePublishRequest';
import type { DraftPatch } from '../guided/useRequestDraft';
import { isEditableStatus } from '../RequestForm';
import { requestStatusLabel } from '../RequestStatusBadge';
import { buildRequestPatch, draftFromRequest, validateEdit } from './editDraft';
import { EditPhotos } from './EditPhotos';
import { withCoordinates } from './placeCoordinates';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledSection = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledHeading = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const StyledSubheading = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCategory = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
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

/** Error keys this form shows next to a field; any other message goes to the alert on top. */
const SHOWN = /^(category|origin|destination|date|dateFlexibility|details\.|title|description|status)/;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection forwardedAs="section" padding="lg" aria-labelledby={id}>
      <StyledHeading id={id}>{title}</StyledHeading>
      {children}
    </StyledSection>
  );
}

/** Focuses and shows the first field with an error (its control, or its group). */
function revealFirstError(errors: StepErrors): void {
  for (const key of Object.keys(errors)) {
    const element = document.getElementById(fieldId(key)) ?? document.getElementById(fieldId(key.split('.')[0] ?? key));
    if (!element) continue;
    const target = element.matches('input, select, textarea, fieldset') ? element : (element.querySelector('input') ?? element);
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
    return;
  }
}

/**
 * /request/:id/edit for a structured request: the guided form's questions on one page, in
 * sections, prefilled. «Guardar cambios» sends only what changed, then uploads the new photos;
 * stored photos are removed at once.
 */
export function StructuredRequestEditForm({ request }: { request: JobRequest }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpdateRequest(request.id);
  const [before] = useState(() => draftFromRequest(request, htmlToText(request.description)));
  const [draft, setDraft] = useState(before);
  const [status, setStatus] = useState(request.status);
  const [errors, setErrors] = useState<StepErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [added, setAdded] = useState<DraftPhoto[]>([]);
  const [changingCategory, setChangingCategory] = useState(false);
  const [saving, setSaving] = useState(false);
  const [revealed, setRevealed] = useState<StepErrors | null>(null);
  // An error goes away as soon as its answer changes (adjusted while rendering).
  const [seen, setSeen] = useState(draft);
  if (seen !== draft) {
    setSeen(draft);
    const kept = stillStanding(errors, seen, draft);
    if (Object.keys(kept).length !== Object.keys(errors).length) setErrors(kept);
  }
  const update = (patch: DraftPatch) => setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch) }));
  const statusEditable = isEditableStatus(request.status);
  const category = categoryOf(draft.category);

  // Stored places have no coordinates: look them up once, for the estimated distance.
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all([withCoordinates(before.origin, controller.signal), withCoordinates(before.destination, controller.signal)]).then(
      ([origin, destination]) => {
        if (controller.signal.aborted) return;
        // Only where the visitor has not picked another place meanwhile.
        setDraft((d) => ({
          ...d,
          origin: d.origin === before.origin ? origin : d.origin,
          destination: d.destination === before.destination ? destination : d.destination,
        }));
      },
    );
    return () => controller.abort();
  }, [before]);

  useEffect(() => {
    if (revealed) revealFirstError(revealed);
  }, [revealed]);

  const fail = (found: StepErrors, message: string | null = null) => {
    setErrors(found);
    setGeneral(message);
    setRevealed(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEdit(request, draft);
    if (Object.keys(found).length) return fail(found);
    const patch = buildRequestPatch(request, before, draft, statusEditable && isEditableStatus(status) ? status : undefined);
    setSaving(true);
    try {
      if (Object.keys(patch).length) await save.mutateAsync(patch);
    } catch (error) {
      const failure = serverFailure(error, 'review');
      const hidden = Object.entries(failure.errors).filter(([key]) => !SHOWN.test(key));
      fail(failure.errors, failure.message ?? (hidden.map(([, message]) => message).join(' ') || null));
      toast.error('No se pudo actualizar la solicitud', { description: getErrorMessage(error) });
      setSaving(false);
      return;
    }
    if (added.length) {
      try {
        await uploadRequestPhotos(request.id, await Promise.all(added.map((p) => shrinkPhoto(p.file))));
        for (const photo of added) URL.revokeObjectURL(photo.url);
        setAdded([]);
      } catch (error) {
        // The rest is saved: the new photos stay here to try again.
        invalidateRequestData(queryClient);
        toast.error('No se pudieron subir las fotos', { description: getErrorMessage(error) });
        setSaving(false);
        return;
      }
      invalidateRequestData(queryClient);
    }
    toast.success('Solicitud actualizada', { description: 'Tu solicitud ha sido actualizada correctamente' });
    void navigate(paths.dashboard); // a data router's navigation never rejects
  };

  const props = { draft, update, errors };
  return (
    <StyledForm onSubmit={(event) => void submit(event)} noValidate aria-label="Editar solicitud">
      {general ? <Alert tone="danger">{general}</Alert> : null}
      <Section title="Qué y detalles">
        {changingCategory || !category ? (
          <WhatStep {...props} />
        ) : (
          <>
            <StyledCategory>
              <span>
                <CategoryIcon slug={category.slug} />
                {category.name}
              </span>
              <Button type="button" variant="outline" size="sm" onClick={() => setChangingCategory(true)}>
                Cambiar categoría
              </Button>
            </StyledCategory>
            <ChoiceChips
              id={fieldId('services')}
              name="services"
              multiple
              legend={`¿Algo en concreto de ${category.name}?`}
              hint="Opcional: marca uno o varios servicios para llegar a las empresas que los ofrecen."
              options={category.services.map((s) => ({ value: s, label: s }))}
              value={draft.services}
              onChange={(services) => update({ services })}
            />
          </>
        )}
        {category ? <StyledSubheading>{requestCategoryForm(category.slug)?.question ?? 'Detalles'}</StyledSubheading> : null}
        <DetailsStep {...props} withText={false} />
      </Section>
      <Section title="Dónde">
        <WhereStep {...props} />
      </Section>
      <Section title="Cuándo">
        <WhenStep {...props} />
      </Section>
      <Section title="Fotos">
        <EditPhotos
          requestId={request.id}
          photos={request.photos ?? []}
          added={added}
          onAdd={(files) => setAdded((list) => [...list, ...files.map(toDraftPhoto)])}
          onRemoveAdded={(id) =>
            setAdded((list) => {
              const gone = list.find((p) => p.id === id);
              if (gone) URL.revokeObjectURL(gone.url);
              return list.filter((p) => p.id !== id);
            })
          }
        />
      </Section>
      <Section title="Texto">
        <Field label="Título" required error={errors.title} id={fieldId('title')}>
          <Input maxLength={TITLE_MAX_LENGTH} value={draft.title} onChange={(e) => update({ title: e.target.value })} />
        </Field>
        <Field
          label="Descripción (opcional)"
          error={errors.description}
          id={fieldId('description')}
          hint={`Accesos, horarios, objetos especiales… ${RICH_TEXT_HINT}`}
        >
          <Textarea rows={6} maxLength={20_000} value={draft.description} onChange={(e) => update({ description: e.target.value })} />
        </Field>
      </Section>
      <Section title="Estado">
        {statusEditable ? (
          <Field
            label="Estado"
            error={errors.status}
            id={fieldId('status')}
            hint="Marca la solicitud como completada o cancelada cuando ya no necesites el servicio."
          >
            <Select value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="active">Activa</option>
              <option value="completed">Completada</option>
              <option value="cancelled">Cancelada</option>
            </Select>
          </Field>
        ) : (
          <Alert tone="info" title={requestStatusLabel(request.status)}>
            {request.status === 'closed'
              ? 'Esta solicitud está cerrada y no se puede volver a abrir. Puedes seguir editando sus datos y hablando con las empresas.'
              : 'El estado actual de esta solicitud no se puede cambiar desde aquí.'}
          </Alert>
        )}
      </Section>
      <StyledActions>
        <Button to={paths.dashboard} variant="ghost" size="lg">
          Cancelar
        </Button>
        <Button type="submit" loading={saving} size="lg">
          {saving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
