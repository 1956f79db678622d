import { Transform } from 'class-transformer';
import { IsDefined, isURL, IsString, MaxLength, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';

/** Trims strings; a blank string becomes undefined (as if the field had not been sent). */
export const TrimToUndefined = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));

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
          value === undefined ||
          value === null ||
          value === '' ||
          (typeof value === 'string' && isURL(value, { protocols: ['http', 'https'], require_tld: true })),
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

/** A finite number with at most `places` decimals (exponent notation such as 1e-7 included). */
export function isAmount(value: unknown, places: number): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (Number.isInteger(value)) return true;
  const factor = 10 ** places;
  return Math.round(value * factor) / factor === value;
}

/**
 * Use instead of `IsNumber({ maxDecimalPlaces })`: class-validator 0.15 reads the decimals from
 * `value.toString().split('.')[1]`, which throws on 1e-7 ("1e-7" has no dot), and the request
 * answered 500.
 */
export function IsAmount(places: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      constraints: [places],
      validator: { validate: (value: unknown) => isAmount(value, places), defaultMessage: () => '$property must be a number' },
    },
    options,
  );
}

/** `YYYY-MM-DD` naming a day that exists (2027-02-30 does not). */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export function IsCalendarDay(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDay', validator: { validate: isCalendarDay, defaultMessage: () => '$property must be a YYYY-MM-DD day' } },
    options,
  );
}
