import type { ValidationError } from 'class-validator';
import type { FieldError } from '../errors/app-exception.js';

/** Spanish templates for class-validator's built-in constraints; `{n}` is the first number of the default message. */
const templates: Record<string, string> = {
  isDefined: 'El campo {field} es obligatorio.',
  isNotEmpty: 'El campo {field} es obligatorio.',
  isString: 'El campo {field} debe ser un texto.',
  isEmail: 'El campo {field} debe ser un email válido.',
  isInt: 'El campo {field} debe ser un número entero.',
  isNumber: 'El campo {field} debe ser un número.',
  isPositive: 'El campo {field} debe ser un número positivo.',
  isBoolean: 'El campo {field} debe ser verdadero o falso.',
  isUUID: 'El campo {field} debe ser un identificador válido.',
  isUrl: 'El campo {field} debe ser una dirección web válida.',
  isUrlOrEmpty: 'El campo {field} debe ser una dirección web válida.',
  isEnum: 'El campo {field} tiene un valor no permitido.',
  isIn: 'El campo {field} tiene un valor no permitido.',
  isArray: 'El campo {field} debe ser una lista.',
  arrayNotEmpty: 'El campo {field} no puede estar vacío.',
  arrayMinSize: 'El campo {field} debe tener al menos {n} elementos.',
  arrayMaxSize: 'El campo {field} no puede tener más de {n} elementos.',
  minLength: 'El campo {field} debe tener al menos {n} caracteres.',
  maxLength: 'El campo {field} no puede superar {n} caracteres.',
  isLength: 'El campo {field} tiene una longitud no válida.',
  min: 'El campo {field} debe ser como mínimo {n}.',
  max: 'El campo {field} debe ser como máximo {n}.',
  isDateString: 'El campo {field} debe ser una fecha válida.',
  isISO8601: 'El campo {field} debe ser una fecha válida.',
  isDate: 'El campo {field} debe ser una fecha válida.',
  matches: 'El campo {field} no tiene el formato correcto.',
  isPhoneNumber: 'El campo {field} debe ser un teléfono válido.',
  whitelistValidation: 'El campo {field} no está permitido.',
  nestedValidation: 'El campo {field} no es válido.',
  isObject: 'El campo {field} debe ser un objeto.',
};

const fallback = 'El campo {field} no es válido.';

/** class-validator's own messages are English and start with the property name; custom ones are kept. */
function isDefaultMessage(message: string, property: string): boolean {
  return (
    message.startsWith(`${property} `) ||
    message.startsWith(`each value in ${property} `) ||
    message.startsWith(`property ${property} `) ||
    message.startsWith('nested property ') ||
    message.startsWith('each value in nested property ') ||
    message.startsWith('an unknown value was passed') ||
    // Nest's own, e.g. "Validation failed (object is expected)" for a body that is not an object.
    message.startsWith('Validation failed')
  );
}

/** Nest's "Validation failed (object is expected)" is about the whole body or query string, not one field. */
const wholeInput: Record<string, string> = {
  body: 'El cuerpo de la petición debe ser un objeto JSON.',
  query: 'Los parámetros de la dirección no son válidos.',
  param: 'La dirección no es válida.',
};

/** A field name that can be shown as it is (not a 5 000-character key, nor a JSON text sent as a form). */
const PLAIN_FIELD = /^[\p{L}\p{N}_$.[\]-]{1,60}$/u;

function translate(constraint: string, message: string, field: string): string {
  if (message.startsWith('Validation failed')) return wholeInput[field] ?? 'Los datos enviados no son válidos.';
  if (!PLAIN_FIELD.test(field))
    return constraint === 'whitelistValidation' ? 'Se ha enviado un campo no permitido.' : 'Algún dato enviado no es válido.';
  const template = templates[constraint] ?? fallback;
  const n = message.match(/-?\d+(\.\d+)?/)?.[0] ?? '';
  return template.replace('{field}', field).replace('{n}', n);
}

/** Flattens nested validation errors into `{ field, message }` pairs with Spanish messages. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, message]) => ({
      // The name comes from the client: bounded, so a huge key is not echoed back whole.
      field: field.length > 100 ? `${field.slice(0, 100)}…` : field,
      message: isDefaultMessage(message, error.property) ? translate(constraint, message, field) : message,
    }));
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}
