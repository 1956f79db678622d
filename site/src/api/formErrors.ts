import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './http';

/**
 * Puts the server's field errors (`errors: [{ field, message }]`) next to the
 * matching form fields. `services.0` maps to `services`. Returns the messages
 * of fields the form does not have, so the caller can show them elsewhere.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): { applied: number; unmatched: string[] } {
  if (!isApiError(error) || !error.errors) return { applied: 0, unmatched: [] };
  const known = new Set<string>(formFields);
  const seen = new Set<string>();
  const unmatched: string[] = [];
  let applied = 0;
  let first = true;
  for (const fieldError of error.errors) {
    const field = (fieldError.field ?? '').split(/[.[]/)[0] ?? '';
    if (!field || !known.has(field)) {
      unmatched.push(fieldError.message);
      continue;
    }
    if (seen.has(field)) continue;
    seen.add(field);
    setError(field as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus: first });
    first = false;
    applied += 1;
  }
  return { applied, unmatched };
}
