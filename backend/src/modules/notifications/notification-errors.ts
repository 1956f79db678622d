import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

export const NotificationMessages = {
  ESSENTIAL: 'Este correo es esencial para tu cuenta (seguridad, pagos o documentación) y no se puede desactivar.',
  NOT_AVAILABLE: 'Este tipo de aviso no está disponible para tu cuenta.',
  ALERTS_NOT_CONFIGURED: 'Primero configura tus alertas de nuevas solicitudes en «Alertas».',
  TOKEN_INVALID: 'El enlace para darte de baja no es válido.',
} as const;

export const essentialMail = () =>
  new AppException('NOTIFICATION_ESSENTIAL', NotificationMessages.ESSENTIAL, HttpStatus.UNPROCESSABLE_ENTITY);
export const kindNotAvailable = () =>
  new AppException('NOTIFICATION_NOT_AVAILABLE', NotificationMessages.NOT_AVAILABLE, HttpStatus.UNPROCESSABLE_ENTITY);
export const alertsNotConfigured = () => AppException.conflict(NotificationMessages.ALERTS_NOT_CONFIGURED, 'ALERTS_NOT_CONFIGURED');
export const unsubscribeTokenInvalid = () => AppException.notFound(NotificationMessages.TOKEN_INVALID, 'UNSUBSCRIBE_TOKEN_INVALID');
