import { escapeHtml } from '../../../common/security/sanitize-html.js';

/** A mail template: Spanish subject, plain text and HTML from its data. */
export interface MailTemplate<D> {
  subject(data: D): string;
  text(data: D): string;
  html(data: D): string;
  /** Extra message headers (e.g. List-Unsubscribe on newsletter mails). */
  headers?(data: D): Record<string, string>;
}

/** Defines a template with its data type (what `MailService.send` then checks). */
export const defineTemplate = <D>(template: MailTemplate<D>): MailTemplate<D> => template;

export { escapeHtml };

/** The shared HTML frame of every e-mail: simple, inline styles (mail clients ignore stylesheets). */
export interface LayoutContent {
  title: string;
  body: string;
  action?: { label: string; url: string };
  /** HTML under the signature (the newsletter's unsubscribe line). */
  footer?: string;
}

export function layout({ title, body, action, footer }: LayoutContent): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f62fe;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Rutalia</p>
${body}
${button}
<p style="font-size:12px;color:#777;margin-top:32px">Rutalia · Transporte, mudanzas y logística en España</p>
${footer ?? ''}
</div></body></html>`;
}
