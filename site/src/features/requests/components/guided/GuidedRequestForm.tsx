import { requestCategoryForm } from '@rutalia/catalog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ArrowLeftIcon, ArrowRightIcon, Button, Card, toast } from '../../../../ui';
import { hasRole } from '../../../auth/session';
import type { JobRequest } from '../../requests.api';
import { useSession } from '../../../auth/useSession';
import { readPrefill, STEPS, stepIndex, type StepId } from './draft';
import { GuidedProgress } from './GuidedProgress';
import { toDraftPhoto, type DraftPhoto } from './photos';
import { RestorePrompt } from './RestorePrompt';
import { routeRule, stillStanding, validateStep, type StepErrors } from './rules';
import { fieldId } from './stepProps';
import type { ContactMode } from './steps/ContactFields';
import { DetailsStep } from './steps/DetailsStep';
import { PhotosStep } from './steps/PhotosStep';
import { ReviewStep } from './steps/ReviewStep';
import { WhatStep } from './steps/WhatStep';
import { WhenStep } from './steps/WhenStep';
import { WhereStep } from './steps/WhereStep';
import { usePublishRequest } from './usePublishRequest';
import { useRequestDraft } from './useRequestDraft';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledCard = styled(Card)`
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledHeading = styled.h2`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  scroll-margin-top: 6rem;

  &:focus {
    outline: none;
  }
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.belowMd} {
    position: sticky;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.raised};
    margin-inline: -${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    > * {
      flex: 1;
    }
  }
`;

function stepHeading(step: StepId, category: string): string {
  if (step === 'where') return routeRule(category) === 'none' ? '¿Dónde?' : '¿Desde dónde y hasta dónde?';
  if (step === 'details') return requestCategoryForm(category)?.question ?? 'Detalles';
  return STEPS.find((s) => s.id === step)?.title ?? '';
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
 * /request: the guided request form (what → where → when → details → photos → review and
 * publish). Answers are kept in localStorage; a visitor creates the account on the last step.
 * `onPublished` gets the new request once it and its photos are saved.
 */
export function GuidedRequestForm({ onPublished }: { onPublished: (request: JobRequest) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [prefill] = useState(() => readPrefill((location.state as { prefill?: unknown } | null)?.prefill));
  const { draft, update, restorable, resume, discard, finish } = useRequestDraft(prefill);
  const { user } = useSession();
  const { publish, publishing } = usePublishRequest();
  const [errors, setErrors] = useState<StepErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [photos, setPhotos] = useState<DraftPhoto[]>([]);
  const [mode, setMode] = useState<ContactMode>('register');
  const [password, setPassword] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // An error goes away as soon as its answer changes (adjusted while rendering).
  const [seen, setSeen] = useState(draft);
  if (seen !== draft) {
    setSeen(draft);
    if (Object.keys(errors).length && seen.step === draft.step) {
      const kept = stillStanding(errors, seen, draft);
      if (Object.keys(kept).length !== Object.keys(errors).length) setErrors(kept);
    }
  }
  const moved = useRef(false);
  const step = draft.step;
  const wrongAccount = user !== null && !hasRole(user, 'client');

  // The hero's answers are applied once: a reload must not apply them again.
  useEffect(() => {
    if (prefill) void navigate(location.pathname, { replace: true, state: null });
  }, [prefill, navigate, location.pathname]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (Object.keys(errors).length) revealFirstError(errors);
    else heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step, errors]);

  const goTo = (next: StepId, nextErrors: StepErrors = {}) => {
    moved.current = true;
    setErrors(nextErrors);
    setGeneral(null);
    update({ step: next });
  };

  const next = async () => {
    const found = validateStep(step, draft, { signedIn: user !== null });
    if (Object.keys(found).length) {
      moved.current = true;
      setErrors(found);
      return;
    }
    const index = stepIndex(step);
    if (index < STEPS.length - 1) return goTo(STEPS[index + 1].id);
    const result = await publish({ draft, photos, signedIn: user !== null, mode, password });
    if ('failure' in result) {
      const { failure } = result;
      if (failure.mode) setMode(failure.mode);
      goTo(failure.step, failure.errors);
      setGeneral(failure.message ?? null);
      return;
    }
    finish();
    for (const photo of photos) URL.revokeObjectURL(photo.url);
    toast.success('¡Solicitud creada!', { description: 'Las empresas ya pueden ver tu solicitud y enviarte propuestas.' });
    if (result.photosFailed) toast.error('No se pudieron subir las fotos', { description: 'Puedes añadirlas al editar la solicitud.' });
    onPublished(result.request);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  if (restorable) return <RestorePrompt draft={restorable} onResume={resume} onDiscard={discard} />;

  const props = { draft, update, errors };
  const addPhotos = (files: File[]) => {
    const added = [...photos, ...files.map(toDraftPhoto)];
    setPhotos(added);
    update({ photoCount: added.length });
  };
  const removePhoto = (id: string) => {
    const gone = photos.find((p) => p.id === id);
    if (gone) URL.revokeObjectURL(gone.url);
    const left = photos.filter((p) => p.id !== id);
    setPhotos(left);
    update({ photoCount: left.length });
  };
  const last = stepIndex(step) === STEPS.length - 1;

  return (
    <StyledForm onSubmit={onSubmit} noValidate aria-label="Nueva solicitud">
      <GuidedProgress step={step} onStep={(s) => goTo(s)} />
      <StyledCard padding="lg">
        <StyledHeading ref={heading} tabIndex={-1}>
          {stepHeading(step, draft.category)}
        </StyledHeading>
        {general ? <Alert tone="danger">{general}</Alert> : null}
        {wrongAccount ? <Alert tone="warning">Las solicitudes se publican con una cuenta de cliente.</Alert> : null}
        {step === 'what' ? <WhatStep {...props} /> : null}
        {step === 'where' ? <WhereStep {...props} /> : null}
        {step === 'when' ? <WhenStep {...props} /> : null}
        {step === 'details' ? <DetailsStep {...props} /> : null}
        {step === 'photos' ? (
          <PhotosStep photos={photos} onAdd={addPhotos} onRemove={removePhoto} lostPhotos={draft.photoCount - photos.length} />
        ) : null}
        {step === 'review' ? (
          <ReviewStep
            draft={draft}
            photos={photos}
            user={user}
            onEdit={(s) => goTo(s)}
            mode={mode}
            onMode={(m) => {
              setMode(m);
              setErrors({});
            }}
            onContact={(patch) => update((d) => ({ contact: { ...d.contact, ...patch } }))}
            password={password}
            onPassword={(value) => {
              setPassword(value);
              if (errors.password) setErrors(({ password: _, ...rest }) => rest);
            }}
            errors={errors}
          />
        ) : null}
      </StyledCard>
      <StyledNav>
        {stepIndex(step) > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            iconLeft={<ArrowLeftIcon size={18} />}
            onClick={() => goTo(STEPS[stepIndex(step) - 1].id)}
          >
            Atrás
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          size="lg"
          variant={last ? 'accent' : 'primary'}
          loading={publishing}
          disabled={last && wrongAccount}
          iconRight={last ? undefined : <ArrowRightIcon size={18} />}
        >
          {last ? (publishing ? 'Publicando...' : 'Publicar solicitud') : 'Siguiente'}
        </Button>
      </StyledNav>
    </StyledForm>
  );
}
