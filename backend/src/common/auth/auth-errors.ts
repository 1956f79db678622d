import { HttpStatus } from '@nestjs/common';
import { AppException } from '../errors/app-exception.js';
import { UserStatus } from '../../database/enums.js';

/** Codes and Spanish messages of the auth errors (docs/api.md lists them). */
export const AuthMessages = {
  UNAUTHENTICATED: 'Debes iniciar sesión para continuar.',
  FORBIDDEN: 'No tienes permiso para realizar esta acción.',
  INVALID_CREDENTIALS: 'Credenciales incorrectas. Verifica tu email y contraseña.',
  ACCOUNT_INACTIVE: 'Tu cuenta está desactivada.',
  SESSION_EXPIRED: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
  TOO_MANY_REQUESTS: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  EMAIL_TAKEN: 'Este email ya está registrado. Inicia sesión en su lugar.',
  INVITATION_REQUIRED: 'El registro de administradores requiere una invitación válida.',
  INVALID_PLAN: 'El plan seleccionado no existe.',
  INVALID_RESET_TOKEN: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  FORGOT_PASSWORD_SENT: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
  PASSWORD_UPDATED: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  PASSWORD_TOO_SHORT: 'La contraseña debe tener al menos 8 caracteres.',
  FULL_NAME_REQUIRED: 'El nombre completo es obligatorio.',
  EMAIL_IMMUTABLE: 'El email no se puede cambiar',
  TWO_FACTOR_ENROLMENT_REQUIRED:
    'Activa la verificación en dos pasos para entrar en el panel de administración: es obligatoria para los administradores.',
} as const;

export const suspendedMessage = (reason: string | null) => `Tu cuenta está suspendida. Motivo: ${reason?.trim() || 'no indicado'}`;

export const unauthenticated = () => new AppException('UNAUTHENTICATED', AuthMessages.UNAUTHENTICATED, HttpStatus.UNAUTHORIZED);
export const sessionExpired = () => new AppException('SESSION_EXPIRED', AuthMessages.SESSION_EXPIRED, HttpStatus.UNAUTHORIZED);
export const tooManyRequests = () => new AppException('TOO_MANY_REQUESTS', AuthMessages.TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);

/** A suspended or deactivated account may not sign in, refresh, nor use an access token it still holds. */
export function assertAccountUsable(account: { status: UserStatus; suspensionReason: string | null }): void {
  if (account.status === UserStatus.Suspended) {
    throw new AppException('ACCOUNT_SUSPENDED', suspendedMessage(account.suspensionReason), HttpStatus.FORBIDDEN);
  }
  if (account.status === UserStatus.Inactive) {
    throw new AppException('ACCOUNT_INACTIVE', AuthMessages.ACCOUNT_INACTIVE, HttpStatus.FORBIDDEN);
  }
}
