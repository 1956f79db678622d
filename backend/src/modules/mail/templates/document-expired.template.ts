import { defineTemplate, escapeHtml, layout } from './template.js';

export interface DocumentExpiredMailData {
  companyName: string;
  documentName: string;
  /** Last valid day, dd/mm/aaaa. */
  expiresOn: string;
  /** It was approved: its badge (and «Verificado», for the CIF) has gone. False: it lapsed while waiting for review. */
  badgeRemoved: boolean;
  documentsUrl: string;
}

const consequence = (badgeRemoved: boolean) =>
  badgeRemoved
    ? 'Hemos quitado su insignia de tu perfil, de tus propuestas y de los listados.'
    : 'Caducó antes de que pudiéramos revisarlo, así que no lo aprobaremos.';

/** To the company, when one of its documents passes its last day (documents job). */
export const documentExpiredTemplate = defineTemplate<DocumentExpiredMailData>({
  subject: ({ documentName }) => `Tu documento «${documentName}» ha caducado`,
  text: ({ companyName, documentName, expiresOn, badgeRemoved, documentsUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `Tu documento «${documentName}» era válido hasta el ${expiresOn} y ha caducado.`,
      consequence(badgeRemoved),
      'Sube la versión en vigor para que la revisemos:',
      '',
      documentsUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, documentName, expiresOn, badgeRemoved, documentsUrl }) =>
    layout({
      title: 'Tu documento ha caducado',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>Tu documento «${escapeHtml(documentName)}» era válido hasta el <strong>${escapeHtml(expiresOn)}</strong> y ha caducado.</p>
<p>${escapeHtml(consequence(badgeRemoved))} Sube la versión en vigor para que la revisemos.</p>`,
      action: { label: 'Subir el documento', url: documentsUrl },
    }),
});
