import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

/** Home form subjects (spec §3 contact_messages); the /contact page sends free text. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'Consulta general' },
  { value: 'pricing', label: 'Precios y planes' },
  { value: 'support', label: 'Soporte técnico' },
  { value: 'partnership', label: 'Colaboraciones' },
  { value: 'other', label: 'Otro' },
] as const;

/** `phone` and `company` (home form only) are optional; empty strings are stored as null. */
export type ContactInput = ApiRequestBody<'/api/contact', 'post'>;

/**
 * `POST /contact` → 201 `{ id }`. 400 VALIDATION_ERROR with `errors[{ field, message }]`
 * (Spanish), 429 TOO_MANY_REQUESTS over the per-IP limit.
 */
export const sendContactMessage = (input: ContactInput) => http.post<ApiResponse<'/api/contact', 'post'>>('/contact', input);
