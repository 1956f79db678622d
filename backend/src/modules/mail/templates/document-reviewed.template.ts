import { defineTemplate, escapeHtml, layout } from './template.js';

export interface DocumentReviewedMailData {
  companyName: string;
  documentName: string;
  approved: boolean;
  /** Approved: the badge the public now sees («Seguro de mercancías hasta 31/03/2027»). */
  badgeLabel: string | null;
  /** Approved CIF: the company is now «Verificado». */
  verified: boolean;
  /** Rejected: the super admin's reason. */
  reason: string | null;
  documentsUrl: string;
}

function lines({ documentName, approved, badgeLabel, verified, reason }: DocumentReviewedMailData): string[] {
  if (!approved) {
    return [
      `Hemos revisado tu documento «${documentName}» y no lo hemos podido aceptar.`,
      `Motivo: ${reason ?? '—'}`,
      'Corrige lo que indica el motivo y sube una versión nueva.',
    ];
  }
  return [
    `Hemos revisado y aprobado tu documento «${documentName}».`,
    badgeLabel ? `Tu perfil, tus propuestas y tus tarjetas muestran ya la insignia «${badgeLabel}».` : '',
    verified ? 'Tu empresa aparece ahora como «Verificado».' : '',
  ].filter(Boolean);
}

/** To the company, when a super admin approves or rejects one of its documents. */
export const documentReviewedTemplate = defineTemplate<DocumentReviewedMailData>({
  subject: ({ documentName, approved }) => (approved ? `Documento aprobado: «${documentName}»` : `Documento rechazado: «${documentName}»`),
  text: (data) => [`Hola, ${data.companyName}:`, '', ...lines(data), '', data.documentsUrl, '', 'El equipo de Rutalia'].join('\n'),
  html: (data) =>
    layout({
      title: data.approved ? 'Documento aprobado' : 'Documento rechazado',
      body: [`<p>Hola, ${escapeHtml(data.companyName)}:</p>`, ...lines(data).map((line) => `<p>${escapeHtml(line)}</p>`)].join('\n'),
      action: { label: 'Ver mis documentos', url: data.documentsUrl },
    }),
});
