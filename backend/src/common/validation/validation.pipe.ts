import { HttpStatus, Logger, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { AppException } from '../errors/app-exception.js';
import { ErrorCode } from '../errors/error-codes.js';
import { toFieldErrors } from './validation-messages.js';

/** Deeper than any DTO of the API; class-transformer recurses once per level and would overflow the stack. */
export const MAX_INPUT_DEPTH = 32;
/** More items (or keys) than any list (or object) of the API takes; validating 100 000 of them costs seconds. */
export const MAX_INPUT_ITEMS = 1000;

export const InputShapeMessages = {
  TOO_DEEP: 'Los datos enviados tienen demasiados niveles de anidación.',
  TOO_MANY_ITEMS: 'Los datos enviados tienen demasiados elementos.',
} as const;

/** What is wrong with the shape of `value` (walked without recursion), or undefined when it is fine. */
export function inputShapeProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH, maxItems = MAX_INPUT_ITEMS): string | undefined {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= maxDepth) return InputShapeMessages.TOO_DEEP;
    const children = Object.values(current);
    if (children.length > maxItems) return InputShapeMessages.TOO_MANY_ITEMS;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return undefined;
}

/** The global pipe: refuse absurd nesting and sizes first, then whitelist, reject unknown fields, transform, and answer in Spanish. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Only what the client sent (JSON, query string, path): custom decorators may return anything, cycles included.
    const problem = metadata.type === 'custom' ? undefined : inputShapeProblem(value);
    if (problem) throw new AppException(ErrorCode.BAD_REQUEST, problem, HttpStatus.BAD_REQUEST);
    return super.transform(value, metadata);
  }

  /** A validator that throws on odd input (a library bug) means the input is not valid: a 400, not a 500. */
  protected override async validate(object: object, options?: ValidatorOptions) {
    try {
      return await super.validate(object, options);
    } catch (error) {
      new Logger('Validation').warn(`Un validador falló con la entrada recibida: ${(error as Error).message}`);
      throw new AppException(ErrorCode.VALIDATION, 'Los datos enviados no son válidos.', HttpStatus.BAD_REQUEST);
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
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
