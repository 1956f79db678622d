import { defineNewsletterTemplate, type NewsletterMailBase } from './newsletter-template.js';

export type NewsletterWelcomeMailData = NewsletterMailBase;

/** After the address is confirmed. */
export const newsletterWelcomeTemplate = defineNewsletterTemplate<NewsletterWelcomeMailData>({
  subject: () => '¡Suscripción exitosa! Bienvenido a la newsletter de Rutalia',
  text: ({ publicUrl }) =>
    [
      'Hola:',
      '',
      'Tu suscripción a la newsletter de Rutalia está confirmada.',
      'Cada mes te enviaremos novedades del sector del transporte y la logística, consejos y las mejoras de la plataforma.',
      '',
      `Mientras tanto, encuentra empresas de transporte en ${publicUrl}/companies`,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  content: ({ publicUrl }) => ({
    title: 'Suscripción confirmada',
    body: `<p>Hola:</p>
<p>Tu suscripción a la newsletter de Rutalia está confirmada.</p>
<p>Cada mes te enviaremos novedades del sector del transporte y la logística, consejos y las mejoras de la plataforma.</p>`,
    action: { label: 'Ver empresas de transporte', url: `${publicUrl}/companies` },
  }),
});
