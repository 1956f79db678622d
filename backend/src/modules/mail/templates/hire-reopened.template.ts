import { defineTemplate, escapeHtml, layout } from './template.js';

export interface HireReopenedMailData {
  companyName: string;
  requestTitle: string;
  /** Absolute link to `/company/proposal/{proposalId}`. */
  proposalUrl: string;
  /** Absolute link to `/contact`. */
  contactUrl: string;
}

const lines = (requestTitle: string) => [
  `El cliente de «${requestTitle}» indica que el trabajo no llegó a hacerse con tu empresa y ha vuelto a publicar la solicitud.`,
  'Tu propuesta deja de estar aceptada y ya no verás sus datos de contacto.',
];

/** To the hired company: the client reopened the request (the company did not show up). */
export const hireReopenedTemplate = defineTemplate<HireReopenedMailData>({
  subject: ({ requestTitle }) => `El cliente ha reabierto «${requestTitle}»`,
  text: ({ companyName, requestTitle, proposalUrl, contactUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      ...lines(requestTitle),
      '',
      'Ver la propuesta:',
      proposalUrl,
      '',
      `Si crees que es un error, escríbenos: ${contactUrl}`,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, requestTitle, proposalUrl, contactUrl }) =>
    layout({
      title: 'Solicitud reabierta',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
${lines(requestTitle)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p>Si crees que es un error, <a href="${escapeHtml(contactUrl)}">escríbenos</a>.</p>`,
      action: { label: 'Ver la propuesta', url: proposalUrl },
    }),
});
