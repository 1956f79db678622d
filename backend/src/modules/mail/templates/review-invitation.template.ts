import { defineTemplate, escapeHtml, layout } from './template.js';

export interface ReviewInvitationMailData {
  clientName: string;
  requestTitle: string;
  /** The hired company. */
  companyName: string;
  /** Absolute link to `/company/{seoParam}?review={requestId}`. */
  reviewUrl: string;
}

const lines = ({ companyName, requestTitle }: ReviewInvitationMailData) => [
  `Gracias por confirmar que ${companyName} hizo el trabajo «${requestTitle}».`,
  '¿Qué tal fue? Tu reseña aparecerá marcada como «Contratado en Rutalia» y ayuda a otros clientes a elegir.',
];

/** To the client, after marking a hired job as done: review the hired company. */
export const reviewInvitationTemplate = defineTemplate<ReviewInvitationMailData>({
  subject: ({ companyName }) => `¿Qué tal con ${companyName}? Deja tu reseña`,
  text: (data) => [`Hola, ${data.clientName}:`, '', ...lines(data), '', data.reviewUrl, '', 'El equipo de Rutalia'].join('\n'),
  html: (data) =>
    layout({
      title: 'Valora a la empresa',
      body: `<p>Hola, ${escapeHtml(data.clientName)}:</p>
${lines(data)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}`,
      action: { label: 'Escribir la reseña', url: data.reviewUrl },
    }),
});
