import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Codes and Spanish messages of the requests module (docs/api.md lists them). */
export const RequestMessages = {
  NOT_FOUND: 'Trabajo no encontrado',
  NOT_OWNER: 'Solo el cliente que publicó la solicitud puede modificarla.',
  TITLE_REQUIRED: 'El título es obligatorio',
  DESCRIPTION_REQUIRED: 'La descripción es obligatoria',
  SERVICES_REQUIRED: 'Debes seleccionar al menos un servicio',
  LOCATION_REQUIRED: 'Debes seleccionar una ciudad y provincia',
  CLOSED: 'Una solicitud cerrada no se puede reabrir ni cambiar de estado.',
  MODERATED: 'Esta solicitud fue cancelada por moderación y no se puede reactivar.',
} as const;

export const requestNotFound = () => new AppException('REQUEST_NOT_FOUND', RequestMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const notRequestOwner = () => new AppException('FORBIDDEN', RequestMessages.NOT_OWNER, HttpStatus.FORBIDDEN);
export const requestClosed = () =>
  new AppException('REQUEST_CLOSED', RequestMessages.CLOSED, HttpStatus.CONFLICT, [{ field: 'status', message: RequestMessages.CLOSED }]);
export const descriptionRequired = () =>
  new AppException('VALIDATION_ERROR', RequestMessages.DESCRIPTION_REQUIRED, HttpStatus.BAD_REQUEST, [
    { field: 'description', message: RequestMessages.DESCRIPTION_REQUIRED },
  ]);
export const requestModerated = () =>
  new AppException('REQUEST_MODERATED', RequestMessages.MODERATED, HttpStatus.CONFLICT, [
    { field: 'status', message: RequestMessages.MODERATED },
  ]);
