import { http } from '../../api/http';

/** Home form subjects (spec §3 contact_messages); the /contact page sends free text. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'Consulta general' },
  { value: 'pricing', label: 'Precios y planes' },
  { value: 'support', label: 'Soporte técnico' },
  { value: 'partnership', label: 'Colaboraciones' },
  { value: 'other', label: 'Otro' },
] as const;

export type ContactInput = {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Optional; empty strings are stored as null. */
  phone?: string;
  /** Optional (home form only); empty strings are stored as null. */
  company?: string;
};

/**
 * `POST /contact` → 201 `{ id }`. 400 VALIDATION_ERROR with `errors[{ field, message }]`
 * (Spanish), 429 TOO_MANY_REQUESTS over the per-IP limit.
 */
export const sendContactMessage = (input: ContactInput) => http.post<{ id: string }>('/contact', input);
