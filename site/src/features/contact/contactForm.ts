import type { ContactInput } from './contact.api';

export type ContactVariant = 'home' | 'page';

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
};

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;

/** Spec §5: the two forms ask for the same fields but word the "missing" toast differently. */
export const MISSING_FIELDS_MESSAGE: Record<ContactVariant, string> = {
  home: 'Por favor, completa todos los campos obligatorios',
  page: 'Por favor, completa todos los campos',
};

/** Column lengths of `contact_messages` (the server checks them too). */
export const CONTACT_LIMITS = { name: 150, email: 254, subject: 200, phone: 30, company: 200, message: 5000 } as const;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

const REQUIRED: readonly (keyof ContactValues)[] = ['name', 'email', 'subject', 'message'];

/** True when a required field is blank (the case the spec's toast is about). */
export function hasMissingRequired(values: ContactValues): boolean {
  return REQUIRED.some((field) => !values[field].trim());
}

/** The request body: trimmed; blank optional fields left out; the page form never sends a company. */
export function toContactInput(values: ContactValues, variant: ContactVariant): ContactInput {
  const phone = values.phone.trim();
  const company = variant === 'home' ? values.company.trim() : '';
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    ...(phone ? { phone } : {}),
    ...(company ? { company } : {}),
  };
}
