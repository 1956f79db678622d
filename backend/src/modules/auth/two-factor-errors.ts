import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of two-factor sign-in (docs/api.md lists them). */
export const TwoFactorMessages = {
  ALREADY_ENABLED: 'La verificación en dos pasos ya está activada.',
  NOT_STARTED: 'Primero genera el código QR para configurar la verificación en dos pasos.',
  NOT_ENABLED: 'La verificación en dos pasos no está activada.',
  INVALID_CODE: 'El código no es correcto o ya se ha usado. Escribe el código que muestra ahora tu aplicación o un código de recuperación.',
  CHALLENGE_EXPIRED: 'La verificación ha caducado. Inicia sesión de nuevo.',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos con el código. Espera unos minutos e inténtalo de nuevo.',
  REQUIRED_FOR_ADMINS: 'La verificación en dos pasos es obligatoria para los administradores: no se puede desactivar.',
  INVALID_PASSWORD: 'La contraseña no es correcta.',
  SECRET_UNREADABLE: 'No se pudo leer tu configuración de verificación en dos pasos. Usa un código de recuperación.',
} as const;

export const invalidCode = (status: HttpStatus.BAD_REQUEST | HttpStatus.UNAUTHORIZED = HttpStatus.BAD_REQUEST) =>
  new AppException('INVALID_TWO_FACTOR_CODE', TwoFactorMessages.INVALID_CODE, status);
export const challengeExpired = () =>
  new AppException('TWO_FACTOR_CHALLENGE_EXPIRED', TwoFactorMessages.CHALLENGE_EXPIRED, HttpStatus.UNAUTHORIZED);
export const tooManyCodeAttempts = () =>
  new AppException('TOO_MANY_REQUESTS', TwoFactorMessages.TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
