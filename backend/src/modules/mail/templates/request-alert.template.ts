import { defineAlertTemplate, type AlertedRequest, type RequestAlertMailBase } from './request-alert-template.js';
import { escapeHtml } from './template.js';

export interface RequestAlertMailData extends RequestAlertMailBase {
  request: AlertedRequest;
  /** Category name, when the request has one. */
  categoryName: string | null;
  /** «15 dic 2026», when the request has a date. */
  serviceDate: string | null;
}

/** To a company with instant alerts: a request that matches what it follows was just published. */
export const requestAlertTemplate = defineAlertTemplate<RequestAlertMailData>({
  subject: ({ request }) => `Nueva solicitud: «${request.title}»`,
  text: ({ companyName, request, categoryName, serviceDate }) =>
    [
      `Hola, ${companyName}:`,
      '',
      'Se acaba de publicar una solicitud que encaja con tus alertas:',
      '',
      `«${request.title}»`,
      request.route,
      ...(categoryName ? [categoryName] : []),
      ...(serviceDate ? [`Fecha: ${serviceDate}`] : []),
      '',
      `Envía tu propuesta antes que nadie: ${request.jobUrl}`,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  content: ({ companyName, request, categoryName, serviceDate }) => ({
    title: 'Nueva solicitud para tu empresa',
    body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>Se acaba de publicar una solicitud que encaja con tus alertas:</p>
<p><strong>${escapeHtml(request.title)}</strong><br>${escapeHtml(request.route)}${categoryName ? `<br>${escapeHtml(categoryName)}` : ''}${serviceDate ? `<br>Fecha: ${escapeHtml(serviceDate)}` : ''}</p>`,
    action: { label: 'Ver la solicitud', url: request.jobUrl },
  }),
});
