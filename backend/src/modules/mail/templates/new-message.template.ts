import { defineTemplate, escapeHtml, layout } from './template.js';

export interface NewMessageMailData {
  /** The sender as the receiver knows them: company name, or the client's full name. */
  senderName: string;
  /** The first 100 characters of the message (with '…' when cut). */
  preview: string;
  /** Title of the request the conversation is about; null for a general conversation. */
  requestTitle: string | null;
  /** Absolute link to the messages screen. */
  messagesUrl: string;
}

/** To a user with no open tab: someone wrote to them (at most one per conversation and hour). */
export const newMessageTemplate = defineTemplate<NewMessageMailData>({
  subject: ({ senderName }) => `Nuevo mensaje de ${senderName}`,
  text: ({ senderName, preview, requestTitle, messagesUrl }) =>
    [
      'Hola:',
      '',
      requestTitle ? `${senderName} te ha escrito sobre «${requestTitle}»:` : `${senderName} te ha escrito:`,
      '',
      `«${preview}»`,
      '',
      'Lee y responde el mensaje aquí:',
      messagesUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ senderName, preview, requestTitle, messagesUrl }) =>
    layout({
      title: 'Nuevo mensaje',
      body: `<p>Hola:</p>
<p><strong>${escapeHtml(senderName)}</strong> te ha escrito${requestTitle ? ` sobre «${escapeHtml(requestTitle)}»` : ''}:</p>
<blockquote style="margin:16px 0;padding:12px 16px;background:#f4f6f8;border-left:4px solid #0f62fe">${escapeHtml(preview)}</blockquote>`,
      action: { label: 'Ver mensajes', url: messagesUrl },
    }),
});
