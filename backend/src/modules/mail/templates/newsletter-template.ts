import { escapeHtml, layout, type LayoutContent, type MailTemplate } from './template.js';

/** What every newsletter mail needs to offer the way out. */
export interface NewsletterMailBase {
  /** config.publicUrl, without the trailing slash. */
  publicUrl: string;
  /** newsletter_subscriptions.unsubscribe_token of the recipient. */
  unsubscribeToken: string;
}

/** The page the footer links to, and the RFC 8058 one-click endpoint of the List-Unsubscribe header. */
export function newsletterUnsubscribeLinks({ publicUrl, unsubscribeToken }: NewsletterMailBase): { pageUrl: string; oneClickUrl: string } {
  const token = encodeURIComponent(unsubscribeToken);
  return { pageUrl: `${publicUrl}/newsletter/baja?token=${token}`, oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe?token=${token}` };
}

/** A newsletter mail's own parts; the unsubscribe footer and headers are added by `defineNewsletterTemplate`. */
export interface NewsletterTemplateParts<D extends NewsletterMailBase> {
  subject(data: D): string;
  text(data: D): string;
  content(data: D): Omit<LayoutContent, 'footer'>;
}

/**
 * The only way to define a newsletter mail: the unsubscribe link goes into the text and the HTML,
 * and the List-Unsubscribe / List-Unsubscribe-Post headers (RFC 2369, RFC 8058) into the message,
 * so no newsletter template can leave them out.
 */
export function defineNewsletterTemplate<D extends NewsletterMailBase>(parts: NewsletterTemplateParts<D>): MailTemplate<D> {
  return {
    subject: parts.subject,
    text: (data) => {
      const { pageUrl } = newsletterUnsubscribeLinks(data);
      return `${parts.text(data)}\n\n--\nRecibes este correo por tu suscripción a la newsletter de Rutalia.\nPara darte de baja: ${pageUrl}\n`;
    },
    html: (data) => {
      const { pageUrl } = newsletterUnsubscribeLinks(data);
      const footer = `<p style="font-size:12px;color:#777;margin-top:8px">Recibes este correo por tu suscripción a la newsletter de Rutalia. <a href="${escapeHtml(pageUrl)}" style="color:#555">Darse de baja</a></p>`;
      return layout({ ...parts.content(data), footer });
    },
    headers: (data) => ({
      'List-Unsubscribe': `<${newsletterUnsubscribeLinks(data).oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
  };
}
