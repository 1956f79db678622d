import { defineTemplate, escapeHtml, layout } from './template.js';

export interface ProposalDeclinedMailData {
  companyName: string;
  requestTitle: string;
  /** Why the pending proposal was closed: the client hired another company, or closed the request. */
  reason: 'hired_other' | 'request_closed';
  /** Absolute link to `/company/proposals`. */
  proposalsUrl: string;
}

const WHY: Record<ProposalDeclinedMailData['reason'], (title: string) => string> = {
  hired_other: (title) => `El cliente de «${title}» ha contratado a otra empresa, así que tu propuesta queda cerrada.`,
  request_closed: (title) =>
    `El cliente ha retirado la solicitud «${title}» sin contratar a ninguna empresa, así que tu propuesta queda cerrada.`,
};
const NEXT = 'Gracias por enviarla. Hay más solicitudes esperando ofertas: revisa tus propuestas y las nuevas oportunidades.';

/** To a company whose pending proposal was closed without an answer: another company was hired, or the request was withdrawn. */
export const proposalDeclinedTemplate = defineTemplate<ProposalDeclinedMailData>({
  subject: ({ requestTitle, reason }) =>
    reason === 'hired_other' ? `El cliente ha contratado a otra empresa: «${requestTitle}»` : `Solicitud retirada: «${requestTitle}»`,
  text: ({ companyName, requestTitle, reason, proposalsUrl }) =>
    [`Hola, ${companyName}:`, '', WHY[reason](requestTitle), NEXT, '', proposalsUrl, '', 'El equipo de Rutalia'].join('\n'),
  html: ({ companyName, requestTitle, reason, proposalsUrl }) =>
    layout({
      title: reason === 'hired_other' ? 'El cliente ha contratado a otra empresa' : 'Solicitud retirada',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>${escapeHtml(WHY[reason](requestTitle))}</p>
<p>${escapeHtml(NEXT)}</p>`,
      action: { label: 'Ver mis propuestas', url: proposalsUrl },
    }),
});
