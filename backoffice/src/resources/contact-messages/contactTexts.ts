import type { Schemas } from '@rutalia/api-contract';

/** Texts of the contact inbox (spec 8 'Admin' for the failure). */
export const CONTACT_TEXTS = {
  markFailed: 'No se pudo marcar el mensaje como leído',
  markedRead: 'Mensaje marcado como leído |||| %{smart_count} mensajes marcados como leídos',
  markedUnread: 'Mensaje marcado como no leído',
  loadFailed: 'No se pudieron cargar los mensajes de contacto',
} as const;

export const contactNotice = (name: keyof typeof CONTACT_TEXTS) => `resources.contact-messages.notifications.${name}`;

/** Subjects of the home form (the /contact page sends free text, shown as is). */
const SUBJECTS: Record<string, string> = {
  general: 'Consulta general',
  pricing: 'Precios',
  support: 'Soporte',
  partnership: 'Colaboración',
  other: 'Otro',
};

export const subjectLabel = (subject: string) => SUBJECTS[subject] ?? subject;

/** A record of `GET /api/admin/contact-messages`. */
export type ContactMessageRecord = Schemas['ContactMessageAdminDto'];
