import { Transform } from 'class-transformer';
import { IsDefined, isURL, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** Trims strings; a blank string becomes undefined (as if the field had not been sent). */
export const TrimToUndefined = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));

interface TextFieldOptions {
  max: number;
  /** When it returns true the field must be a non-blank string, with `requiredMessage`. */
  required?: (dto: object) => boolean;
  requiredMessage?: string;
}

/**
 * A trimmed text field, optional unless `required(dto)` says so (blank counts as missing).
 * Decorators are registered in the order they run, so the "required" message comes first.
 */
export function TextField({ max, required, requiredMessage }: TextFieldOptions): PropertyDecorator {
  return (target, key) => {
    TrimToUndefined()(target, key);
    ValidateIf((dto: object, value: unknown) => (value !== undefined && value !== null) || Boolean(required?.(dto)))(target, key);
    if (required) IsDefined({ message: requiredMessage })(target, key);
    IsString()(target, key);
    MaxLength(max)(target, key);
  };
}

/** An http(s) address (the protocol may be left out) or an empty value. */
export function IsUrlOrEmpty(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrlOrEmpty',
      validator: {
        validate: (value: unknown) =>
          value === undefined || value === null || value === '' || (typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_tld: true })),
        defaultMessage: () => '$property must be a URL address or empty',
      },
    },
    options,
  );
}

/** The field may not be sent at all (e.g. an immutable email), with a message of its own. */
export function IsAbsent(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isAbsent', validator: { validate: (value: unknown) => value === undefined, defaultMessage: () => message } });
}

/** `www.example.es` → `https://www.example.es`; blank → null. */
export function normalizeWebsite(value: string | undefined | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
