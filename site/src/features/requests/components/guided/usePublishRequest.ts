import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../../api/http';
import { isTwoFactorChallenge, login, register } from '../../../auth/auth.api';
import { completeSignIn } from '../../../auth/sessionManager';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../auth/validation';
import { invalidateRequestData } from '../../hooks/useRequests';
import { createRequest, uploadRequestPhotos, type JobRequest } from '../../requests.api';
import { stepIndex, type RequestDraft, type StepId } from './draft';
import { shrinkPhoto, type DraftPhoto } from './photos';
import { buildRequestInput, formFieldOf, stepOfField, type StepErrors } from './rules';
import type { ContactMode } from './steps/ContactFields';

const TWO_FACTOR_ELSEWHERE =
  'Tu cuenta tiene activada la verificación en dos pasos: inicia sesión desde «Iniciar sesión» con tu código y vuelve a publicar.';

export type PublishFailure = { errors: StepErrors; step: StepId; message?: string; mode?: ContactMode };

type PublishInput = { draft: RequestDraft; photos: readonly DraftPhoto[]; signedIn: boolean; mode: ContactMode; password: string };

export type PublishResult = { request: JobRequest; photosFailed: boolean } | { failure: PublishFailure };

function passwordError(mode: ContactMode, password: string): string | undefined {
  if (!password) return 'La contraseña es obligatoria.';
  if (mode === 'login') return undefined;
  if (password.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`;
  return undefined;
}

/** The server's field errors keyed as the form keys them, and the earliest step that shows one. */
export function serverFailure(error: unknown, fallbackStep: StepId): PublishFailure {
  if (!isApiError(error)) return { errors: {}, step: fallbackStep, message: UNEXPECTED_ERROR_MESSAGE };
  const errors: StepErrors = {};
  let step: StepId | undefined;
  for (const fieldError of error.errors ?? []) {
    const field = fieldError.field ?? '';
    if (!field) continue;
    errors[formFieldOf(field)] ??= fieldError.message;
    const at = stepOfField(field);
    if (step === undefined || stepIndex(at) < stepIndex(step)) step = at;
  }
  return { errors, step: step ?? fallbackStep, message: step ? undefined : error.message };
}

/**
 * «Publicar solicitud»: a visitor's account is created (or, for a known email, signed in) with
 * the password typed once, then the request is created and its photos uploaded. Answers the
 * request, or the errors with the step to show them on; never rejects.
 */
export function usePublishRequest() {
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState(false);

  const signInVisitor = async ({ draft, mode, password }: PublishInput): Promise<PublishFailure | null> => {
    const email = draft.contact.email.trim();
    const wrongPassword = passwordError(mode, password);
    if (wrongPassword) return { errors: { password: wrongPassword }, step: 'review' };
    if (mode === 'register') {
      try {
        const phone = draft.contact.phone.trim();
        await register({ userType: 'client', fullName: draft.contact.fullName.trim(), email, password, ...(phone ? { phone } : {}) });
      } catch (error) {
        if (isApiError(error) && error.code === 'EMAIL_TAKEN') return { errors: {}, step: 'review', mode: 'login' };
        return serverFailure(error, 'review');
      }
    }
    try {
      const answer = await login({ email, password, remember: false });
      if (isTwoFactorChallenge(answer)) {
        // The code step lives on /login; the draft stays saved in this browser.
        return { errors: {}, step: 'review', message: TWO_FACTOR_ELSEWHERE };
      }
      completeSignIn(answer, false);
      return null;
    } catch (error) {
      const failure = serverFailure(error, 'review');
      return isApiError(error) && error.statusCode === 401
        ? { ...failure, errors: { password: error.message }, message: undefined }
        : failure;
    }
  };

  const publish = async (input: PublishInput): Promise<PublishResult> => {
    setPublishing(true);
    try {
      if (!input.signedIn) {
        const failure = await signInVisitor(input);
        if (failure) return { failure };
      }
      let request: JobRequest;
      try {
        request = await createRequest(buildRequestInput(input.draft));
      } catch (error) {
        return { failure: serverFailure(error, 'review') };
      }
      let photosFailed = false;
      if (input.photos.length) {
        try {
          await uploadRequestPhotos(request.id, await Promise.all(input.photos.map((p) => shrinkPhoto(p.file))));
        } catch {
          photosFailed = true;
        }
      }
      invalidateRequestData(queryClient, request);
      return { request, photosFailed };
    } finally {
      setPublishing(false);
    }
  };

  return { publish, publishing };
}
