import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors/app-exception.js';

/** Backoffice user moderation (spec 4 "User status"). */
export const UserModerationMessages = {
  NOT_FOUND: 'Usuario no encontrado',
  SELF: 'No puedes suspender tu propia cuenta.',
  ADMIN_TARGET: 'Solo un superadministrador puede suspender a otro administrador.',
  ALREADY_SUSPENDED: 'El usuario ya está suspendido.',
  ALREADY_ACTIVE: 'El usuario ya está activo.',
} as const;

export const userNotFound = () => new AppException('USER_NOT_FOUND', UserModerationMessages.NOT_FOUND, HttpStatus.NOT_FOUND);
export const userStateConflict = (message: string) => new AppException('USER_STATE_CONFLICT', message, HttpStatus.CONFLICT);
