import { defineTemplate, escapeHtml, layout } from './template.js';

export interface EmailChangeNoticeMailData {
  fullName: string;
  /** The new address, partly hidden (`an***@dominio.es`): the old inbox may not be the owner's any more. */
  newEmailMasked: string;
  /** `requested`: a link went to the new address; `changed`: the new address now signs in. */
  stage: 'requested' | 'changed';
  supportUrl: string;
}

const what = ({ stage, newEmailMasked }: EmailChangeNoticeMailData) =>
  stage === 'changed'
    ? `El email de tu cuenta de Rutalia se ha cambiado a ${newEmailMasked}. Desde ahora inicia sesión con esa dirección.`
    : `Se ha pedido cambiar el email de tu cuenta de Rutalia a ${newEmailMasked}. Esta dirección seguirá activa hasta que se confirme la nueva.`;

/** Issue 22: to the old address when an email change is requested and when it is made (essential mail). */
export const emailChangeNoticeTemplate = defineTemplate<EmailChangeNoticeMailData>({
  subject: ({ stage }) =>
    stage === 'changed' ? 'El email de tu cuenta de Rutalia ha cambiado' : 'Solicitud de cambio de email en Rutalia',
  text: (data) =>
    [
      `Hola, ${data.fullName}:`,
      '',
      what(data),
      '',
      `Si no has sido tú, cambia tu contraseña y escríbenos: ${data.supportUrl}`,
      '',
      'El equipo de Rutalia',
    ].join('\n'),
  html: (data) =>
    layout({
      title: data.stage === 'changed' ? 'Tu email ha cambiado' : 'Cambio de email solicitado',
      body: `<p>Hola, ${escapeHtml(data.fullName)}:</p>
<p>${escapeHtml(what(data))}</p>
<p>Si no has sido tú, cambia tu contraseña y escríbenos.</p>`,
      action: { label: 'Contactar con soporte', url: data.supportUrl },
    }),
});
