import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerFieldErrors } from '../../../api/formErrors';
import { isApiError, UNEXPECTED_ERROR_MESSAGE } from '../../../api/http';
import { paths } from '../../../paths';
import { toast } from '../../../ui';
import { register, type RegisterInput } from '../auth.api';
import type { LoginRedirectState } from '../redirect';

/** Welcome text of the 'Registro exitoso' toast (spec §8: differs for company and client). */
const WELCOME: Record<RegisterInput['userType'], string> = {
  company: '¡Bienvenido a Rutalia! Tu prueba gratuita de 7 días ya está activa. Inicia sesión para completar el perfil de tu empresa.',
  client: '¡Bienvenido a Rutalia! Inicia sesión para publicar tu primera solicitud y recibir presupuestos.',
  admin: 'Tu cuenta de administrador está lista. Inicia sesión para continuar.',
};

export type RegisterFailure = { message: string; code?: string };

/**
 * Submits a sign-up form (spec §8 'Registration'): success → toast
 * 'Registro exitoso' with the welcome text and /login (email prefilled);
 * server errors → 'Error en el registro' with the server's message, field
 * errors next to their fields; anything else → 'Error inesperado'. `submit` never rejects.
 */
export function useRegisterAccount<T extends FieldValues>(setError: UseFormSetError<T>, formFields: readonly Path<T>[]) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<RegisterFailure | null>(null);

  const submit = async (input: RegisterInput): Promise<void> => {
    setFailure(null);
    try {
      await register(input);
      toast.success('Registro exitoso', { description: WELCOME[input.userType] });
      const state: LoginRedirectState = { email: input.email };
      void navigate(paths.login, { state }); // a data router's navigation never rejects
    } catch (error) {
      if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) {
        applyServerFieldErrors(error, setError, formFields);
        if (error.code === 'EMAIL_TAKEN' && formFields.includes('email' as Path<T>)) {
          setError('email' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
        }
        toast.error('Error en el registro', { description: error.message });
        setFailure({ message: error.message, code: error.code });
        return;
      }
      const message = isApiError(error) && error.isNetworkError ? error.message : UNEXPECTED_ERROR_MESSAGE;
      toast.error('Error inesperado', { description: message });
      setFailure({ message });
    }
  };

  return { submit, failure };
}
