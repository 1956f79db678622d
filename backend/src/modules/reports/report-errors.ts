import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

export const REPORT_REASON_MAX_LENGTH = 200;
export const REPORT_DESCRIPTION_MAX_LENGTH = 2000;
export const REPORT_NOTE_MAX_LENGTH = 1000;
/** Abuse limit: reports one user may send per rolling hour. */
export const REPORTS_PER_HOUR = 10;

/** Codes and Spanish messages of the reports module. */
export const ReportMessages = {
  TYPE: 'El tipo de contenido debe ser company, request o review.',
  TARGET: 'El identificador del contenido (targetId) no es válido.',
  REASON_REQUIRED: 'El motivo es obligatorio.',
  REASON_TEXT: 'El motivo debe ser un texto.',
  REASON_TOO_LONG: `El motivo no puede superar ${REPORT_REASON_MAX_LENGTH} caracteres.`,
  DESCRIPTION_TEXT: 'La descripción debe ser un texto.',
  DESCRIPTION_TOO_LONG: `La descripción no puede superar ${REPORT_DESCRIPTION_MAX_LENGTH} caracteres.`,
  NOTE_TEXT: 'La nota debe ser un texto.',
  NOTE_TOO_LONG: `La nota no puede superar ${REPORT_NOTE_MAX_LENGTH} caracteres.`,
  COMPANY_NOT_FOUND: 'Empresa no encontrada',
  REQUEST_NOT_FOUND: 'Solicitud no encontrada',
  REVIEW_NOT_FOUND: 'Reseña no encontrada',
  OWN_COMPANY: 'No puedes reportar tu propia empresa.',
  OWN_REQUEST: 'No puedes reportar tu propia solicitud.',
  OWN_REVIEW: 'No puedes reportar tu propia reseña.',
  DUPLICATE: 'Ya has reportado este contenido. Lo estamos revisando.',
  TOO_MANY: 'Has enviado demasiados reportes. Inténtalo de nuevo más tarde.',
  NOT_FOUND: 'Reporte no encontrado',
  CLOSED: 'Este reporte ya está cerrado',
} as const;

export const targetNotFound = (message: string) => new AppException('REPORT_TARGET_NOT_FOUND', message, HttpStatus.NOT_FOUND);
export const ownContent = (message: string) => new AppException('REPORT_OWN_CONTENT', message, HttpStatus.BAD_REQUEST);
export const duplicateReport = () => new AppException('REPORT_EXISTS', ReportMessages.DUPLICATE, HttpStatus.CONFLICT);
export const tooManyReports = () => new AppException('TOO_MANY_REQUESTS', ReportMessages.TOO_MANY, HttpStatus.TOO_MANY_REQUESTS);
export const reportNotFound = () => new AppException('REPORT_NOT_FOUND', ReportMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const reportClosed = () => new AppException('REPORT_CLOSED', ReportMessages.CLOSED, HttpStatus.CONFLICT);
