import { htmlToText, sanitizeRichText } from '../../../common/security/rich-text.js';
import { defineNewsletterTemplate, type NewsletterMailBase } from './newsletter-template.js';

export interface NewsletterIssueMailData extends NewsletterMailBase {
  subject: string;
  /** Rich text written in the backoffice; sanitized again here, whatever the sender did. */
  html: string;
}

/** Block ends become line breaks before the tags go, so the text part keeps its paragraphs and link targets. */
function toPlainText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => `${label} (${href})`)
    .split(/<\/(?:p|h2|h3|li|ul|ol)>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter(Boolean)
    .join('\n\n');
}

/** The monthly newsletter (sent from the backoffice). */
export const newsletterIssueTemplate = defineNewsletterTemplate<NewsletterIssueMailData>({
  subject: ({ subject }) => subject,
  text: ({ html }) => toPlainText(sanitizeRichText(html)),
  content: ({ subject, html }) => ({ title: subject, body: sanitizeRichText(html) }),
});
