/** Machine-readable error codes of the API; the message that travels with each is Spanish. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_ERROR',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

/** Default Spanish message for each HTTP status the API can answer with. */
export const defaultMessageForStatus: Record<number, { code: ErrorCodeValue; message: string }> = {
  400: { code: ErrorCode.BAD_REQUEST, message: 'La petición no es válida.' },
  401: { code: ErrorCode.UNAUTHENTICATED, message: 'Debes iniciar sesión para continuar.' },
  403: { code: ErrorCode.FORBIDDEN, message: 'No tienes permiso para realizar esta acción.' },
  404: { code: ErrorCode.NOT_FOUND, message: 'El recurso solicitado no existe.' },
  405: { code: ErrorCode.BAD_REQUEST, message: 'Método no permitido.' },
  406: { code: ErrorCode.BAD_REQUEST, message: 'Formato de respuesta no aceptado.' },
  409: { code: ErrorCode.CONFLICT, message: 'La operación entra en conflicto con los datos existentes.' },
  413: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'El contenido enviado es demasiado grande.' },
  414: { code: ErrorCode.BAD_REQUEST, message: 'La dirección de la petición es demasiado larga.' },
  415: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Tipo de contenido no admitido.' },
  422: { code: ErrorCode.VALIDATION, message: 'Los datos enviados no son válidos.' },
  431: { code: ErrorCode.BAD_REQUEST, message: 'La dirección o las cabeceras de la petición son demasiado largas.' },
  429: { code: ErrorCode.TOO_MANY_REQUESTS, message: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.' },
  503: { code: ErrorCode.SERVICE_UNAVAILABLE, message: 'El servicio no está disponible en este momento. Inténtalo más tarde.' },
};

export const INTERNAL_ERROR_MESSAGE = 'Ha ocurrido un error. Inténtalo de nuevo.';
