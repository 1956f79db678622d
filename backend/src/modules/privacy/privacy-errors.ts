import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** The Spanish texts of the data rights (issue 22). */
export const PrivacyMessages = {
  EXPORT_NOT_FOUND: 'La exportación no existe o ya ha caducado.',
  EXPORT_NOT_READY: 'La exportación todavía se está preparando.',
  EXPORT_FILE_MISSING: 'El archivo de la exportación ya no está disponible. Pide una nueva.',
  TOO_MANY_EXPORTS: 'Ya has pedido 3 exportaciones en las últimas 24 horas. Inténtalo más tarde.',
  WRONG_PASSWORD: 'La contraseña no es correcta.',
  CONFIRMATION: 'Escribe ELIMINAR para confirmar que quieres borrar tu cuenta.',
} as const;

export const exportNotFound = () => AppException.notFound(PrivacyMessages.EXPORT_NOT_FOUND, 'DATA_EXPORT_NOT_FOUND');
export const exportNotReady = () => AppException.conflict(PrivacyMessages.EXPORT_NOT_READY, 'DATA_EXPORT_NOT_READY');
export const exportFileMissing = () => AppException.notFound(PrivacyMessages.EXPORT_FILE_MISSING, 'DATA_EXPORT_FILE_MISSING');
export const tooManyExports = () =>
  new AppException('TOO_MANY_DATA_EXPORTS', PrivacyMessages.TOO_MANY_EXPORTS, HttpStatus.TOO_MANY_REQUESTS);
export const wrongPassword = () =>
  new AppException('WRONG_PASSWORD', PrivacyMessages.WRONG_PASSWORD, HttpStatus.BAD_REQUEST, [
    { field: 'password', message: PrivacyMessages.WRONG_PASSWORD },
  ]);
