import type { NotificationKind } from './notificationPreferences.api';

/** Spanish names and descriptions of each kind of mail (the server knows only the keys). */
export const KIND_TEXTS: Record<NotificationKind, { label: string; description: string }> = {
  proposal_received: {
    label: 'Nuevas propuestas',
    description: 'Cuando una empresa te envía una propuesta para una de tus solicitudes.',
  },
  proposal_updates: {
    label: 'Respuestas a tus propuestas',
    description: 'Cuando un cliente acepta o rechaza tu propuesta, contrata a otra empresa, retira la solicitud o la reabre.',
  },
  hiring_followup: {
    label: 'Seguimiento de tus contrataciones',
    description: 'Te preguntamos si se hizo el trabajo y te invitamos a valorar a la empresa.',
  },
  new_message: {
    label: 'Mensajes nuevos',
    description: 'Cuando te escriben y no tienes Rutalia abierto (como mucho un correo por conversación y hora).',
  },
  request_alerts: {
    label: 'Alertas de nuevas solicitudes',
    description: 'Correos con las solicitudes que encajan con tus alertas (al momento o en un resumen diario, según «Alertas»).',
  },
  newsletter: {
    label: 'Newsletter',
    description: 'Novedades y consejos de Rutalia. Al activarla te enviamos un correo para confirmar la suscripción.',
  },
  account_security: {
    label: 'Seguridad de la cuenta',
    description: 'Restablecer la contraseña, verificar tu email y avisos de seguridad: sin ellos podrías perder el acceso.',
  },
  billing: {
    label: 'Facturas y pagos',
    description: 'Facturas, recordatorios de pago y avisos de tu suscripción: son obligatorios mientras tengas un plan.',
  },
  company_documents: {
    label: 'Documentación de la empresa',
    description: 'La revisión y la caducidad de tus documentos, de las que depende tu verificación.',
  },
};
