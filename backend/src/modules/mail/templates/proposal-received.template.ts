import { defineTemplate, escapeHtml, layout } from './template.js';

export interface ProposalReceivedMailData {
  clientName: string;
  companyName: string;
  requestTitle: string;
  /** Euros; null when the company gave no price. */
  price: number | null;
  /** Absolute link to the request's proposals (`/jobs/{requestId}/proposals`). */
  proposalsUrl: string;
}

/** '1.234,50 €' (es-ES). */
export function formatEuros(amount: number): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: true }).format(amount);
}

/** To the client: a company sent a proposal on one of their requests. */
export const proposalReceivedTemplate = defineTemplate<ProposalReceivedMailData>({
  subject: ({ requestTitle }) => `Nueva propuesta para «${requestTitle}»`,
  text: ({ clientName, companyName, requestTitle, price, proposalsUrl }) =>
    [
      `Hola, ${clientName}:`,
      '',
      `${companyName} te ha enviado una propuesta para tu solicitud «${requestTitle}».`,
      ...(price !== null ? [`Precio propuesto: ${formatEuros(price)}`] : []),
      '',
      'Revísala y acéptala o recházala aquí:',
      proposalsUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ clientName, companyName, requestTitle, price, proposalsUrl }) =>
    layout({
      title: 'Nueva propuesta',
      body: `<p>Hola, ${escapeHtml(clientName)}:</p>
<p><strong>${escapeHtml(companyName)}</strong> te ha enviado una propuesta para tu solicitud «${escapeHtml(requestTitle)}».</p>
${price !== null ? `<p>Precio propuesto: <strong>${escapeHtml(formatEuros(price))}</strong></p>` : ''}
<p>Revísala y decide si la aceptas o la rechazas.</p>`,
      action: { label: 'Ver propuestas', url: proposalsUrl },
    }),
});
