import { defineTemplate, escapeHtml, layout } from './template.js';

export interface ProposalRejectedMailData {
  companyName: string;
  requestTitle: string;
  /** Absolute link to `/company/proposals`. */
  proposalsUrl: string;
}

/** To the company: the client rejected its proposal. */
export const proposalRejectedTemplate = defineTemplate<ProposalRejectedMailData>({
  subject: ({ requestTitle }) => `Propuesta no aceptada: «${requestTitle}»`,
  text: ({ companyName, requestTitle, proposalsUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `El cliente ha rechazado tu propuesta para «${requestTitle}».`,
      'Hay más solicitudes esperando ofertas: revisa tus propuestas y las nuevas oportunidades.',
      '',
      proposalsUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, requestTitle, proposalsUrl }) =>
    layout({
      title: 'Propuesta rechazada',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>El cliente ha rechazado tu propuesta para «${escapeHtml(requestTitle)}».</p>
<p>Hay más solicitudes esperando ofertas: revisa tus propuestas y las nuevas oportunidades.</p>`,
      action: { label: 'Ver mis propuestas', url: proposalsUrl },
    }),
});
