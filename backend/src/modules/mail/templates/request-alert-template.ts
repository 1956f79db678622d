import { escapeHtml, layout, type LayoutContent, type MailTemplate } from './template.js';

/** What every alert mail needs to offer the way out (company_alert_settings.unsubscribe_token). */
export interface RequestAlertMailBase {
  companyName: string;
  /** config.publicUrl, without the trailing slash. */
  publicUrl: string;
  unsubscribeToken: string;
}

/** One request as an alert mail shows it. */
export interface AlertedRequest {
  title: string;
  /** «Madrid (Madrid) → Valencia (Valencia)» or just the origin. */
  route: string;
  /** Absolute link to `/job/{seoParam}`. */
  jobUrl: string;
}

/** The page the footer links to: the site asks the API and says what happened (like the newsletter's). */
export function alertUnsubscribeUrl({ publicUrl, unsubscribeToken }: RequestAlertMailBase): string {
  return `${publicUrl}/alertas/baja?token=${encodeURIComponent(unsubscribeToken)}`;
}

/** The RFC 8058 one-click endpoint of the List-Unsubscribe header (mail clients POST to it). */
export function alertOneClickUrl({ publicUrl, unsubscribeToken }: RequestAlertMailBase): string {
  return `${publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
}

export interface AlertTemplateParts<D extends RequestAlertMailBase> {
  subject(data: D): string;
  text(data: D): string;
  content(data: D): Omit<LayoutContent, 'footer'>;
}

/**
 * The only way to define an alert mail (like defineNewsletterTemplate): the way to stop the mails
 * and to change the alerts goes into the text and the HTML, and List-Unsubscribe /
 * List-Unsubscribe-Post (RFC 2369, RFC 8058) into the headers.
 */
export function defineAlertTemplate<D extends RequestAlertMailBase>(parts: AlertTemplateParts<D>): MailTemplate<D> {
  const why = 'Recibes este correo porque tu empresa tiene activadas las alertas de nuevas solicitudes en Rutalia.';
  return {
    subject: parts.subject,
    text: (data) =>
      `${parts.text(data)}\n\n--\n${why}\nCambiar tus alertas: ${data.publicUrl}/company/alerts\nNo recibir más estos correos: ${alertUnsubscribeUrl(data)}\n`,
    html: (data) => {
      const footer = `<p style="font-size:12px;color:#777;margin-top:8px">${escapeHtml(why)} <a href="${escapeHtml(`${data.publicUrl}/company/alerts`)}" style="color:#555">Cambiar mis alertas</a> · <a href="${escapeHtml(alertUnsubscribeUrl(data))}" style="color:#555">No recibir más estos correos</a></p>`;
      return layout({ ...parts.content(data), footer });
    },
    headers: (data) => ({
      'List-Unsubscribe': `<${alertOneClickUrl(data)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
  };
}
