import { defineNewsletterTemplate, type NewsletterMailBase } from './newsletter-template.js';

export interface NewsletterConfirmMailData extends NewsletterMailBase {
  /** `${publicUrl}/newsletter/confirmar?token=…` (double opt-in). */
  confirmUrl: string;
}

/** Double opt-in: nothing is sent to the address until this link is opened. */
export const newsletterConfirmTemplate = defineNewsletterTemplate<NewsletterConfirmMailData>({
  subject: () => 'Confirma tu suscripción a la newsletter de Rutalia',
  text: ({ confirmUrl }) =>
    [
      'Hola:',
      '',
      'Hemos recibido una solicitud para suscribir este email a la newsletter mensual de Rutalia.',
      'Para confirmarla, abre este enlace:',
      '',
      confirmUrl,
      '',
      'Si no lo has pedido tú, ignora este mensaje: no te enviaremos nada más.',
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  content: ({ confirmUrl }) => ({
    title: 'Confirma tu suscripción',
    body: `<p>Hola:</p>
<p>Hemos recibido una solicitud para suscribir este email a la newsletter mensual de Rutalia.</p>
<p>Si no lo has pedido tú, ignora este mensaje: no te enviaremos nada más.</p>`,
    action: { label: 'Confirmar suscripción', url: confirmUrl },
  }),
});
