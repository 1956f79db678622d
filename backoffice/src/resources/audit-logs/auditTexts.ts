import type { Schemas } from '@rutalia/api-contract';

/** Spanish names of the audit actions written so far; unknown ones are shown as they come. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'company.suspend': 'Empresa suspendida',
  'company.reactivate': 'Empresa reactivada',
  // Manual verification, before issue 20 (old entries): «Verificado» now comes from an approved CIF.
  'company.verify': 'Empresa verificada (a mano)',
  'company.unverify': 'Verificación retirada (a mano)',
  'company_document.approve': 'Documento aprobado',
  'company_document.reject': 'Documento rechazado o retirado',
  'company_document.expire': 'Documento caducado',
  'company.payment': 'Estado de pago actualizado',
  'user.suspend': 'Usuario suspendido',
  'user.reactivate': 'Usuario reactivado',
  'report.resolve': 'Reporte resuelto',
  'report.dismiss': 'Reporte descartado',
  'review.delete': 'Reseña eliminada',
  'request.cancel': 'Solicitud cancelada',
  'blog_post.create': 'Post creado',
  'blog_post.update': 'Post actualizado',
  'blog_post.delete': 'Post eliminado',
  'invoice.mark_paid': 'Factura marcada como pagada',
  'invoice.paid_online': 'Factura pagada en línea (Stripe)',
  'invoice.payment_failed': 'Pago en línea fallido',
  'invoice.payment_refunded': 'Pago en línea reembolsado',
  'invoice.refunded': 'Factura reembolsada',
  'invoice.payment_amount_mismatch': 'Pago en línea por un importe distinto',
  'plan.update': 'Plan actualizado',
  'contact_message.read': 'Mensaje marcado como leído',
  'contact_message.unread': 'Mensaje marcado como no leído',
  'newsletter.export': 'Suscriptores exportados',
  'tool.sample_requests': 'Solicitudes de ejemplo generadas',
  'mail.retry': 'Correo reintentado',
};

export const ENTITY_TYPES: Array<{ id: string; name: string }> = [
  { id: 'company', name: 'Empresa' },
  { id: 'company_document', name: 'Documento de empresa' },
  { id: 'user', name: 'Usuario' },
  { id: 'report', name: 'Reporte' },
  { id: 'review', name: 'Reseña' },
  { id: 'request', name: 'Solicitud' },
  { id: 'plan', name: 'Plan' },
  { id: 'newsletter', name: 'Newsletter' },
  { id: 'tool', name: 'Herramienta' },
  { id: 'blog_post', name: 'Post del blog' },
  { id: 'invoice', name: 'Factura' },
  { id: 'contact_message', name: 'Mensaje de contacto' },
  { id: 'mail', name: 'Correo' },
];

export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
export const entityLabel = (type: string) => ENTITY_TYPES.find((t) => t.id === type)?.name ?? type;

/** A record of `GET /api/admin/audit-logs`. */
export type AuditLogRecord = Schemas['AuditLogDto'];

/** The actor as a person reads it: name and email, or 'Sistema' when there is none. */
export const actorLabel = (record: Pick<AuditLogRecord, 'actorName' | 'actorEmail' | 'actorId'>) =>
  record.actorName ? `${record.actorName} (${record.actorEmail})` : record.actorId ? 'Cuenta eliminada' : 'Sistema';
