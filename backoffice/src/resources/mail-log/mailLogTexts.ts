import type { Schemas } from '@rutalia/api-contract';

import type { StatusOption } from '../../common/StatusChip';

/** A mail_log row as GET /api/admin/mail-log returns it (never the mail's data). */
export type MailLogRecord = Schemas['MailLogAdminDto'];

/** The status filter's choices; `abandoned` is only shown (a failed mail past the re-drive's limit). */
export const MAIL_STATUSES: StatusOption<Schemas['MailStatus']>[] = [
  { id: 'failed', name: 'Fallido', tone: 'red' },
  { id: 'pending', name: 'En cola', tone: 'blue' },
  { id: 'sent', name: 'Enviado', tone: 'green' },
];
const ABANDONED: StatusOption<'abandoned'> = { id: 'abandoned', name: 'Abandonado', tone: 'yellow' };
export const MAIL_STATUS_CHIPS: StatusOption<Schemas['MailStatus'] | 'abandoned'>[] = [...MAIL_STATUSES, ABANDONED];

/** What the chip shows: a mail no longer retried by itself reads 'Abandonado'. */
export const displayStatus = (record: Pick<MailLogRecord, 'status' | 'gaveUpAt'>) =>
  record.status !== 'sent' && record.gaveUpAt ? ABANDONED.id : record.status;

/** Spanish names of the templates (modules/mail/templates); unknown ones are shown as they come. */
const TEMPLATES: Record<string, string> = {
  'password-reset': 'Restablecer contraseña',
  'proposal-received': 'Nueva propuesta',
  'proposal-accepted': 'Propuesta aceptada',
  'proposal-rejected': 'Propuesta no aceptada',
  'proposal-declined': 'Propuesta descartada',
  'hire-reopened': 'Contratación anulada (no se presentó)',
  'completion-check': '¿Se hizo el trabajo?',
  'review-invitation': 'Invitación a valorar',
  'new-message': 'Aviso de mensaje',
  'invoice-issued': 'Nueva factura',
  'payment-overdue': 'Pago pendiente',
  'invoice-reminder': 'Recordatorio de factura vencida',
  'subscription-unpaid': 'Suscripción suspendida por impago',
  'trial-ending': 'Fin del período de prueba',
  'newsletter-confirm': 'Confirmación de newsletter',
  'newsletter-welcome': 'Bienvenida a la newsletter',
  'newsletter-issue': 'Boletín',
};

export const templateLabel = (template: string) => TEMPLATES[template] ?? template;

export const MAIL_LOG_TEXTS = {
  retried: 'Correo encolado de nuevo',
  retryFailed: 'No se pudo reintentar el correo',
  loadFailed: 'No se pudo cargar el registro de correos',
} as const;
