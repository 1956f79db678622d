import { HttpException } from '@nestjs/common';
import { AppException, type FieldError } from './app-exception.js';
import { defaultMessageForStatus, ErrorCode, INTERNAL_ERROR_MESSAGE, type ErrorCodeValue } from './error-codes.js';
import { isServiceUnavailableError } from './service-unavailable.js';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCodeValue;
  message: string;
  errors?: FieldError[];
  details?: Record<string, unknown>;
}

/** PostgreSQL error codes that are the caller's fault, and how we explain them. */
const postgresErrors: Record<string, { status: number; code: ErrorCodeValue; message: string }> = {
  '23505': { status: 409, code: ErrorCode.CONFLICT, message: 'Ya existe un registro con esos datos.' },
  '23503': {
    status: 409,
    code: ErrorCode.CONFLICT,
    message: 'El registro está relacionado con otros datos que no existen o que lo necesitan.',
  },
  '23514': { status: 400, code: ErrorCode.VALIDATION, message: 'Los datos enviados no cumplen las reglas del registro.' },
  '23502': { status: 400, code: ErrorCode.VALIDATION, message: 'Falta un dato obligatorio.' },
  '22P02': { status: 400, code: ErrorCode.BAD_REQUEST, message: 'Algún valor enviado no tiene el formato correcto.' },
  '22001': { status: 400, code: ErrorCode.VALIDATION, message: 'Algún texto enviado es demasiado largo.' },
  '22003': { status: 400, code: ErrorCode.VALIDATION, message: 'Algún número enviado está fuera de rango.' },
  '22007': { status: 400, code: ErrorCode.VALIDATION, message: 'Alguna fecha enviada no es válida.' },
  '22008': { status: 400, code: ErrorCode.VALIDATION, message: 'Alguna fecha enviada no es válida.' },
  // A NUL byte (\u0000) or a byte sequence PostgreSQL cannot store, sent in any text.
  '22021': { status: 400, code: ErrorCode.BAD_REQUEST, message: 'Algún texto enviado contiene caracteres no válidos.' },
  '22P05': { status: 400, code: ErrorCode.BAD_REQUEST, message: 'Algún texto enviado contiene caracteres no válidos.' },
  // LIKE patterns and regular expressions built from a search text.
  '22025': { status: 400, code: ErrorCode.BAD_REQUEST, message: 'El texto de búsqueda no es válido.' },
  '2201B': { status: 400, code: ErrorCode.BAD_REQUEST, message: 'El texto de búsqueda no es válido.' },
  // e.g. a text too long for its index.
  '54000': { status: 400, code: ErrorCode.VALIDATION, message: 'Algún texto enviado es demasiado largo.' },
};

/** Fastify's own errors (body parsing, limits) that reach us before any controller. */
const fastifyErrors: Record<string, { code: ErrorCodeValue; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.BAD_REQUEST, message: 'El cuerpo de la petición no es un JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.BAD_REQUEST, message: 'El cuerpo de la petición está vacío.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'El contenido enviado es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.BAD_REQUEST, message: 'La longitud del contenido no es válida.' },
  FST_ERR_BAD_URL: { code: ErrorCode.BAD_REQUEST, message: 'La dirección de la petición no es válida.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: ErrorCode.BAD_REQUEST, message: 'La dirección de la petición es demasiado larga.' },
};

/**
 * Turns anything thrown into the API's error body. Unknown errors become a generic 500 whose
 * details stay in the logs, never in the response.
 */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppException) {
    return {
      statusCode: error.getStatus(),
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (error instanceof HttpException) {
    // Nest wraps Fastify's own errors (bad JSON, body too large) and keeps them as the cause.
    const cause = error.cause as { code?: string } | undefined;
    if (typeof cause?.code === 'string' && fastifyErrors[cause.code])
      return { statusCode: error.getStatus(), ...fastifyErrors[cause.code] };
    const status = error.getStatus();
    const fallback =
      defaultMessageForStatus[status] ??
      (status < 500 ? defaultMessageForStatus[400] : { code: ErrorCode.INTERNAL, message: INTERNAL_ERROR_MESSAGE });
    const response = error.getResponse();
    const custom = typeof response === 'object' && response !== null ? (response as { message?: unknown; code?: unknown }) : undefined;
    // Nest's built-in exceptions carry English messages; only our own Spanish ones pass through.
    const message = typeof custom?.message === 'string' && custom.code ? custom.message : fallback.message;
    const code = typeof custom?.code === 'string' ? custom.code : fallback.code;
    return { statusCode: status, code, message };
  }
  // PostgreSQL down or restarting: "come back later" (the filter adds Retry-After), not a 500.
  if (isServiceUnavailableError(error)) return { statusCode: 503, ...defaultMessageForStatus[503] };
  const pgCode = (error as { driverError?: { code?: string }; code?: string })?.driverError?.code;
  if (pgCode && postgresErrors[pgCode]) {
    const { status, code, message } = postgresErrors[pgCode];
    return { statusCode: status, code, message };
  }
  const fastify = error as { code?: string; statusCode?: number };
  if (typeof fastify?.code === 'string' && fastifyErrors[fastify.code]) {
    const status = fastify.statusCode && fastify.statusCode >= 400 && fastify.statusCode < 500 ? fastify.statusCode : 400;
    return { statusCode: status, ...fastifyErrors[fastify.code] };
  }
  if (typeof fastify?.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    const known = defaultMessageForStatus[fastify.statusCode] ?? defaultMessageForStatus[400];
    return { statusCode: fastify.statusCode, ...known };
  }
  return { statusCode: 500, code: ErrorCode.INTERNAL, message: INTERNAL_ERROR_MESSAGE };
}
