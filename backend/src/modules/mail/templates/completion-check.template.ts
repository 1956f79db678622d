import { defineTemplate, escapeHtml, layout } from './template.js';

export interface CompletionCheckMailData {
  clientName: string;
  requestTitle: string;
  /** The hired company. */
  companyName: string;
  /** Absolute link to `/dashboard`. */
  dashboardUrl: string;
}

const lines = ({ companyName, requestTitle }: CompletionCheckMailData) => [
  `Contrataste a ${companyName} para «${requestTitle}» y la fecha del servicio ya ha pasado.`,
  'Si el trabajo está hecho, márcalo como hecho en tu panel: así podrás valorar a la empresa.',
  'Si la empresa no se presentó, reabre la solicitud para recibir nuevas propuestas.',
];

/** To the client, once per hire after the service date: «¿Se hizo el trabajo?». */
export const completionCheckTemplate = defineTemplate<CompletionCheckMailData>({
  subject: ({ requestTitle }) => `¿Se hizo el trabajo? «${requestTitle}»`,
  text: (data) =>
    [`Hola, ${data.clientName}:`, '', '¿Se hizo el trabajo?', ...lines(data), '', data.dashboardUrl, '', 'El equipo de Rutalia'].join('\n'),
  html: (data) =>
    layout({
      title: '¿Se hizo el trabajo?',
      body: `<p>Hola, ${escapeHtml(data.clientName)}:</p>
<p><strong>¿Se hizo el trabajo?</strong></p>
${lines(data)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}`,
      action: { label: 'Ir a mi panel', url: data.dashboardUrl },
    }),
});
