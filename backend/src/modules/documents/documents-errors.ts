import { HttpStatus } from '@nestjs/common';
import { AppException, type FieldError } from '../../common/errors/app-exception.js';
import { MAX_DOCUMENT_BYTES } from './document-files.js';

/** Codes and Spanish messages of the documents module (issue 20). */
export const DocumentMessages = {
  NOT_FOUND: 'Documento no encontrado.',
  FILE_MISSING: 'El archivo de este documento no está disponible. Sube una versión nueva.',
  PROFILE_NOT_FOUND: 'No se encontró el perfil de empresa.',
  NOT_MULTIPART: 'Envía el documento como multipart/form-data (campos kind, expiresOn y file).',
  BAD_MULTIPART: 'El formulario enviado no es válido.',
  NO_FILE: 'Selecciona el archivo del documento.',
  ONE_FILE: 'Sube un solo archivo por documento.',
  FILE_TOO_LARGE: `El archivo es demasiado grande. Máximo ${MAX_DOCUMENT_BYTES / (1024 * 1024)} MB.`,
  INVALID_FILE: 'El archivo debe ser un PDF o una imagen JPEG, PNG o WebP.',
  KIND_REQUIRED: 'Elige el tipo de documento.',
  KIND_INVALID: 'El tipo de documento no es válido (cif, transport_authorization, liability_insurance o goods_insurance).',
  EXPIRY_REQUIRED: 'Indica la fecha de caducidad del seguro.',
  EXPIRY_INVALID: 'La fecha de caducidad debe ser una fecha válida (AAAA-MM-DD).',
  EXPIRY_PAST: 'La fecha de caducidad debe ser posterior a hoy: este documento ya no está en vigor.',
  EXPIRY_TOO_FAR: 'La fecha de caducidad no puede estar a más de 10 años.',
  EXPIRY_NOT_ALLOWED: 'El CIF no caduca: no indiques fecha de caducidad.',
  TOO_MANY_UPLOADS: 'Has subido demasiados documentos en las últimas 24 horas. Inténtalo de nuevo mañana.',
  NOT_PENDING_DELETE: 'Solo puedes borrar un documento que aún está pendiente de revisión.',
  NOT_PENDING_APPROVE: 'Este documento ya no está pendiente de revisión.',
  NOT_REJECTABLE: 'Solo se puede rechazar un documento pendiente o aprobado.',
  EXPIRED_APPROVE: 'La fecha de caducidad de este documento ya ha pasado: no se puede aprobar.',
  REASON_REQUIRED: 'El motivo del rechazo es obligatorio.',
  REASON_TOO_LONG: 'El motivo del rechazo no puede superar los 500 caracteres.',
} as const;

export const documentNotFound = () => new AppException('DOCUMENT_NOT_FOUND', DocumentMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const documentFileMissing = () => new AppException('DOCUMENT_FILE_MISSING', DocumentMessages.FILE_MISSING, HttpStatus.NOT_FOUND);
export const companyProfileNotFound = () =>
  new AppException('COMPANY_PROFILE_NOT_FOUND', DocumentMessages.PROFILE_NOT_FOUND, HttpStatus.NOT_FOUND);
export const badUpload = (code: string, message: string) => new AppException(code, message, HttpStatus.BAD_REQUEST);
export const documentTooLarge = () => new AppException('FILE_TOO_LARGE', DocumentMessages.FILE_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
export const invalidDocumentFile = () => new AppException('INVALID_DOCUMENT_FILE', DocumentMessages.INVALID_FILE, HttpStatus.BAD_REQUEST);
export const tooManyUploads = () => new AppException('TOO_MANY_DOCUMENTS', DocumentMessages.TOO_MANY_UPLOADS, HttpStatus.TOO_MANY_REQUESTS);
export const documentStateConflict = (message: string, code = 'DOCUMENT_STATE_CONFLICT') =>
  new AppException(code, message, HttpStatus.CONFLICT);

/** 400 VALIDATION_ERROR naming each wrong form field (kind, expiresOn), as the JSON endpoints answer. */
export function invalidDocumentFields(errors: FieldError[]): AppException {
  return new AppException('VALIDATION_ERROR', errors[0]?.message ?? 'Los datos enviados no son válidos.', HttpStatus.BAD_REQUEST, errors);
}
