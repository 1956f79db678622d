import { HttpStatus, ValidationPipe } from '@nestjs/common';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-codes.js';
import { toFieldErrors } from './validation-messages.js';

/** The global pipe: whitelist, reject unknown fields, transform, and answer in Spanish naming each field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = toFieldErrors(errors);
      const message = fieldErrors[0]?.message ?? 'Los datos enviados no son válidos.';
      return new AppException(ErrorCode.VALIDATION, message, HttpStatus.BAD_REQUEST, fieldErrors);
    },
  });
}
