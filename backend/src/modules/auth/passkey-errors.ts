import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of passkey registration and sign-in (docs/api.md lists them). */
export const PasskeyMessages = {
  CHALLENGE_EXPIRED: 'La operación con la llave de acceso ha caducado. Vuelve a intentarlo.',
  REGISTRATION_FAILED: 'No hemos podido registrar la llave de acceso. Vuelve a intentarlo.',
  ALREADY_REGISTERED: 'Esta llave de acceso ya está registrada.',
  LIMIT_REACHED: 'Puedes tener como máximo 10 llaves de acceso. Elimina una para añadir otra.',
  SIGN_IN_FAILED: 'No hemos podido comprobar la llave de acceso. Inténtalo de nuevo o entra con tu contraseña.',
  NOT_FOUND: 'Llave de acceso no encontrada.',
} as const;

export const passkeyChallengeExpired = () =>
  new AppException('PASSKEY_CHALLENGE_EXPIRED', PasskeyMessages.CHALLENGE_EXPIRED, HttpStatus.BAD_REQUEST);
export const passkeyRegistrationFailed = () =>
  new AppException('PASSKEY_REGISTRATION_FAILED', PasskeyMessages.REGISTRATION_FAILED, HttpStatus.BAD_REQUEST);
/** One answer for an unknown passkey, a bad signature or a replayed counter: nothing to probe. */
export const passkeySignInFailed = () =>
  new AppException('PASSKEY_SIGN_IN_FAILED', PasskeyMessages.SIGN_IN_FAILED, HttpStatus.UNAUTHORIZED);
