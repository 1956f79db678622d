import { defineTemplate, escapeHtml, layout } from './template.js';

export interface ProposalAcceptedMailData {
  companyName: string;
  requestTitle: string;
  /** Shared with the company on acceptance (never the client's e-mail). */
  clientName: string;
  clientPhone: string | null;
  /** Absolute link to `/company/proposal/{proposalId}`. */
  proposalUrl: string;
}

/** To the company: the client accepted its proposal; name and phone are now shared. */
export const proposalAcceptedTemplate = defineTemplate<ProposalAcceptedMailData>({
  subject: ({ requestTitle }) => `¡Propuesta aceptada! «${requestTitle}»`,
  text: ({ companyName, requestTitle, clientName, clientPhone, proposalUrl }) =>
    [
      `Hola, ${companyName}:`,
      '',
      `El cliente ha aceptado tu propuesta para «${requestTitle}».`,
      '',
      'Datos de contacto del cliente:',
      `Nombre: ${clientName}`,
      `Teléfono: ${clientPhone ?? 'no indicado (escríbele por la mensajería de Rutalia)'}`,
      '',
      'Ver la propuesta:',
      proposalUrl,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: ({ companyName, requestTitle, clientName, clientPhone, proposalUrl }) =>
    layout({
      title: 'Propuesta aceptada',
      body: `<p>Hola, ${escapeHtml(companyName)}:</p>
<p>El cliente ha aceptado tu propuesta para «${escapeHtml(requestTitle)}».</p>
<p>Datos de contacto del cliente:<br>
Nombre: <strong>${escapeHtml(clientName)}</strong><br>
Teléfono: <strong>${clientPhone ? escapeHtml(clientPhone) : 'no indicado (escríbele por la mensajería de Rutalia)'}</strong></p>`,
      action: { label: 'Ver la propuesta', url: proposalUrl },
    }),
});
