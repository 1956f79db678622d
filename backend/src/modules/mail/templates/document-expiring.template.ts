import { defineTemplate, escapeHtml, layout } from './template.js';

export interface DocumentExpiringMailData {
  companyName: string;
  /** «Seguro de responsabilidad civil». */
  documentName: string;
  /** Last valid day, dd/mm/aaaa. */
  expiresOn: string;
  daysLeft: number;
  /** Absolute link to `/company/documents`. */
  documentsUrl: string;
}

const left = (days: number) => (days === 0 ? 'hoy es su último día de validez' : days === 1 ? 'queda 1 día' : `quedan ${days} días`);

/** To the company, 30 and 7 days before an approved document's last day (documents job, once each). */
export const documentExpiringTemplate = defineTemplate<DocumentExpiringMailData>({
  subject: ({ documentName, expiresOn }) => `Tu documento «${documentName}» caduca el ${expiresOn}`,
  text: ({ companyName, documentName, expiresOn, daysLeft, documentsUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `Tu documento «${documentName}» es válido hasta el ${expiresOn}: ${left(daysLeft)}.`,
      'Cuando caduque, su insignia dejará de verse en tu perfil, en tus propuestas y en los listados.',
      'Sube ahora la versión renovada y la revisaremos antes de esa fecha:',
      '',
      documentsUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, documentName, expiresOn, daysLeft, documentsUrl }) =>
    layout({
      title: `Tu documento caduca el ${expiresOn}`,
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>Tu documento «${escapeHtml(documentName)}» es válido hasta el <strong>${escapeHtml(expiresOn)}</strong>: ${escapeHtml(left(daysLeft))}.</p>
<p>Cuando caduque, su insignia dejará de verse en tu perfil, en tus propuestas y en los listados. Sube ahora la versión renovada y la revisaremos antes de esa fecha.</p>`,
      action: { label: 'Subir la versión renovada', url: documentsUrl },
    }),
});
