import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';
import { MESSAGE_MAX_LENGTH } from './message.entity.js';

/** Codes and Spanish messages of the messaging module (docs/api.md lists them). */
export const MessagingMessages = {
  CONTENT_REQUIRED: 'Por favor, escribe un mensaje',
  CONTENT_TOO_LONG: `El mensaje no puede superar los ${MESSAGE_MAX_LENGTH.toLocaleString('es-ES')} caracteres.`,
  RECEIVER_REQUIRED: 'Indica a quién va el mensaje (receiverId o companyId).',
  RECEIVER_MISMATCH: 'receiverId y companyId no corresponden al mismo destinatario.',
  SELF: 'No puedes enviarte mensajes a ti mismo.',
  RECEIVER_NOT_FOUND: 'El destinatario no existe o no está disponible.',
  COMPANY_NOT_FOUND: 'Empresa no encontrada',
  COMPANY_UNAVAILABLE: 'Esta empresa no puede recibir mensajes en este momento.',
  CLIENTS_AND_COMPANIES: 'Los mensajes son entre clientes y empresas.',
  COMPANY_NEEDS_CONTACT: 'Solo puedes escribir a un cliente que haya aceptado tu propuesta o que te haya escrito antes.',
  COMPANY_INACTIVE: 'Tu empresa está suspendida o inactiva: no puedes iniciar conversaciones.',
  COMPANY_SUBSCRIPTION: 'Necesitas una suscripción activa para iniciar conversaciones. Revisa tu plan en Facturación.',
  REQUEST_NOT_YOURS: 'Solo puedes iniciar una conversación sobre tus propias solicitudes.',
  REQUEST_NOT_ACTIVE: 'Selecciona un trabajo activo para iniciar la conversación.',
  CONVERSATION_NOT_FOUND: 'Conversación no encontrada',
  BAD_CURSOR: 'El cursor `before` no pertenece a esta conversación.',
  TOO_MANY: 'Estás enviando demasiados mensajes. Espera un momento e inténtalo de nuevo.',
  UUID: (field: string) => `${field} debe ser un identificador válido.`,
} as const;

export const contentRequired = () =>
  new AppException('VALIDATION_ERROR', MessagingMessages.CONTENT_REQUIRED, HttpStatus.BAD_REQUEST, [
    { field: 'content', message: MessagingMessages.CONTENT_REQUIRED },
  ]);
export const receiverRequired = () => new AppException('VALIDATION_ERROR', MessagingMessages.RECEIVER_REQUIRED, HttpStatus.BAD_REQUEST);
export const receiverMismatch = () => new AppException('VALIDATION_ERROR', MessagingMessages.RECEIVER_MISMATCH, HttpStatus.BAD_REQUEST);
export const cannotMessageSelf = () => new AppException('CANNOT_MESSAGE_SELF', MessagingMessages.SELF, HttpStatus.BAD_REQUEST);
export const receiverNotFound = () => new AppException('RECEIVER_NOT_FOUND', MessagingMessages.RECEIVER_NOT_FOUND, HttpStatus.NOT_FOUND);
export const companyNotFound = () => new AppException('COMPANY_NOT_FOUND', MessagingMessages.COMPANY_NOT_FOUND, HttpStatus.NOT_FOUND);
export const companyUnavailable = () =>
  new AppException('COMPANY_UNAVAILABLE', MessagingMessages.COMPANY_UNAVAILABLE, HttpStatus.FORBIDDEN);
export const clientsAndCompanies = () =>
  new AppException('MESSAGING_NOT_ALLOWED', MessagingMessages.CLIENTS_AND_COMPANIES, HttpStatus.FORBIDDEN);
export const companyNeedsContact = () =>
  new AppException('MESSAGING_NOT_ALLOWED', MessagingMessages.COMPANY_NEEDS_CONTACT, HttpStatus.FORBIDDEN);
export const companyInactive = () => new AppException('COMPANY_INACTIVE', MessagingMessages.COMPANY_INACTIVE, HttpStatus.FORBIDDEN);
export const companySubscription = () =>
  new AppException('SUBSCRIPTION_REQUIRED', MessagingMessages.COMPANY_SUBSCRIPTION, HttpStatus.FORBIDDEN);
export const requestNotYours = () => new AppException('MESSAGING_NOT_ALLOWED', MessagingMessages.REQUEST_NOT_YOURS, HttpStatus.FORBIDDEN);
export const requestNotActive = () => new AppException('REQUEST_NOT_OPEN', MessagingMessages.REQUEST_NOT_ACTIVE, HttpStatus.CONFLICT);
export const conversationNotFound = () =>
  new AppException('CONVERSATION_NOT_FOUND', MessagingMessages.CONVERSATION_NOT_FOUND, HttpStatus.NOT_FOUND);
export const badCursor = () => new AppException('VALIDATION_ERROR', MessagingMessages.BAD_CURSOR, HttpStatus.BAD_REQUEST);
export const tooManyMessages = () => new AppException('TOO_MANY_REQUESTS', MessagingMessages.TOO_MANY, HttpStatus.TOO_MANY_REQUESTS);
