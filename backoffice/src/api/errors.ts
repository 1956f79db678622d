import { HttpError } from 'react-admin';

/** Spanish texts for failures the API did not describe itself (it answers `{ statusCode, code, message }`). */
export const ERROR_MESSAGES = {
  network: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  unavailable: 'El servidor no está disponible en este momento. Inténtalo de nuevo más tarde.',
  unexpected: 'Ha ocurrido un error. Inténtalo de nuevo.',
  invalidCredentials: 'Credenciales incorrectas. Verifica tu email y contraseña.',
  adminOnly: 'Solo los administradores pueden acceder al backoffice.',
  sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  notFound: 'No se ha encontrado el recurso solicitado.',
  tooManyRequests: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  invalidResponse: 'El servidor ha enviado una respuesta inesperada. Inténtalo de nuevo.',
} as const;

/** An HttpError (react-admin reads `status`) raised after a 401 was already answered by a token refresh. */
export interface AuthRetriedError extends HttpError {
  refreshAttempted?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `message` of an API error body, if it carries a usable one. */
export const messageFromBody = (body: unknown): string | undefined => {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (parts.length) return parts.join('. ');
  }
  return undefined;
};

/** A Spanish message for a status code when the server sent none (proxy errors, HTML pages, empty bodies). */
export const fallbackMessage = (status: number): string => {
  if (status === 0) return ERROR_MESSAGES.network;
  if (status === 401) return ERROR_MESSAGES.sessionExpired;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 429) return ERROR_MESSAGES.tooManyRequests;
  if (status >= 500) return ERROR_MESSAGES.unavailable;
  return ERROR_MESSAGES.unexpected;
};

export const isAbortError = (error: unknown): boolean =>
  error instanceof DOMException ? error.name === 'AbortError' : isRecord(error) && error.name === 'AbortError';

export const isHttpError = (error: unknown): error is HttpError =>
  error instanceof HttpError || (isRecord(error) && typeof error.status === 'number' && typeof error.message === 'string');

/**
 * Turns anything a request can throw into an HttpError with a Spanish message:
 * the server's `message` when it sent one, otherwise a fallback for the status.
 * Abort errors are returned untouched so react-query can tell a cancelled request apart.
 */
export const normalizeError = (error: unknown): HttpError | Error => {
  if (isAbortError(error)) return error as Error;
  if (isHttpError(error)) {
    const serverMessage = messageFromBody(error.body);
    if (serverMessage && serverMessage === error.message) return error;
    return new HttpError(serverMessage ?? fallbackMessage(error.status), error.status, error.body);
  }
  // fetch() rejects with a TypeError when the server cannot be reached at all.
  return new HttpError(ERROR_MESSAGES.network, 0, undefined);
};
