import { defineAlertTemplate, type AlertedRequest, type RequestAlertMailBase } from './request-alert-template.js';
import { escapeHtml } from './template.js';

export interface RequestAlertDigestMailData extends RequestAlertMailBase {
  /** The requests of the last 24 h (at most DIGEST_LISTED of them). */
  requests: AlertedRequest[];
  /** How many there were in all (more than listed when the day was busy). */
  total: number;
}

const count = (n: number) => (n === 1 ? '1 solicitud nueva' : `${n} solicitudes nuevas`);

/** The daily digest at 8:00 (Madrid): the alerts of the last 24 h in one mail. */
export const requestAlertDigestTemplate = defineAlertTemplate<RequestAlertDigestMailData>({
  subject: ({ total }) => `Tus alertas de hoy: ${count(total)}`,
  text: ({ companyName, requests, total, publicUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `En las últimas 24 horas se han publicado ${count(total)} que encajan con tus alertas:`,
      '',
      ...requests.flatMap((r) => [`· ${r.title} — ${r.route}`, `  ${r.jobUrl}`]),
      ...(total > requests.length ? ['', `Y ${total - requests.length} más en ${publicUrl}/jobs`] : []),
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  content: ({ companyName, requests, total, publicUrl }) => ({
    title: `Tus alertas de hoy: ${count(total)}`,
    body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>En las últimas 24 horas se han publicado ${escapeHtml(count(total))} que encajan con tus alertas:</p>
<ul style="padding-left:20px">${requests
      .map(
        (r) =>
          `<li style="margin-bottom:8px"><a href="${escapeHtml(r.jobUrl)}">${escapeHtml(r.title)}</a><br><span style="color:#555">${escapeHtml(r.route)}</span></li>`,
      )
      .join('')}</ul>${total > requests.length ? `<p>Y ${total - requests.length} más.</p>` : ''}`,
    action: { label: 'Ver trabajos', url: `${publicUrl}/jobs` },
  }),
});
