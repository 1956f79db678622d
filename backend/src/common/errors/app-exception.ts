import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCodeValue } from './error-codes.js';

export interface FieldError {
  field: string;
  message: string;
}

/** The one exception business code throws: a status, a stable code and a Spanish message. */
export class AppException extends HttpException {
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    status: HttpStatus = HttpStatus.BAD_REQUEST,
    readonly errors?: FieldError[],
    /** Machine-readable facts behind the message (e.g. PLAN_LIMIT_REACHED: used, limit, plan, upgradeTo). */
    readonly details?: Record<string, unknown>,
  ) {
    super({ code, message, errors, details }, status);
  }

  static notFound(message: string, code: ErrorCodeValue = 'NOT_FOUND'): AppException {
    return new AppException(code, message, HttpStatus.NOT_FOUND);
  }

  static forbidden(message: string, code: ErrorCodeValue = 'FORBIDDEN'): AppException {
    return new AppException(code, message, HttpStatus.FORBIDDEN);
  }

  static conflict(message: string, code: ErrorCodeValue = 'CONFLICT'): AppException {
    return new AppException(code, message, HttpStatus.CONFLICT);
  }

  static unauthorized(message: string, code: ErrorCodeValue = 'UNAUTHENTICATED'): AppException {
    return new AppException(code, message, HttpStatus.UNAUTHORIZED);
  }
}
