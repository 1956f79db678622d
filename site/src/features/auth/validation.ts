import type { RegisterOptions } from 'react-hook-form';

/**
 * Client-side checks that mirror the server's (spec §5): required fields,
 * email format, password of at least 8 characters, the database lengths.
 * The server checks again and its field errors are shown the same way.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = 'Mínimo 8 caracteres';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Rules = Pick<RegisterOptions, 'validate'>;

/** Text field: optional or required (blank counts as empty), with a maximum length. */
export function textRules(options: { required?: string; maxLength?: number; label?: string }): Rules {
  const { required, maxLength, label = 'Este campo' } = options;
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return required ?? true;
      if (maxLength !== undefined && text.length > maxLength) return `${label} no puede superar ${maxLength} caracteres.`;
      return true;
    },
  };
}

export const emailRules: Rules = {
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return 'El email es obligatorio.';
    if (text.length > 254 || !EMAIL_PATTERN.test(text)) return 'El email no es válido.';
    return true;
  },
};

/** Password when signing in: only required (old accounts may predate today's rules). */
export const currentPasswordRules: Rules = {
  validate: (value: unknown) => (typeof value === 'string' && value.length > 0) || 'La contraseña es obligatoria.',
};

/** New password (sign-up, reset). */
export const newPasswordRules: Rules = {
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value : '';
    if (!text) return 'La contraseña es obligatoria.';
    if (text.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
    if (text.length > PASSWORD_MAX_LENGTH) return `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres.`;
    return true;
  },
};

/** Optional website: a domain, with or without http(s)://. */
export const websiteRules: Rules = {
  validate: (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return true;
    if (text.length > 500) return 'La web no puede superar 500 caracteres.';
    try {
      const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
      return url.hostname.includes('.') || 'Introduce una dirección web válida.';
    } catch {
      return 'Introduce una dirección web válida.';
    }
  },
};

/** 'rutalia.es' → 'https://rutalia.es'; blank → undefined. */
export function normalizeWebsite(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

/** Trimmed text, or undefined when blank (optional fields are left out of the request). */
export function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}
